import { eq } from 'drizzle-orm';
import type { Paragraph } from '../../shared/content/paragraphs.ts';
import { hashToken } from '../../worker/auth/hash-token.ts';
import {
  collectionInvitations,
  collectionRoles,
  collections,
  postTags,
  posts,
  postVersions,
  sequencePosts,
  sequences,
  sessions,
  tags,
  blocks,
  users,
} from '../../worker/db/schema/index.ts';
import { batch, db } from './test-database.ts';

export const postId = (n: number): string => n.toString(16).padStart(12, '0');

const paragraphs = (n: number): Paragraph[] => [
  { name: 'p1', type: 'H3', text: `Story ${n}`, markups: [] },
  {
    name: 'p2',
    type: 'P',
    text: 'The first paragraph, with a link.',
    markups: [{ type: 'A', start: 28, end: 32, href: 'https://example.com' }],
  },
  { name: 'p3', type: 'P', text: 'The second paragraph.', markups: [{ type: 'EM', start: 4, end: 10 }] },
  { name: 'p4', type: 'P', text: 'Members read on from here.', markups: [] },
];

/** A clean slate with writers, a publication, tags and `count` published stories. */
export async function seedContent(count: number): Promise<void> {
  await db.batch([
    db.delete(postVersions),
    db.delete(collectionInvitations),
    db.delete(postTags),
    db.delete(sequencePosts),
    db.delete(sequences),
    db.delete(posts),
    db.delete(tags),
    db.delete(collectionRoles),
    db.delete(collections),
    db.delete(sessions),
    db.delete(blocks),
    db.delete(users),
  ]);
  // Tests give these people addresses as they need them; the addresses count as proven. They
  // joined long ago, so no new-account limit applies to them (shared/social/trust.ts).
  const person = (id: string, username: string, name: string, bio = '') =>
    db
      .insert(users)
      .values({ id, username, name, bio, emailVerifiedAt: new Date(1), createdAt: new Date(Date.UTC(2025, 0, 1)) });
  await db.batch([
    person('u-ann', 'ann', 'Ann Author', 'Writes.'),
    person('u-rex', 'rex', 'Rex Reader'),
    person('u-ed', 'ed', 'Ed Editor'),
    db.insert(collections).values({ id: 'c-mag', slug: 'the-mag', name: 'The Mag', creatorId: 'u-ann' }),
    db.insert(collectionRoles).values({ collectionId: 'c-mag', userId: 'u-ed', role: 'EDITOR' }),
    db.insert(tags).values([
      { slug: 'essays', displayTitle: 'Essays', postCount: count },
      { slug: 'craft', displayTitle: 'Craft', postCount: count },
    ]),
  ]);
  if (count === 0) return;
  await batch(
    Array.from({ length: count }, (_, index) => {
      const n = index + 1;
      const published = new Date(Date.UTC(2026, 0, 1) + n * 60_000);
      return [
        db.insert(posts).values({
          id: postId(n),
          creatorId: 'u-ann',
          collectionId: n % 2 === 0 ? 'c-mag' : null,
          title: `Story ${n}`,
          uniqueSlug: `story-${n}-${postId(n)}`,
          content: { paragraphs: paragraphs(n) },
          firstPublishedAt: published,
          latestPublishedAt: published,
          updatedAt: published,
        }),
        db.insert(postTags).values([
          { postId: postId(n), tagSlug: 'essays', position: 0 },
          { postId: postId(n), tagSlug: 'craft', position: 1 },
        ]),
      ];
    }).flat(),
  );
}

/** Signs a user in by storing a session (just proved, as a sign-in is); returns the Cookie header and the anti-forgery value. */
export async function signIn(userId: string): Promise<{ cookie: string; xsrf: string }> {
  const token = `test-token-${userId}`;
  const xsrf = `xsrf-${userId}`;
  const session = {
    tokenHash: await hashToken(token),
    userId,
    xsrf,
    expiresAt: new Date(Date.now() + 86_400_000),
    publicId: `session-${userId}`,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    lastSeenAt: new Date(),
    provedAt: new Date(),
  };
  // signing in again starts the session afresh, as a new sign-in would
  await db.batch([
    db.delete(sessions).where(eq(sessions.tokenHash, session.tokenHash)),
    db.insert(sessions).values(session),
  ]);
  return { cookie: `sid=${token}`, xsrf };
}

/** A story (or response) with the fields a test gives it; the rest take the table's defaults. */
export const insertPost = (fields: typeof posts.$inferInsert) => db.insert(posts).values(fields).run();
