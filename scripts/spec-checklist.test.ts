import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/spec-checklist.md names, for each rule, the tests that cover it: a test moved or renamed
// must take its rows along, and a row that works must name a test.
const checklist = readFileSync(new URL('../docs/spec-checklist.md', import.meta.url), 'utf8');
const rows = checklist
  .split('\n')
  .filter((line) => /^\| \d\.\d\d /.test(line))
  .map((line) => {
    const [id = '', , rule = '', state = '', covered = ''] = line
      .split(' | ')
      .map((cell) => cell.replace(/^\| /, '').replace(/ \|$/, ''));
    return { id, rule, state, covered };
  });

describe('docs/spec-checklist.md', () => {
  it('has every row of both documents, once', () => {
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('1.'))).toHaveLength(72);
    expect(ids.filter((id) => id.startsWith('2.'))).toHaveLength(54);
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
