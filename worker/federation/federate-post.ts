import { Delete, PUBLIC_COLLECTION, Tombstone, Update } from '@fedify/fedify/vocab';
import { sha256Hex } from '../../shared/hex.ts';
import { actorIdentifier } from './actor-identifier.ts';
import { announceOf, articleFor, articleId, createOf } from './articles.ts';
import { findArticlePost } from './article-queries.ts';
import type { FederationData, QuireFederation } from './federation-data.ts';
import {
  claimDeletion,
  claimSending,
  giveBackSending,
  restoreSent,
  sentArticle,
  storyWriterId,
} from './sent-article-writes.ts';

/**
 * Brings what the fediverse has of a story in line with Quire: a story that now federates and
 * was never sent goes out as Create (and its publication Announces it), a changed one as Update,
 * one no longer federating (unpublished, deleted, made unlisted) as Delete; an unchanged one sends
 * nothing. The digest of what was sent is claimed before sending, so a job the queue runs twice
 * sends once; a failed send gives the claim back and the job is retried.
 */
export async function federatePost(
  federation: QuireFederation,
  data: FederationData,
  origin: string,
  postId: string,
): Promise<void> {
  const { db } = data;
  const ctx = federation.createContext(new URL(origin), data);
  const [row, sent] = await Promise.all([findArticlePost(db, postId), sentArticle(db, postId)]);
  const id = articleId(origin, postId);

  if (!row) {
    if (!sent) return;
    const claimed = await claimDeletion(db, sent);
    const writerId = await storyWriterId(db, postId);
    if (!claimed || !writerId) return;
    const writer = actorIdentifier({ kind: 'USER', id: writerId });
    try {
      await ctx.sendActivity(
        { identifier: writer },
        'followers',
        new Delete({
          id: new URL(`${id.href}#delete-${sent.digest.slice(0, 12)}`),
          actor: ctx.getActorUri(writer),
          object: new Tombstone({ id }),
          to: PUBLIC_COLLECTION,
          cc: ctx.getFollowersUri(writer),
        }),
        { preferSharedInbox: true },
      );
    } catch (error) {
      await restoreSent(db, sent);
      throw error;
    }
    return;
  }

  const article = articleFor(ctx, row, origin, data.env.PRODUCT_NAME);
  const digest = await sha256Hex(
    JSON.stringify([
      article.name,
      article.summary,
      article.content,
      article.url?.toString(),
      row.tags,
      row.post.visibility,
    ]),
  );
  if (sent?.digest === digest) return;
  const now = new Date();
  if (!(await claimSending(db, postId, sent, digest, now))) return;

  const writer = actorIdentifier({ kind: 'USER', id: row.creator.id });
  const addressed = {
    actor: ctx.getActorUri(writer),
    object: article,
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(writer),
  };
  try {
    const activity = sent
      ? new Update({ ...addressed, id: new URL(`${id.href}#update-${digest.slice(0, 12)}`), updated: article.updated })
      : createOf(ctx, article, row.creator.id);
    await ctx.sendActivity({ identifier: writer }, 'followers', activity, { preferSharedInbox: true });
    if (!sent && row.collection) {
      await ctx.sendActivity(
        { identifier: actorIdentifier({ kind: 'PUBLICATION', id: row.collection.id }) },
        'followers',
        announceOf(ctx, id, row.collection.id),
        { preferSharedInbox: true },
      );
    }
  } catch (error) {
    await giveBackSending(db, postId, sent);
    throw error;
  }
}
