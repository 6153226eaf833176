/**
 * The awards of /awards/{type} and a writer's /@{username}/awards/{kind}. The spec names the
 * routes; Quire gives one award, Top writer, earned per tag by the writers whose stories there
 * readers clap for most (worker/discovery/discovery-queries.ts ranks them).
 */
export const AWARDS = {
  'top-writer': {
    title: 'Top writers',
    description:
      'Top writer is earned in a tag: the ten writers whose stories under it readers have clapped for most, across all their stories there. It is worked out again from every clap, so it follows the writing readers value now. Nobody applies and nobody can buy it.',
  },
} as const;

export type AwardType = keyof typeof AWARDS;

export const isAwardType = (type: string): type is AwardType => Object.hasOwn(AWARDS, type);

/** How many writers each tag's Top writer list has (a writer's profile counts the same ten). */
export const TOP_WRITER_RANKS = 10;
