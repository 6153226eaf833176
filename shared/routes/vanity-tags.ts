/**
 * The editorial vanity addresses that lead to a tag of the same name (docs/spec-checklist.md 3 §2 lists the
 * addresses, not their targets), with the tag's title: the route table redirects to them and the
 * demo seed creates them, so no vanity address leads to a tag that is not there.
 */
export const VANITY_TAGS: Readonly<Record<string, { readonly title: string; readonly under: '/' | '/s/' }>> = {
  cointalk: { title: 'Coin Talk', under: '/' },
  futurehuman: { title: 'Future Human', under: '/' },
  greatescape: { title: 'Great Escape', under: '/' },
  unrulybodies: { title: 'Unruly Bodies', under: '/' },
  playback: { title: 'Playback', under: '/' },
  trustissues: { title: 'Trust Issues', under: '/' },
  youthnow: { title: 'Youth Now', under: '/' },
  powertrip: { title: 'Power Trip', under: '/' },
  thenewnew: { title: 'The New New', under: '/' },
  lovehate: { title: 'Love & Hate', under: '/' },
  reasonabledoubt: { title: 'Reasonable Doubt', under: '/' },
  freakonomicsradio: { title: 'Freakonomics Radio', under: '/' },
  'human-parts': { title: 'Human Parts', under: '/s/' },
  'timeline-of-sounds': { title: 'Timeline of Sounds', under: '/s/' },
  teamhuman: { title: 'Team Human', under: '/s/' },
};
