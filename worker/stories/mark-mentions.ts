import { mentionedUsernames, withMentions } from '../../shared/content/mentions.ts';
import type { Paragraph } from '../../shared/content/paragraphs.ts';
import type { Database } from '../db/client.ts';
import { usersByUsernames } from '../accounts/index.ts';

/**
 * A story as readers will see it, its `@username`s that name real people marked as mentions,
 * and who they are: one query whatever the number of names (at most MAX_MENTIONS).
 */
export async function markMentions(
  db: Database,
  paragraphs: readonly Paragraph[],
): Promise<{ paragraphs: Paragraph[]; mentionedUserIds: string[] }> {
  const usernames = mentionedUsernames(paragraphs);
  const found = usernames.length === 0 ? [] : await usersByUsernames(db, usernames);
  return withMentions(paragraphs, new Map(found.map((user) => [user.username.toLowerCase(), user.id])));
}
