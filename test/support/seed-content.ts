import { env } from 'cloudflare:test';
import type { Paragraph } from '../../shared/content/paragraphs.ts';
import { hashToken } from '../../worker/auth/hash-token.ts';

const sql = (statement: string, ...values: unknown[]) => env.DB.prepare(statement).bind(...values);

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
  const tables = [
    'post_versions',
    'collection_invitations',
    'post_tags',
    'sequence_posts',
    'sequences',
    'posts',
    'tags',
    'collection_roles',
    'collections',
    'sessions',
    'user_blocks',
    'users',
  ];
  await env.DB.batch(tables.map((table) => sql(`delete from ${table}`)));
  await env.DB.batch([
    // Tests give these people addresses as they need them; the addresses count as proven. They
    // joined long ago, so no new-account limit applies to them (shared/social/trust.ts).
    sql(
      `insert into users (id, username, name, bio, email_verified_at, created_at) values ('u-ann', 'ann', 'Ann Author', 'Writes.', 1, ?1), ('u-rex', 'rex', 'Rex Reader', '', 1, ?1), ('u-ed', 'ed', 'Ed Editor', '', 1, ?1)`,
      Date.UTC(2025, 0, 1),
    ),
    sql(`insert into collections (id, slug, name, creator_id) values ('c-mag', 'the-mag', 'The Mag', 'u-ann')`),
    sql(`insert into collection_roles (collection_id, user_id, role) values ('c-mag', 'u-ed', 'EDITOR')`),
    sql(
      `insert into tags (slug, display_title, post_count) values ('essays', 'Essays', ?), ('craft', 'Craft', ?)`,
      count,
      count,
    ),
  ]);
  const statements = [];
  for (let n = 1; n <= count; n += 1) {
    const published = Date.UTC(2026, 0, 1) + n * 60_000;
    statements.push(
      sql(
        `insert into posts (id, creator_id, collection_id, title, unique_slug, content, first_published_at, latest_published_at, updated_at)
         values (?, 'u-ann', ?, ?, ?, ?, ?, ?, ?)`,
        postId(n),
        n % 2 === 0 ? 'c-mag' : null,
        `Story ${n}`,
        `story-${n}-${postId(n)}`,
        JSON.stringify({ paragraphs: paragraphs(n) }),
        published,
        published,
        published,
      ),
      sql(
        `insert into post_tags (post_id, tag_slug, position) values (?, 'essays', 0), (?, 'craft', 1)`,
        postId(n),
        postId(n),
      ),
    );
  }
  if (statements.length > 0) await env.DB.batch(statements);
}

/** Signs a user in by storing a session (just proved, as a sign-in is); returns the Cookie header and the anti-forgery value. */
export async function signIn(userId: string): Promise<{ cookie: string; xsrf: string }> {
  const token = `test-token-${userId}`;
  const xsrf = `xsrf-${userId}`;
  await sql(
    'insert or replace into sessions (token_hash, user_id, xsrf, expires_at, public_id, user_agent, last_seen_at, proved_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    await hashToken(token),
    userId,
    xsrf,
    Date.now() + 86_400_000,
    `session-${userId}`,
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    Date.now(),
    Date.now(),
  ).run();
  return { cookie: `sid=${token}`, xsrf };
}

export const insertPost = (fields: Record<string, unknown>) => {
  const columns = Object.keys(fields);
  return sql(
    `insert into posts (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
    ...Object.values(fields),
  ).run();
};
