import {
  catalogs,
  collectionRoles,
  collections,
  highlights,
  postTags,
  posts,
  sequencePosts,
  sequences,
  sessions,
  tags,
  topics,
  users,
} from '../../worker/db/schema/index.ts';
import { db } from './test-database.ts';

/**
 * Writers and publications with each kind of host (a subdomain, custom domains, neither), and
 * the entities the route samples name (test/support/route-samples.ts): user alice, publication
 * x-collectionslug, post 0123456789ab, sequence x-sequenceslug, tag x-tagslug, topic
 * x-topicslug, list sample-list-00000000c0de and highlight x-quoteid.
 */
export async function seedHosts(): Promise<void> {
  const now = new Date();
  await db.batch([
    db.delete(highlights),
    db.delete(catalogs),
    db.delete(sequencePosts),
    db.delete(sequences),
    db.delete(postTags),
    db.delete(posts),
    db.delete(topics),
    db.delete(tags),
    db.delete(collectionRoles),
    db.delete(collections),
    db.delete(sessions),
    db.delete(users),
    db.insert(users).values({ id: 'u-alice', username: 'alice', name: 'Alice Writer', hasSubdomain: true }),
    db.insert(users).values({ id: 'u-bob', username: 'bob', name: 'Bob Custom', customDomain: 'bob.example' }),
    db.insert(users).values({ id: 'u-carol', username: 'carol', name: 'Carol Plain' }),
    db.insert(collections).values([
      {
        id: 'c-daily',
        slug: 'the-daily',
        name: 'The Daily',
        domain: 'daily.example',
        domainStatus: 'ACTIVE',
        creatorId: 'u-alice',
      },
      { id: 'c-notes', slug: 'field-notes', name: 'Field Notes', creatorId: 'u-carol' },
      { id: 'c-sample', slug: 'x-collectionslug', name: 'Sample Publication', creatorId: 'u-carol' },
    ]),
    db.insert(posts).values({
      id: '0123456789ab',
      creatorId: 'u-alice',
      collectionId: 'c-daily',
      title: 'A Sample Story',
      uniqueSlug: 'a-sample-story-0123456789ab',
      content: { paragraphs: [{ name: 'a1', type: 'P', text: 'Hello, reader.', markups: [] }] },
      firstPublishedAt: now,
      latestPublishedAt: now,
      updatedAt: now,
    }),
    db
      .insert(sequences)
      .values({ id: 's-sample', slug: 'x-sequenceslug', title: 'A Sample Sequence', creatorId: 'u-alice' }),
    db.insert(sequencePosts).values({ sequenceId: 's-sample', postId: '0123456789ab', position: 0 }),
    db.insert(tags).values({ slug: 'x-tagslug', displayTitle: 'Sample Tag', postCount: 1 }),
    db.insert(postTags).values({ postId: '0123456789ab', tagSlug: 'x-tagslug', position: 0 }),
    db.insert(topics).values({ id: 't-sample', slug: 'x-topicslug', name: 'Sample Topic', visibility: 'PUBLIC' }),
    db.insert(catalogs).values({
      id: '00000000c0de',
      creatorId: 'u-alice',
      name: 'Sample List',
      slug: 'sample-list',
      visibility: 'PUBLIC',
      updatedAt: now,
    }),
    db.insert(highlights).values({
      id: 'x-quoteid',
      userId: 'u-carol',
      postId: '0123456789ab',
      paragraphName: 'a1',
      startOffset: 7,
      endOffset: 14,
      quotedText: 'reader.',
    }),
  ]);
}
