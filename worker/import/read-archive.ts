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
  /** Its words, unpacked when asked for (an import reads a part of its stories a run); null when damaged. */
  readonly text: () => string | null;
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

/** One file of an archive unpacked, or null when its data is damaged. */
function unpack(bytes: Uint8Array, name: string): string | null {
  try {
    const content = unzipSync(bytes, { filter: (file) => file.name === name })[name];
    return content ? strFromU8(content) : null;
  } catch {
    return null;
  }
}

/**
 * The files of a ZIP archive that `wanted` names, each unpacked only when its text is asked for,
 * and the names of those too large to read. The directory is checked first, without unpacking
 * anything: too many entries, a name reaching outside the archive, or wanted files that would
 * unpack past the limit together refuse the archive with a reason (a "zip bomb" declares small
 * sizes, and fflate unpacks no more than a file declares), and so does a damaged directory.
 */
export function readArchive(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
): { readonly files: ArchiveFile[]; readonly tooLarge: string[] } | { readonly error: string } {
  if (!isZip(bytes)) return { error: ARCHIVE_ERRORS.notZip };
  let entries = 0;
  let unpacked = 0;
  let refusal: string | null = null;
  const names: string[] = [];
  const tooLarge: string[] = [];
  try {
    unzipSync(bytes, {
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
        else names.push(file.name);
        // the directory only: each file is unpacked when read
        return false;
      },
    });
  } catch {
    return { error: refusal ?? ARCHIVE_ERRORS.unreadable };
  }
  if (refusal) return { error: refusal };
  const files = names.sort((a, b) => a.localeCompare(b)).map((name) => ({ name, text: () => unpack(bytes, name) }));
  return { files, tooLarge };
}
