import { createClient, createRequest, gql, type Operation, type OperationResult } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { empty, makeSubject, pipe, subscribe } from 'wonka';
import { batchFetchExchange } from './batch-fetch-exchange.ts';

const client = createClient({ url: '/_/graphql', exchanges: [] });
const query = gql`
  query UserSearchQuery($username: String) {
    userResult(username: $username) {
      __typename
    }
  }
`;
const viewerQuery = gql`
  query AvatarMenuQuery {
    viewer {
      id
    }
  }
`;

const operation = (document: typeof query, n: number): Operation =>
  client.createRequestOperation('query', createRequest(document, { username: `user${n}` }));

const followTag = gql`
  mutation FollowTag($tagSlug: String!) {
    followTag(tagSlug: $tagSlug) {
      __typename
    }
  }
`;
const mutation = (tagSlug: string): Operation =>
  client.createRequestOperation('mutation', createRequest(followTag, { tagSlug }));

function harness(failWith?: Error) {
  const calls: { body: { operationName: string; variables: unknown }[]; init: RequestInit }[] = [];
  const fakeFetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: unknown }[];
    calls.push({ body, init: init ?? {} });
    if (failWith) throw failWith;
    return new Response(JSON.stringify(body.map((entry) => ({ data: { echo: entry.variables } }))));
  });
  const exchange = batchFetchExchange({
    url: '/_/graphql',
    maxBatchSize: 20,
    intervalMs: 20,
    headers: () => ({ 'X-Route-Name': 'ShowHome', 'X-Route-Path': '/?a=1' }),
    isLight: (op) =>
      op.query.definitions.some((d) => d.kind === 'OperationDefinition' && d.name?.value === 'AvatarMenuQuery'),
    fetch: fakeFetch,
  });
  const forwarded: Operation[] = [];
  const operations = makeSubject<Operation>();
  const results: OperationResult[] = [];
  pipe(
    exchange({
      client,
      dispatchDebug: () => {},
      forward: (ops$) => {
        pipe(
          ops$,
          subscribe((op) => forwarded.push(op)),
        );
        return empty;
      },
    })(operations.source),
    subscribe((result) => results.push(result)),
  );
  return { calls, results, forwarded, send: operations.next };
}

describe('batchFetchExchange', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['queries only', false, () => [operation(query, 1), operation(query, 2)]],
    ['a mutation', true, () => [operation(query, 1), mutation('cities')]],
    ['a mutation too large for a request that outlives the page (64 KiB)', false, () => [mutation('x'.repeat(70_000))]],
  ])('sends a batch of %s with keepalive: %s', async (_, keepalive, operations) => {
    const { calls, send } = harness();
    for (const op of operations()) send(op);
    await vi.advanceTimersByTimeAsync(20);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.keepalive).toBe(keepalive);
  });

  it('sends a waiting batch as soon as the page goes away, so a change made just before leaving is not lost', async () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    try {
      const { calls, send } = harness();
      send(mutation('cities'));
      expect(calls).toHaveLength(0);
      page.dispatchEvent(new Event('pagehide'));
      expect(calls).toHaveLength(1);
      expect(calls[0]?.body.map((entry) => entry.operationName)).toEqual(['FollowTag']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('posts up to 20 operations in one request and answers each one', async () => {
    const { calls, results, send } = harness();
    for (let n = 0; n < 25; n += 1) send(operation(query, n));
    await vi.advanceTimersByTimeAsync(20);
    expect(calls.map((call) => call.body.length)).toEqual([20, 5]);
    expect(results).toHaveLength(25);
    expect(results[24]?.data).toEqual({ echo: { username: 'user24' } });
    const init: RequestInit = calls[0]?.init ?? {};
    expect(init.credentials).toBe('same-origin');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers['X-Operation-Names']?.split(',')).toHaveLength(20);
    expect(headers['X-Route-Name']).toBe('ShowHome');
    expect(headers['X-Route-Path']).toBe('/?a=1');
  });

  it('puts light viewer operations in a batch of their own', async () => {
    const { calls, send } = harness();
    send(operation(query, 1));
    send(operation(viewerQuery, 2));
    send(operation(query, 3));
    await vi.advanceTimersByTimeAsync(20);
    expect(calls.map((call) => call.body.map((entry) => entry.operationName))).toEqual([
      ['UserSearchQuery', 'UserSearchQuery'],
      ['AvatarMenuQuery'],
    ]);
  });

  it('drops an operation torn down before its batch leaves, and forwards teardowns', async () => {
    const { calls, forwarded, send } = harness();
    const first = operation(query, 1);
    send(first);
    send(operation(query, 2));
    send(client.createRequestOperation('teardown', first));
    await vi.advanceTimersByTimeAsync(20);
    expect(calls[0]?.body.map((entry) => entry.variables)).toEqual([{ username: 'user2' }]);
    expect(forwarded.map((op) => op.kind)).toEqual(['teardown']);
  });

  it('answers every operation of a failed request with an error result', async () => {
    const { results, send } = harness(new TypeError('Failed to fetch'));
    send(operation(query, 1));
    send(operation(query, 2));
    await vi.advanceTimersByTimeAsync(20);
    expect(results).toHaveLength(2);
    for (const result of results) expect(result.error?.networkError?.message).toBe('Failed to fetch');
  });
});
