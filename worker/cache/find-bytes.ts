/** The offsets where `needle` starts in `body`, left to right and not overlapping; at most `limit` of them. */
export function findBytes(body: Uint8Array, needle: Uint8Array, limit = Infinity): number[] {
  const found: number[] = [];
  search: for (let start = 0; start <= body.length - needle.length && found.length < limit; start += 1) {
    for (let index = 0; index < needle.length; index += 1) if (body[start + index] !== needle[index]) continue search;
    found.push(start);
    start += needle.length - 1;
  }
  return found;
}
