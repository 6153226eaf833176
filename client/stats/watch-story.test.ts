import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeepEvent } from '../events/keep-event.ts';

/** A page's globals the watch reads (the tab's visibility), and a fresh copy of the watch, whose memory is per page. */
async function freshPage() {
  vi.stubGlobal('document', { visibilityState: 'visible', addEventListener() {}, removeEventListener() {} });
  vi.resetModules();
  const kept: { type: string; postId: unknown }[] = [];
  const keepEvent: KeepEvent = (type, data) => void kept.push({ type, postId: data?.['postId'] });
  return { ...(await import('./watch-story.ts')), keepEvent, views: () => kept.filter((e) => e.type === 'post.view') };
}

afterEach(() => vi.unstubAllGlobals());

const story = (postId: string, endId?: string) => ({ postId, readingTimeMinutes: 3, endId });

describe('a story’s view is kept once each time it is shown', () => {
  it.each([
    ['one story', [story('a')], ['a']],
    ['the same story watched again as the meter opens it (its end changed)', [story('a'), story('a', 'p9')], ['a']],
    ['another story, then the first again', [story('a'), story('b'), story('a')], ['a', 'b', 'a']],
  ])('%s', async (_, watched, viewed) => {
    const { watchStory, keepEvent, views } = await freshPage();
    for (const shown of watched) watchStory(shown, keepEvent)();
    expect(views().map((view) => view.postId)).toEqual(viewed);
  });

  it('hands the first script’s watch to the page once, for that story only', async () => {
    const { watchStoryAtLoad, takeWatchAtLoad, keepEvent, views } = await freshPage();
    watchStoryAtLoad(story('a', 'p9'), keepEvent);
    expect(takeWatchAtLoad('b')).toBeNull();
    const stop = takeWatchAtLoad('a');
    expect(stop).toBeTypeOf('function');
    expect(takeWatchAtLoad('a')).toBeNull();
    stop?.();
    expect(views()).toEqual([{ type: 'post.view', postId: 'a' }]);
  });
});
