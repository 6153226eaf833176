import { describe, expect, it } from 'vitest';
import { toastReducer, type QueuedToast } from './toasts.ts';

const show = (id: string, duration?: QueuedToast['duration']) =>
  ({ type: 'show', id, toast: { message: `toast ${id}`, ...(duration === undefined ? {} : { duration }) } }) as const;

describe('toastReducer', () => {
  it('defaults to 5000 ms and the MESSAGE style (docs/spec-checklist.md 2 §9)', () => {
    expect(toastReducer([], show('a'))).toEqual([
      { id: 'a', message: 'toast a', duration: 5000, toastStyle: 'MESSAGE', extraParams: {} },
    ]);
  });

  it.each([
    ['a number', 2000, true],
    ['FOREVER', 'FOREVER', true],
    ['NEXTPAGE', 'NEXTPAGE', false],
  ] as const)('on location change keeps a toast whose duration is %s: %s', (_, duration, kept) => {
    const queued = toastReducer([], show('a', duration));
    expect(toastReducer(queued, { type: 'locationChanged' })).toHaveLength(kept ? 1 : 0);
  });

  it('dismisses one toast by id and keeps the order of the rest', () => {
    const queued = [show('a'), show('b'), show('c')].reduce(toastReducer, []);
    expect(toastReducer(queued, { type: 'dismiss', id: 'b' }).map((toast) => toast.id)).toEqual(['a', 'c']);
  });
});
