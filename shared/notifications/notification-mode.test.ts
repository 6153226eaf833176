import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MODES } from '../content/enumerations.ts';
import { hearsFrom, NOTIFICATION_MODE_CHOICES } from './notification-mode.ts';

describe('notification modes ALL, NETWORK, OFF (docs/spec-checklist.md 3 §3)', () => {
  it.each([
    ['ALL', true, true],
    ['ALL', false, true],
    ['NETWORK', true, true],
    ['NETWORK', false, false],
    ['OFF', true, false],
    ['OFF', false, false],
  ] as const)('%s, following the actor: %s → hears of it: %s', (mode, followsActor, hears) => {
    expect(hearsFrom(mode, followsActor)).toBe(hears);
  });

  it('offers every mode, once', () => {
    expect(NOTIFICATION_MODE_CHOICES.map((choice) => choice.mode)).toEqual([...NOTIFICATION_MODES]);
  });
});
