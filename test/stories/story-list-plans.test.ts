import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client.ts';
import { listPublishedPosts, type PostListFilter } from '../../worker/stories/post-queries.ts';
import { seedContent } from '../support/seed-content.ts';

interface Caught {
  readonly query: string;
  values: unknown[];
}

/** The SQL a list runs and the values it binds, caught on their way to D1. */
async function statementsOf(filter: Omit<PostListFilter, 'limit'>): Promise<Caught[]> {
  const statements: Caught[] = [];
  const catching = new Proxy(env.DB, {
    get(target, key, receiver) {
      if (key === 'prepare')
        return (query: string) => {
          const caught: Caught = { query, values: [] };
          statements.push(caught);
          const statement = target.prepare(query);
          const bind = statement.bind.bind(statement);
          statement.bind = (...values: unknown[]) => {
            caught.values = values;
            return bind(...values);
          };
          return statement;
        };
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await listPublishedPosts(database(catching), { ...filter, limit: 10 });
  return statements;
}

const planOf = async ({ query, values }: Caught): Promise<string[]> =>
  (
    await env.DB.prepare(`explain query plan ${query}`)
      .bind(...values)
      .all<{ detail: string }>()
  ).results.map((row) => row.detail);

// SQLite plans without statistics (D1 keeps none), so a plan here is the plan at any size: a list
// that sorted every story would read them all for each page (bench/page-scale.ts measures it)
describe('lists of stories read newest first by index, never every story to sort them', () => {
  it.each<[string, Omit<PostListFilter, 'limit'>]>([
    ['a visitor’s home', { readerId: null }],
    ['its next page', { readerId: null, before: { at: 1_700_000_000_000, id: 'a00000000009' } }],
    ['a reader’s latest', { readerId: 'u-rex', hiddenFor: 'u-rex', notFollowedBy: 'u-rex' }],
    ['a writer’s stories', { creatorId: 'u-ann' }],
    ['a writer’s responses', { creatorId: 'u-ann', responses: true }],
    ['a publication’s stories', { collectionId: 'c-mag' }],
  ])('%s', async (_, filter) => {
    await seedContent(3);
    const [list] = await statementsOf(filter);
    if (!list) throw new Error('the list ran no statement');
    const plan = await planOf(list);
    expect(plan.join('\n')).not.toMatch(/USE TEMP B-TREE FOR ORDER BY|posts_response_idx/);
    expect(plan.join('\n')).toMatch(/posts_(published|creator_published|collection_published)_idx/);
  });
});
