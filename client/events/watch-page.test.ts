import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPage } from './stub-page.ts';

/** A page's globals and a fresh copy of the reporter, whose count is per page. */
async function freshPage() {
  const page = stubPage();
  vi.resetModules();
  return { ...(await import('./watch-page.ts')), ...page };
}

afterEach(() => vi.unstubAllGlobals());

describe('the error reporter: queue at most 10, at most 50 reported in total (docs/spec-checklist.md 2 §9)', () => {
  it('keeps an error as a client.error event with its message and where it came from', async () => {
    const { keepError, kept } = await freshPage();
    keepError(new TypeError('x is undefined'), 'https://quire.example/js/post-page.js');
    expect(kept()).toEqual([
      expect.objectContaining({
        type: 'client.error',
        data: expect.objectContaining({
          message: 'TypeError: x is undefined',
          source: 'https://quire.example/js/post-page.js',
        }),
      }),
    ]);
  });

  it('queues at most 10 reports until they are sent', async () => {
    const { keepError, kept, sent, MAX_QUEUED_ERRORS } = await freshPage();
    expect(MAX_QUEUED_ERRORS).toBe(10);
    for (let n = 1; n <= 12; n += 1) keepError(`error ${n}`, 'loop');
    expect(kept().map((event) => event.data['message'])).toEqual(
      Array.from({ length: 10 }, (_, index) => `error ${index + 1}`),
    );
    sent();
    keepError('error 13', 'loop');
    expect(kept().map((event) => event.data['message'])).toEqual(['error 13']);
  });

  it('reports at most 50 a page, however often they are sent', async () => {
    const { keepError, kept, sent, MAX_REPORTED_ERRORS } = await freshPage();
    expect(MAX_REPORTED_ERRORS).toBe(50);
    let reported = 0;
    for (let round = 0; round < 8; round += 1) {
      for (let n = 0; n < 10; n += 1) keepError('again', 'loop');
      reported += kept().length;
      sent();
    }
    expect(reported).toBe(50);
  });

  it('counts from nothing again on the next page', async () => {
    const first = await freshPage();
    for (let n = 0; n < 60; n += 1) {
      first.keepError('again', 'loop');
      first.sent();
    }
    const next = await freshPage();
    next.keepError('on the next page', 'loop');
    expect(next.kept()).toHaveLength(1);
  });
});
