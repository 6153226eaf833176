import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/spec-checklist.md names, for each rule, the tests that cover it: a test moved or renamed
// must take its rows along, and a row that works must name a test.
const checklist = readFileSync(new URL('../docs/spec-checklist.md', import.meta.url), 'utf8');
const rows = checklist
  .split('\n')
  .filter((line) => /^\| \d\.\d\d /.test(line))
  .map((line) => {
    const [id = '', section = '', rule = '', state = '', covered = ''] = line
      .split(' | ')
      .map((cell) => cell.replace(/^\| /, '').replace(/ \|$/, '').trim());
    return { id, sections: section.split(', '), rule, state, covered };
  });

/** The repository's own text files, where a rule may be cited (the checklist itself aside). */
function citingFiles(): string[] {
  const root = new URL('../', import.meta.url);
  const folders = ['bench', 'client', 'docs', 'e2e', 'scripts', 'shared', 'test', 'worker'];
  const found = folders.flatMap((folder) =>
    readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' }).map((path) => `${folder}/${path}`),
  );
  return [...found, 'README.md', 'wrangler.toml'].filter(
    (path) => /\.(tsx?|css|md|toml)$/.test(path) && path !== 'docs/spec-checklist.md' && !path.includes('/generated/'),
  );
}

describe('docs/spec-checklist.md', () => {
  it('has every row of the three documents, once', () => {
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('1.'))).toHaveLength(75);
    expect(ids.filter((id) => id.startsWith('2.'))).toHaveLength(54);
    expect(ids.filter((id) => id.startsWith('3.'))).toHaveLength(55);
  });

  it('has a row for every section the repository cites, and no citation of a document outside it', () => {
    const sections = new Set(rows.flatMap((row) => row.sections.map((section) => `${row.id[0]} §${section}`)));
    const cited: [section: string, path: string][] = [];
    const outside: string[] = [];
    for (const path of citingFiles()) {
      const text = readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
      for (const match of text.matchAll(/spec-checklist\.md\)? (\d) §(\d+(?:\.\d+)?)/g)) {
        cited.push([`${match[1]} §${match[2]}`, path]);
      }
      if (/\bspec ?\d ?§/i.test(text)) outside.push(path);
    }
    expect(cited.length).toBeGreaterThan(500);
    expect(cited.filter(([section]) => !sections.has(section))).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('names only files that exist', () => {
    const named = rows.flatMap((row) =>
      [...row.covered.matchAll(/`([\w./-]+\.(?:tsx?|css))`/g)].map((match) => match[1] ?? ''),
    );
    expect(named.length).toBeGreaterThan(rows.length);
    expect(named.filter((path) => !existsSync(new URL(`../${path}`, import.meta.url)))).toEqual([]);
  });

  it('names a test for every row that works or was decided', () => {
    const untested = rows.filter(
      (row) => !row.state.startsWith('Partly') && !/`[\w./-]+\.test\.tsx?`/.test(row.covered),
    );
    expect(untested.map((row) => row.id)).toEqual([]);
  });
});
