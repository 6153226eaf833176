import { env } from 'cloudflare:test';

/** Writers and publications with each kind of host: a subdomain, custom domains, and neither. */
export async function seedHosts(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('delete from collections'),
    env.DB.prepare('delete from users'),
    env.DB.prepare(
      `insert into users (id, username, name, has_subdomain, custom_domain) values
        ('u-alice', 'alice', 'Alice Writer', 1, null),
        ('u-bob', 'bob', 'Bob Custom', 0, 'bob.example'),
        ('u-carol', 'carol', 'Carol Plain', 0, null)`,
    ),
    env.DB.prepare(
      `insert into collections (id, slug, name, domain, creator_id) values
        ('c-daily', 'the-daily', 'The Daily', 'daily.example', 'u-alice'),
        ('c-notes', 'field-notes', 'Field Notes', null, 'u-carol')`,
    ),
  ]);
}
