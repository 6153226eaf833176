const FORM = 'application/x-www-form-urlencoded';

/**
 * A token request that carries the application's id and secret in its form body
 * (`client_secret_post`, the way Medium's API and its SDK send them) as the same request with
 * them in HTTP Basic (RFC 6749 §2.3.1), the way every application is registered with the library.
 * The metadata offers both; anything else is passed on untouched for the library to judge.
 */
export async function withBasicCredentials(request: Request): Promise<Request> {
  if (request.method !== 'POST' || !(request.headers.get('Content-Type') ?? '').includes(FORM)) return request;
  if (/^basic\s/i.test(request.headers.get('Authorization') ?? '')) return request;
  const form = new URLSearchParams(await request.clone().text());
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  if (id === null || secret === null) return request;
  form.delete('client_id');
  form.delete('client_secret');
  const headers = new Headers(request.headers);
  // each part form-encoded before the join, as RFC 6749 §2.3.1 has it and the library decodes it
  const encode = (part: string) => new URLSearchParams({ v: part }).toString().slice(2);
  headers.set('Authorization', `Basic ${btoa(`${encode(id)}:${encode(secret)}`)}`);
  headers.delete('Content-Length');
  return new Request(request.url, { method: 'POST', headers, body: form.toString() });
}
