import { describe, expect, it } from 'vitest';
import { actorIdentifier, parseActorIdentifier } from './actor-identifier.ts';

describe('actor identifiers', () => {
  it.each([
    ['user-5f3a9c1d2e4b', { kind: 'USER', id: '5f3a9c1d2e4b' }],
    ['publication-0a1b2c3d4e5f', { kind: 'PUBLICATION', id: '0a1b2c3d4e5f' }],
    ['user-u-ann', { kind: 'USER', id: 'u-ann' }],
  ] as const)('%s names %o, and back', (identifier, ref) => {
    expect(parseActorIdentifier(identifier)).toEqual(ref);
    expect(actorIdentifier(ref)).toBe(identifier);
  });

  it.each(['ada', 'user-', 'group-0a1b2c3d4e5f', '-0a1b2c3d4e5f', ''])('%j names nobody', (identifier) => {
    expect(parseActorIdentifier(identifier)).toBeNull();
  });
});
