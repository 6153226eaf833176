import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Lock, recordForeignPlatforms } from './foreign-platforms.ts';

const committed = readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8');
const PRUNED = 'node_modules/workerd/node_modules/@cloudflare/workerd-darwin-arm64';

describe('recordForeignPlatforms', () => {
  // it ran after every npm ci, so a lock it found incomplete was rewritten on every fresh clone
  it('adds nothing to the committed lock, which is complete', () => {
    expect(recordForeignPlatforms(JSON.parse(committed) as Lock)).toBe(0);
  });

  it('records a missing entry as npm writes it, keys in npm’s own order', () => {
    const lock = JSON.parse(committed) as Lock;
    const recorded = JSON.stringify(lock.packages[PRUNED]);
    delete lock.packages[PRUNED];
    expect(recordForeignPlatforms(lock)).toBe(1);
    expect(JSON.stringify(lock.packages[PRUNED])).toBe(recorded);
  });
});
