import type { Context } from 'hono';
import type { RouteMatch } from '../../shared/routes/index.ts';
import type { AppEnv } from '../context.ts';
import { runOperation } from '../graphql/run-operation.ts';
import { jsonBody, NOT_JSON } from './json-body.ts';
import type { RouteHandler } from './route-handler.ts';
import { boundedBody, MAX_JSON_DEPTH } from './bounded-body.ts';

/** One GraphQL mutation an endpoint stands for: its field and how its variables come from the request. */
interface Action {
  readonly field: string;
  readonly variables: string;
  readonly args: string;
  /** The variables from the route's parameters and the JSON body (null when the body does not fit). */
  readonly read: (params: RouteMatch['params'], body: Record<string, unknown>) => Record<string, unknown> | null;
  /** What the answer carries besides `ok`, selected on the field's entity. */
  readonly answer?: string;
  /** The largest body it takes, when more than MAX_BODY_BYTES. */
  readonly maxBytes?: number;
}

const target = (param: string) => (params: RouteMatch['params']) => ({ id: params[param] ?? '' });
const onId = (field: string, param: string, argument: string): Action => ({
  field,
  variables: '$id: ID!',
  args: `${argument}: $id`,
  read: target(param),
});

const numberOr = (value: unknown, fallback: number): number | null =>
  value === undefined ? fallback : Number.isInteger(value) ? (value as number) : null;

/**
 * The browser-side paths of docs/spec-checklist.md 3 §7, whose methods and payloads the spec does not show: POST does,
 * DELETE undoes. Each runs the very GraphQL mutation the app uses, with the request's session and
 * anti-forgery value, so every rule (blocks, limits, who may read what) holds here too.
 */
const ACTIONS: Readonly<Record<string, Partial<Record<'POST' | 'DELETE', Action>>>> = {
  SubscribeToUser: {
    POST: onId('followUser', 'userId', 'targetUserId'),
    DELETE: onId('unfollowUser', 'userId', 'targetUserId'),
  },
  SubscribeToCollection: {
    POST: onId('followCollection', 'collectionId', 'targetCollectionId'),
    DELETE: onId('unfollowCollection', 'collectionId', 'targetCollectionId'),
  },
  BookmarkPost: {
    POST: onId('bookmarkPost', 'postId', 'targetPostId'),
    DELETE: onId('unbookmarkPost', 'postId', 'targetPostId'),
  },
  VotePost: {
    POST: {
      field: 'clap',
      variables: '$id: ID!, $numClaps: Int!',
      args: 'targetPostId: $id, numClaps: $numClaps',
      read: (params, body) => {
        const numClaps = numberOr(body['numClaps'], 1);
        return numClaps === null ? null : { id: params['postId'] ?? '', numClaps };
      },
      answer: '... on Post { clapCount viewerClapCount }',
    },
  },
  SubscribeToNewsletter: {
    POST: {
      field: 'subscribeToNewsletter',
      variables: '$id: ID!, $email: String',
      args: 'newsletterId: $id, email: $email',
      read: (params, body) => {
        const { email } = body;
        if (email !== undefined && typeof email !== 'string') return null;
        return { id: params['newsletterId'] ?? '', email: email ?? null };
      },
      answer: '... on NewsletterSubscription { state }',
    },
    DELETE: onId('unsubscribeFromNewsletters', 'newsletterId', 'newsletterId'),
  },
  LazilyEnableWriterSubscription: {
    POST: { ...onId('enableWriterNewsletter', 'userId', 'userId'), answer: '... on Newsletter { newsletterId: id }' },
  },
  ProcessUnvalidatedImportFiles: {
    POST: {
      field: 'importSubscribersToNewsletter',
      variables: '$id: ID!, $csv: String!',
      args: 'newsletterId: $id, csv: $csv',
      read: (params, body) =>
        typeof body['csv'] === 'string' ? { id: params['newsletterId'] ?? '', csv: body['csv'] } : null,
      answer: '... on SubscriberImport { invited alreadySubscribed rejected queued }',
      // a list of tens of thousands of addresses (past MAX_IMPORT_ADDRESSES, the jobs queue takes it), as GraphQL's own limit
      maxBytes: 2 * 1024 * 1024,
    },
  },
  CreateQuote: {
    POST: {
      field: 'createHighlight',
      variables: '$id: ID!, $paragraphName: String!, $startOffset: Int!, $endOffset: Int!',
      args: 'targetPostId: $id, paragraphName: $paragraphName, startOffset: $startOffset, endOffset: $endOffset',
      read: (params, body) => {
        const { paragraphName, startOffset, endOffset } = body;
        if (typeof paragraphName !== 'string' || !Number.isInteger(startOffset) || !Number.isInteger(endOffset))
          return null;
        return { id: params['postId'] ?? '', paragraphName, startOffset, endOffset };
      },
      answer: '... on Quote { id }',
    },
  },
};

/** The largest body any action takes: a passage's name and offsets. */
const MAX_BODY_BYTES = 4096;

const STATUS: Readonly<Record<string, number>> = {
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  TooManyRequests: 429,
};
const CHECK_BODY = {
  VotePost: 'Send {"numClaps": n} as JSON, or nothing for one clap.',
  CreateQuote: 'Send {"paragraphName", "startOffset", "endOffset"} as JSON.',
  SubscribeToNewsletter: 'Send {"email"} as JSON, or nothing to subscribe your account’s address.',
  ProcessUnvalidatedImportFiles: 'Send {"csv"} as JSON: the file’s text, one address a line.',
} as const;

const answer = (c: Context<AppEnv>, status: number, body: Record<string, unknown>) =>
  c.json(body, status as 200, { 'Cache-Control': 'private, no-store' });

export const browserAction: RouteHandler = async (c, match) => {
  const methods = ACTIONS[match.route.name] ?? {};
  const action = methods[c.req.method as 'POST' | 'DELETE'];
  if (!action)
    return c.json({ error: `Use ${Object.keys(methods).join(' or ')}.` }, 405, {
      Allow: Object.keys(methods).join(', '),
    });
  const read = await boundedBody(c.req.raw, { maxBytes: action.maxBytes ?? MAX_BODY_BYTES, maxDepth: MAX_JSON_DEPTH });
  if ('refused' in read) return answer(c, read.refused.status, { error: read.refused.message });
  const body = read.text.trim() === '' ? {} : jsonBody(read.text);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return answer(c, 400, { error: NOT_JSON });
  const variables = action.read(match.params, body as Record<string, unknown>);
  if (!variables) return answer(c, 400, { error: CHECK_BODY[match.route.name as keyof typeof CHECK_BODY] ?? NOT_JSON });

  const query = `mutation (${action.variables}) { result: ${action.field}(${action.args}) { __typename ... on Failure { message } ${action.answer ?? ''} } }`;
  const result = await runOperation<{ result?: { __typename: string; message?: string } & Record<string, unknown> }>(
    c,
    await c.get('app').graphqlContext(),
    query,
    variables,
  );
  const refusal = result.errors?.[0];
  if (refusal) return answer(c, refusal.extensions?.code === 'FORBIDDEN' ? 403 : 400, { error: refusal.message });
  const { __typename, message, ...rest } = result.data?.result ?? {
    __typename: 'BadRequest',
    message: 'That did not work. Please try again.',
  };
  if (message !== undefined) return answer(c, STATUS[__typename] ?? 400, { error: message });
  return answer(c, 200, { ok: true, ...rest });
};
