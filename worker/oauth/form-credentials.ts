const FORM = 'application/x-www-form-urlencoded';

/**
 * A token request that carries the application's id and secret in its form body
 * (`client_secret_post`, the way Medium's API and its SDK send them) as the same request with
 * them in HTTP Basic (RFC 6749 §2.3.1), the way every application is registered with the library.
 * The metadata offers both. With HTTP Basic, a client_id that repeats Basic's is dropped from the
 * body; anything else is passed on untouched for the library to judge.
 */
export async function withBasicCredentials(request: Request): Promise<Request> {
  if (request.method !== 'POST' || !(request.headers.get('Content-Type') ?? '').includes(FORM)) return request;
  const form = new URLSearchParams(await request.clone().text());
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  const headers = new Headers(request.headers);
  const basicId = basicClientId(headers.get('Authorization'));
  if (basicId !== undefined) {
    // RFC 6749 §2.3.1 makes HTTP Basic the method: the same client_id beside it repeats it, which
    // the library would take for a second method. Anything else stays for the library to refuse.
    if (id === null || id !== basicId || secret !== null) return request;
    form.delete('client_id');
  } else {
    if (id === null || secret === null) return request;
    form.delete('client_id');
    form.delete('client_secret');
    headers.set('Authorization', `Basic ${btoa(`${formEncode(id)}:${formEncode(secret)}`)}`);
  }
  headers.delete('Content-Length');
  return new Request(request.url, { method: 'POST', headers, body: form.toString() });
}

/** Each part of Basic credentials is form-encoded before the join (RFC 6749 §2.3.1), as the library decodes them. */
const formEncode = (part: string): string => new URLSearchParams({ v: part }).toString().slice(2);

/** The client id in an `Authorization: Basic …` header; null when it cannot be read, undefined when there is no Basic header. */
function basicClientId(header: string | null): string | null | undefined {
  const encoded = /^basic\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (encoded === undefined) return /^basic\b/i.test(header ?? '') ? null : undefined;
  try {
    const credentials = atob(encoded);
    const colon = credentials.indexOf(':');
    return colon < 0 ? null : new URLSearchParams(`v=${credentials.slice(0, colon)}`).get('v');
  } catch {
    return null;
  }
}
