import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_ERRORS, MAX_ARCHIVE_ENTRIES, readArchive } from './read-archive.ts';

const story = (n: number) => strToU8(`<h1>Story ${n}</h1><p>Words.</p>`);
const posts = (name: string) => name.startsWith('posts/');

describe('readArchive: the files of an export, and the archives it refuses', () => {
  it('reads the wanted files as text, in order, each when asked for', () => {
    const zip = zipSync({
      'posts/b.html': story(2),
      'posts/a.html': story(1),
      'profile/profile.html': strToU8('<p>me</p>'),
    });
    const read = readArchive(zip, posts);
    expect('files' in read && read.files.map((file) => [file.name, file.text()])).toEqual([
      ['posts/a.html', '<h1>Story 1</h1><p>Words.</p>'],
      ['posts/b.html', '<h1>Story 2</h1><p>Words.</p>'],
    ]);
    expect('tooLarge' in read && read.tooLarge).toEqual([]);
  });

  it.each([
    ['a file that is not a ZIP', strToU8('<html>not an archive</html>'), ARCHIVE_ERRORS.notZip],
    ['a damaged archive', zipSync({ 'posts/a.html': story(1) }).slice(0, 40), ARCHIVE_ERRORS.unreadable],
    [
      'a name climbing out of the archive',
      zipSync({ 'posts/../../etc/passwd.html': story(1) }),
      ARCHIVE_ERRORS.unsafeName,
    ],
    ['an absolute name', zipSync({ '/posts/a.html': story(1) }), ARCHIVE_ERRORS.unsafeName],
    [
      `more than ${MAX_ARCHIVE_ENTRIES} tiny files`,
      zipSync(
        Object.fromEntries(Array.from({ length: MAX_ARCHIVE_ENTRIES + 1 }, (_, n) => [`x/${n}.txt`, strToU8('x')])),
      ),
      ARCHIVE_ERRORS.tooManyFiles,
    ],
  ])('refuses %s', (_, bytes, error) => {
    expect(readArchive(bytes, () => true)).toEqual({ error });
  });

  it('refuses an archive that would unpack past what a Worker can hold (a zip bomb of small files)', () => {
    // 33 files of 2 MB of zeros: about 70 KB packed, 66 MB unpacked
    const zeros = new Uint8Array(2 * 1024 * 1024);
    const bomb = zipSync(Object.fromEntries(Array.from({ length: 33 }, (_, n) => [`posts/${n}.html`, zeros])));
    expect(bomb.byteLength).toBeLessThan(200_000);
    expect(readArchive(bomb, posts)).toEqual({ error: ARCHIVE_ERRORS.tooLarge });
  });

  it('leaves out a file too large to be a story, and names it', () => {
    const zip = zipSync({ 'posts/a.html': story(1), 'posts/huge.html': new Uint8Array(3 * 1024 * 1024) });
    const read = readArchive(zip, posts);
    expect('files' in read && read.files.map((file) => file.name)).toEqual(['posts/a.html']);
    expect('tooLarge' in read && read.tooLarge).toEqual(['posts/huge.html']);
  });

  it('reads no more of a file than its header declares, whatever its data holds', () => {
    const zip = zipSync({ 'posts/a.html': strToU8('x'.repeat(1000)) }, { level: 9 });
    // the central directory's "uncompressed size" of the one file, 46 bytes from the directory's start, claims 10
    const directory = zip.length - 22 - (46 + 'posts/a.html'.length);
    new DataView(zip.buffer).setUint32(directory + 24, 10, true);
    const read = readArchive(zip, posts);
    expect('files' in read ? read.files[0]?.text()?.length : read.error).toBeLessThanOrEqual(10);
  });
});
