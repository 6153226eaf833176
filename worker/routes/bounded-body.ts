/** Why a request body was refused: the status and what the sender is told. */
export interface BodyRefusal {
  readonly status: 400 | 413;
  readonly message: string;
}

/** Deeper than any body Quire or its clients send: a hundred thousand levels is an attack. */
export const MAX_JSON_DEPTH = 64;

export const TOO_LARGE: BodyRefusal = { status: 413, message: 'The request is too large' };
export const TOO_DEEP: BodyRefusal = { status: 400, message: 'The request is nested too deeply' };

/**
 * The deepest nesting of objects and arrays in a JSON text, counted without parsing it (brackets
 * inside strings do not count). Parsers and JSON-LD processors recurse per level, so a body
 * nested a hundred thousand deep overflows the stack before anything can refuse it.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) deepest = Math.max(deepest, (depth += 1));
    else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return deepest;
}

/**
 * Reads a stream's bytes, stopping as soon as they pass `limit`: null then, and nothing past the
 * limit is kept in memory. A sender may leave out a length, or state it falsely.
 */
export async function readAtMost(
  stream: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (stream) {
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A request's body as readAtMost reads it, refused at once when its stated length is over `maxBytes`: the bytes, or the refusal to answer with. */
export async function boundedBytes(
  request: Request,
  maxBytes: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer> } | { refused: BodyRefusal }> {
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) return { refused: TOO_LARGE };
  const bytes = await readAtMost(request.body, maxBytes);
  return bytes ? { bytes } : { refused: TOO_LARGE };
}

/** A body read as boundedBytes does, as text, and refused when its JSON nests deeper than `maxDepth`. */
export async function boundedBody(
  request: Request,
  { maxBytes, maxDepth }: { maxBytes: number; maxDepth?: number },
): Promise<{ text: string } | { refused: BodyRefusal }> {
  const read = await boundedBytes(request, maxBytes);
  if ('refused' in read) return read;
  const text = new TextDecoder().decode(read.bytes);
  if (maxDepth !== undefined && jsonDepth(text) > maxDepth) return { refused: TOO_DEEP };
  return { text };
}

/** The same request with the body already read, for a handler (Fedify, yoga) that reads it again. */
export const withBody = (request: Request, text: string): Request =>
  new Request(request.url, { method: request.method, headers: request.headers, body: text });
