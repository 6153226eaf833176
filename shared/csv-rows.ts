/**
 * The rows of a CSV text (RFC 4180): commas and line breaks outside quotes separate, `""` is a
 * quote inside them, and a quoted cell may span lines. A byte-order mark and blank lines are
 * dropped; a line may end in CRLF or LF.
 */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0]?.trim() !== '') rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** Rows under a header as records by column name (lower-cased, trimmed); cells past the header are dropped. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...body] = csvRows(text);
  const names = header.map((name) => name.trim().toLowerCase());
  return body.map((cells) => Object.fromEntries(names.map((name, index) => [name, cells[index] ?? ''])));
}
