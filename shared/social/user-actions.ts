import { followed } from './follow-counts.ts';

/** What a reader's block, report and follow change on a writer, as the page shows it. */
export interface AuthorEdge {
  readonly isFollowing: boolean;
  readonly isBlocking: boolean;
  readonly followerCount: number;
}

/**
 * docs/spec-checklist.md 1 §4 "Block": applied at once, counts adjust by 1. Blocking ends the reader's follow (the
 * server ends follows both ways), so a followed writer loses that follower; unblocking restores
 * nothing but the block itself.
 */
export function blockedEdge(edge: AuthorEdge, block: boolean): AuthorEdge {
  if (!block) return { ...edge, isBlocking: false };
  return { ...followed(edge, false), isBlocking: true };
}

/** docs/spec-checklist.md 1 §4 "Report": "the blocking state becomes true if the viewer already blocks or chose to also block". */
export const reportedEdge = (edge: AuthorEdge, alsoBlock: boolean): AuthorEdge =>
  alsoBlock ? blockedEdge(edge, true) : edge;

export type AuthorMenuItem = 'mute' | 'unmute' | 'block' | 'unblock' | 'report';

/**
 * The author-level actions for other viewers (docs/spec-checklist.md 1 §5, §6): mute items only when the author is
 * not the viewer; block or unblock and report for other signed-in viewers.
 */
export function authorMenuItems(facts: {
  signedIn: boolean;
  isViewer: boolean;
  isMuting: boolean;
  isBlocking: boolean;
}): AuthorMenuItem[] {
  if (!facts.signedIn || facts.isViewer) return [];
  return [facts.isMuting ? 'unmute' : 'mute', facts.isBlocking ? 'unblock' : 'block', 'report'];
}

export type PublicationMenuItem = 'mute' | 'unmute' | 'report';

/**
 * docs/spec-checklist.md 1 §5: "The publication mute item is hidden for editors of that publication." Report
 * (docs/trust-and-safety.md) is hidden for them too: nobody reports their own publication.
 */
export function publicationMenuItems(facts: {
  signedIn: boolean;
  isEditor: boolean;
  isMuting: boolean;
}): PublicationMenuItem[] {
  if (!facts.signedIn || facts.isEditor) return [];
  return [facts.isMuting ? 'unmute' : 'mute', 'report'];
}
