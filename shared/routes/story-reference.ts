import { parsePostParam } from './post-id.ts';

/**
 * The story someone names by pasting it: its address (on any of Quire's hosts, with or without a
 * query), its slug or its id. Null when it names none.
 */
export function storyIdFromReference(reference: string): string | null {
  const trimmed = reference.trim();
  let last = trimmed;
  try {
    last = new URL(trimmed).pathname.split('/').filter(Boolean).at(-1) ?? '';
  } catch {
    // not an address: an id or a slug
  }
  return parsePostParam(last);
}
