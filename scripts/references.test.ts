import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Everything in the repository is followed with the repository alone: an issue's or a working
// session's number points at something only git history and the tracker hold, so a rule names
// the docs/ file that states it instead (docs/code-style.md, "Citing a rule").
const NUMBERED = /\b(?:issue|session)s? [0-9]+/;

const root = new URL('../', import.meta.url);
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((path) => path !== '' && !/\.(png|jpe?g|gif|webp|ico|woff2?|zip|wasm)$/.test(path));

describe('references that resolve', () => {
  it('names no issue or session by number in any tracked file', () => {
    const found = tracked.flatMap((path) => {
      let text: string;
      try {
        text = readFileSync(new URL(path, root), 'utf8');
      } catch {
        return []; // a file listed but not on disk (a sparse checkout)
      }
      return text
        .split('\n')
        .flatMap((line, index) => (NUMBERED.test(line) ? [`${path}:${index + 1}: ${line.trim().slice(0, 80)}`] : []));
    });
    expect(found).toEqual([]);
  });

  it('catches the spellings it is for', () => {
    // put together here, so this file holds none of them itself
    const numbered = (word: string, rest: string) => `${word} ${rest}`;
    expect(
      [numbered('see issue', '51'), numbered('sessions', '12 and 13'), numbered('as in session', '4')].filter((text) =>
        NUMBERED.test(text),
      ),
    ).toHaveLength(3);
    expect(['the session ends', 'issue a refund of 5', 'an issue'].filter((text) => NUMBERED.test(text))).toEqual([]);
  });
});
