import { env } from 'cloudflare:test';

/**
 * Writers and publications with each kind of host (a subdomain, custom domains, neither), and
 * the entities the route samples name (test/support/route-samples.ts): user alice, publication
 * x-collectionslug, post 0123456789ab, sequence x-sequenceslug, tag x-tagslug, topic
 * x-topicslug, list sample-list-00000000c0de and highlight x-quoteid.
 */
export async function seedHosts(): Promise<void> {
  const now = Date.now();
  await env.DB.batch([
    ...[
      'highlights',
      'catalogs',
      'sequence_posts',
      'sequences',
      'post_tags',
      'posts',
      'topics',
      'tags',
      'collection_roles',
      'collections',
      'sessions',
      'users',
    ].map((table) => env.DB.prepare(`delete from ${table}`)),
    env.DB.prepare(
      `insert into users (id, username, name, has_subdomain, custom_domain) values
        ('u-alice', 'alice', 'Alice Writer', 1, null),
        ('u-bob', 'bob', 'Bob Custom', 0, 'bob.example'),
        ('u-carol', 'carol', 'Carol Plain', 0, null)`,
    ),
    env.DB.prepare(
      `insert into collections (id, slug, name, domain, domain_status, creator_id) values
        ('c-daily', 'the-daily', 'The Daily', 'daily.example', 'ACTIVE', 'u-alice'),
        ('c-notes', 'field-notes', 'Field Notes', null, null, 'u-carol'),
        ('c-sample', 'x-collectionslug', 'Sample Publication', null, null, 'u-carol')`,
    ),
    env.DB.prepare(
      `insert into posts (id, creator_id, collection_id, title, unique_slug, content, first_published_at, latest_published_at, updated_at)
       values ('0123456789ab', 'u-alice', 'c-daily', 'A Sample Story', 'a-sample-story-0123456789ab',
               '{"paragraphs":[{"name":"a1","type":"P","text":"Hello, reader.","markups":[]}]}', ?1, ?1, ?1)`,
    ).bind(now),
    env.DB.prepare(
      `insert into sequences (id, slug, title, creator_id) values ('s-sample', 'x-sequenceslug', 'A Sample Sequence', 'u-alice')`,
    ),
    env.DB.prepare(
      `insert into sequence_posts (sequence_id, post_id, position) values ('s-sample', '0123456789ab', 0)`,
    ),
    env.DB.prepare(`insert into tags (slug, display_title, post_count) values ('x-tagslug', 'Sample Tag', 1)`),
    env.DB.prepare(`insert into post_tags (post_id, tag_slug, position) values ('0123456789ab', 'x-tagslug', 0)`),
    env.DB.prepare(
      `insert into topics (id, slug, name, visibility) values ('t-sample', 'x-topicslug', 'Sample Topic', 'PUBLIC')`,
    ),
    env.DB.prepare(
      `insert into catalogs (id, creator_id, name, slug, visibility, updated_at) values ('00000000c0de', 'u-alice', 'Sample List', 'sample-list', 'PUBLIC', ?1)`,
    ).bind(now),
    env.DB.prepare(
      `insert into highlights (id, user_id, post_id, paragraph_name, start_offset, end_offset, quoted_text) values ('x-quoteid', 'u-carol', '0123456789ab', 'a1', 7, 14, 'reader.')`,
    ),
  ]);
}
