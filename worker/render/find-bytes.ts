/** The offsets where `needle` starts in `body`, left to right and not overlapping; at most `limit` of them. */
export function findBytes(body: Uint8Array, needle: Uint8Array, limit = Infinity): number[] {
  const found: number[] = [];
  const [first] = needle;
  if (first === undefined) return found;
  // the runtime's own search finds each candidate's first byte; only those are compared in full
  search: for (
    let start = body.indexOf(first);
    start !== -1 && start <= body.length - needle.length && found.length < limit;
    start = body.indexOf(first, start + 1)
  ) {
    for (let index = 1; index < needle.length; index += 1) if (body[start + index] !== needle[index]) continue search;
    found.push(start);
    start += needle.length - 1;
  }
  return found;
}
