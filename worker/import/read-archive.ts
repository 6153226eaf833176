import { strFromU8, unzipSync } from 'fflate';
import { isZip } from './export-file.ts';

/** Files in an archive: a real export holds one per story and a few more. */
export const MAX_ARCHIVE_ENTRIES = 5_000;
/** One story's file, unpacked. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** Every file read, unpacked together: what a Worker can hold beside its work. */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

export interface ArchiveFile {
  readonly name: string;
  readonly text: string;
}

export const ARCHIVE_ERRORS = {
  notZip: 'That file is not a ZIP archive. Upload the ZIP file your export came in.',
  unreadable: 'That archive could not be read. Is the file complete?',
  tooManyFiles: `That archive holds more than ${MAX_ARCHIVE_ENTRIES.toLocaleString('en-US')} files, more than any export we know.`,
  tooLarge: 'That archive unpacks to more than we can read at once. Export fewer stories, or write to us.',
  unsafeName: 'That archive names a file outside itself, which no export does.',
} as const;

/** A file's name inside an archive that would land outside it when unpacked, or is not a plain path. */
const unsafeName = (name: string): boolean =>
  name.startsWith('/') || name.includes('\\') || name.includes('\0') || name.split('/').includes('..');

/**
 * The files of a ZIP archive that `wanted` names, as text, and the names of those too large to
 * read. Only wanted files are unpacked, each checked before it is: too many entries, a name
 * reaching outside the archive or a total past its limit refuse the archive with a reason (a "zip
 * bomb" declares small sizes, and fflate unpacks no more than a file declares), and so does a
 * damaged archive.
 */
export function readArchive(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
): { readonly files: ArchiveFile[]; readonly tooLarge: string[] } | { readonly error: string } {
  if (!isZip(bytes)) return { error: ARCHIVE_ERRORS.notZip };
  let entries = 0;
  let unpacked = 0;
  let refusal: string | null = null;
  const tooLarge: string[] = [];
  let unpackedFiles: Record<string, Uint8Array>;
  try {
    unpackedFiles = unzipSync(bytes, {
      filter(file) {
        entries += 1;
        if (refusal) return false;
        if (entries > MAX_ARCHIVE_ENTRIES) refusal = ARCHIVE_ERRORS.tooManyFiles;
        else if (unsafeName(file.name)) refusal = ARCHIVE_ERRORS.unsafeName;
        if (refusal || file.name.endsWith('/') || !wanted(file.name)) return false;
        // a file past its limit is left out (the report says so), a total past it refuses the archive
        if (file.originalSize > MAX_FILE_BYTES) {
          tooLarge.push(file.name);
          return false;
        }
        unpacked += file.originalSize;
        if (unpacked > MAX_UNPACKED_BYTES) refusal = ARCHIVE_ERRORS.tooLarge;
        return refusal === null;
      },
    });
  } catch {
    return { error: refusal ?? ARCHIVE_ERRORS.unreadable };
  }
  if (refusal) return { error: refusal };
  const files = Object.entries(unpackedFiles)
    .map(([name, content]) => ({ name, text: strFromU8(content) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { files, tooLarge };
}
