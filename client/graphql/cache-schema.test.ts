import { Client, makeResult } from '@urql/core';
import { cacheExchange, type CacheExchangeOpts } from '@urql/exchange-graphcache';
import { buildSchema, introspectionFromSchema, parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { filter, map, pipe } from 'wonka';
import { cacheSchema } from './cache-schema.ts';

const schema = buildSchema(`
  type Query { feed(first: Int!): [Item!]! viewer: User }
  union Item = Post | Note
  interface Node { id: ID! }
  type Post implements Node { id: ID! title: String! subtitle: String }
  type Note implements Node { id: ID! text: String! }
  type User implements Node { id: ID! name: String! }
  input PostInput { title: String! }
  enum Kind { POST NOTE }
  type Mutation { publish(input: PostInput!, kind: Kind): Post }
`);
const introspection = introspectionFromSchema(schema, { descriptions: false });
const reduced = cacheSchema(introspection);

describe('cacheSchema', () => {
  it('keeps objects, interfaces and unions and drops inputs, enums, scalars, arguments and the names in field types', () => {
    const names = reduced.__schema.types.map((type) => `${type.kind} ${type.name}`);
    expect(names).toEqual(
      expect.arrayContaining(['OBJECT Query', 'OBJECT Post', 'UNION Item', 'INTERFACE Node', 'OBJECT Mutation']),
    );
    expect(new Set(reduced.__schema.types.map((type) => type.kind))).toEqual(new Set(['OBJECT', 'INTERFACE', 'UNION']));
    const query = reduced.__schema.types.find((type) => type.name === 'Query');
    expect(query && 'fields' in query ? query.fields : null).toEqual([
      {
        name: 'feed',
        type: { kind: 'NON_NULL', ofType: { kind: 'LIST', ofType: { kind: 'NON_NULL', ofType: { kind: 'UNION' } } } },
      },
      { name: 'viewer', type: { kind: 'OBJECT' } },
    ]);
    expect(reduced.__schema.mutationType).toEqual({ name: 'Mutation' });
    expect(JSON.stringify(reduced).length).toBeLessThan(JSON.stringify(introspection).length / 2);
  });

  // What graphcache does with the schema must not change: union members match their fragments,
  // and a missing nullable field gives a partial result instead of a cache miss.
  const document = parse('{ feed(first: 2) { __typename ... on Post { id title subtitle } ... on Note { id text } } }');
  const written = {
    feed: [
      { __typename: 'Post', id: 'p1', title: 'Hello', subtitle: null },
      { __typename: 'Note', id: 'n1', text: 'Hi' },
    ],
  };

  // A client whose network answers every query with `data`, so the cache is filled the usual way.
  const clientWith = (options: CacheExchangeOpts, data: object) =>
    new Client({
      url: 'http://localhost/_/graphql',
      exchanges: [
        cacheExchange(options),
        () => (operations$) =>
          pipe(
            operations$,
            filter((operation) => operation.kind === 'query'),
            map((operation) => makeResult(operation, { data })),
          ),
      ],
    });
  const readAfter = async (options: CacheExchangeOpts, query: DocumentNode, data: object) => {
    // graphcache guesses (and says so) when it matches fragments without knowing the types
    let guesses = 0;
    const client = clientWith(
      {
        ...options,
        logger: (_severity, message) => (guesses += message.startsWith('Heuristic Fragment Matching') ? 1 : 0),
      },
      data,
    );
    await client.query(query, {}).toPromise();
    return { data: client.readQuery(document, {})?.data ?? null, guesses };
  };

  it('lets graphcache match union members to their fragments', async () => {
    await expect(readAfter({ schema: reduced }, document, written)).resolves.toEqual({ data: written, guesses: 0 });
  });

  it('lets graphcache answer with a partial result when only a nullable field is missing', async () => {
    const withoutSubtitle = parse('{ feed(first: 2) { __typename ... on Post { id title } ... on Note { id text } } }');
    const data = { feed: [{ __typename: 'Post', id: 'p1', title: 'Hello' }, written.feed[1]] };
    await expect(readAfter({ schema: reduced }, withoutSubtitle, data)).resolves.toEqual({ data: written, guesses: 0 });
    // without a schema the same read is a miss, so the line above shows the schema at work
    const withoutSchema = await readAfter({}, withoutSubtitle, data);
    expect(withoutSchema.data).toBeNull();
    expect(withoutSchema.guesses).toBeGreaterThan(0);
  });
});
