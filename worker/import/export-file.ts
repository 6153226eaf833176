/**
 * What the upload and the pages need to know of an export without reading it: which platforms
 * Quire reads and whether a file can be an export at all. The readers themselves (fflate,
 * fast-xml-parser) load with the import's job only.
 */

/** The platforms whose exports Quire reads, by the name their writers know. */
export const ARCHIVE_SOURCES = {
  quire: 'Quire',
  medium: 'Medium',
  substack: 'Substack',
  ghost: 'Ghost',
  wordpress: 'WordPress',
  // a list of subscribers alone, from a platform whose list does not say which (subscriber-list.ts)
  list: 'your list',
} as const;
export type ArchiveSource = keyof typeof ARCHIVE_SOURCES;

/** "PK\x03\x04" opens every ZIP archive that holds a file. */
export const isZip = (bytes: Uint8Array): boolean =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The largest export a writer may upload: a Medium or Substack export of thousands of stories is a few MB. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Ghost's JSON and WordPress's XML are read whole: past this, parsing one would not fit beside the work. */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

export const EXPORT_ERRORS = {
  unknown:
    'That file is not an export we can read. Upload the ZIP file of your Medium or Substack export, Ghost’s JSON file, WordPress’s XML file or a CSV file of your subscribers.',
  noStories: 'That export holds no stories.',
  noAddresses: 'That list names no e-mail addresses.',
  tooLarge: `That export is larger than we read at once (${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB). Export fewer posts, or write to us.`,
} as const;

/** The first character of a text file, past a byte-order mark and white space: `{` for JSON, `<` for XML. */
export const opening = (bytes: Uint8Array): string => {
  for (
    let index = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    index < bytes.length;
    index += 1
  ) {
    const char = String.fromCharCode(bytes[index] ?? 0);
    if (!/\s/.test(char)) return char;
  }
  return '';
};

/**
 * Whether a file is a list of subscribers (CSV): text whose first line names an `email` column or
 * holds an address. Its rows are read by the job (subscriber-list.ts).
 */
export const isSubscriberList = (bytes: Uint8Array): boolean => {
  const head = bytes.subarray(0, 4096);
  if (head.includes(0) || ['{', '<'].includes(opening(head))) return false;
  const firstLine = new TextDecoder().decode(head).split(/\r?\n/, 1)[0] ?? '';
  return /e-?mail|@/i.test(firstLine);
};

/** Whether an upload can be an export at all: a ZIP archive, a JSON or an XML document, a CSV list. */
export const mayBeExport = (bytes: Uint8Array): boolean =>
  isZip(bytes) || ['{', '<'].includes(opening(bytes)) || isSubscriberList(bytes);
