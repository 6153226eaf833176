// The first script of a visitor's story page (worker/render/render-document.tsx chooses it). A
// reader who only reads never needs React, which is most of a page's script: the story is the
// server's HTML, and what the page reports as it is read (the view, the time in view, the read,
// the visitor's meter) starts here. The page hydrates at the reader's first intent (a press, a
// touch, a key, a focus), or as they come near the responses, whose thread loads then as it
// always has. A press on a button made before then acts once the page has hydrated (the
// document's early-press replay); a link is followed as the browser follows it (docs/scale.md).
import { MAIN_SCRIPT_META } from '../shared/constants.ts';
import { keepEvent } from './events/keep-event.ts';
import { watchPage } from './events/watch-page.ts';
import { firstIntent, firstInteraction } from './shell/first-interaction.ts';
import { countStoryView } from './state/count-story-view.ts';
import { watchStoryAtLoad } from './stats/watch-story.ts';

/**
 * Settles once the reader, having started to use the page, comes within 200 px of the responses.
 * The first interaction is listened for from now in any case: the parts that wait for it once the
 * page has hydrated (the top bar) must not wait for a second one.
 */
const nearResponses = async (): Promise<void> => {
  await firstInteraction();
  const section = document.querySelector('.responses');
  if (!section) return new Promise<never>(() => {});
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '200px' },
    );
    observer.observe(section);
  });
};

watchPage();
const story = document.querySelector<HTMLElement>('article[data-post]');
const endId = story?.dataset['end'];
// a members-only preview hydrates at once (the meter may open the rest of it), and so does a story
// opened at its responses (a link that says so)
if (story && endId !== undefined && new URLSearchParams(location.search).get('responsesOpen') !== 'true') {
  const postId = story.dataset['post'] ?? '';
  void countStoryView({ postId, owned: false, signedIn: false, previewOnly: false, shareKey: null });
  watchStoryAtLoad({ postId, readingTimeMinutes: Number(story.dataset['readingTime']), endId }, keepEvent);
  // said on the document, for the browser journeys to tell a page that waits from one still loading
  document.documentElement.dataset['waiting'] = 'intent';
  await Promise.race([firstIntent(), nearResponses()]);
  delete document.documentElement.dataset['waiting'];
}
await import(document.querySelector<HTMLMetaElement>(`meta[name=${MAIN_SCRIPT_META}]`)?.content ?? '');
