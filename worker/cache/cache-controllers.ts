import { execute, parse } from 'graphql';
import type { GraphQLContext } from '../graphql/context.ts';
import type { Attribution } from './cache-tags.ts';

/**
 * docs/spec-checklist.md 2 §7's cache checks, PostCacheController and TopicCacheController, run in-process with
 * the page's own GraphQL context: their look-ups are the ones the page query already made, so
 * the request's loaders answer them without another trip to D1.
 */
const POST_CACHE_CONTROLLER = parse(/* GraphQL */ `
  query PostCacheController($postId: ID!) {
    postResult(id: $postId) {
      __typename
      ... on Post { id isPublished collection { id } creator { id } }
    }
  }
`);

const TOPIC_CACHE_CONTROLLER = parse(/* GraphQL */ `
  query TopicCacheController($tagSlug: String!) {
    tagFromSlug(tagSlug: $tagSlug) { id }
  }
`);

interface PostCacheAnswer {
  readonly postResult: {
    __typename: string;
    id?: string;
    isPublished?: boolean;
    collection?: { id: string } | null;
    creator?: { id: string };
  };
}

export interface PostCacheFacts {
  readonly post: { readonly isPublished: boolean } | null;
  readonly attribution: Attribution;
}

async function run<T>(
  context: GraphQLContext,
  document: ReturnType<typeof parse>,
  variables: Record<string, unknown>,
): Promise<T> {
  const result = await execute({ schema: context.schema, document, variableValues: variables, contextValue: context });
  if (result.errors?.length)
    throw new Error(`Cache check failed: ${result.errors.map((error) => error.message).join('; ')}`);
  return result.data as T;
}

export async function postCacheFacts(context: GraphQLContext, postId: string): Promise<PostCacheFacts> {
  const { postResult } = await run<PostCacheAnswer>(context, POST_CACHE_CONTROLLER, { postId });
  if (postResult.__typename !== 'Post' || !postResult.id) return { post: null, attribution: {} };
  return {
    post: { isPublished: postResult.isPublished === true },
    attribution: { postId: postResult.id, userId: postResult.creator?.id, collectionId: postResult.collection?.id },
  };
}

export async function tagExists(context: GraphQLContext, tagSlug: string): Promise<boolean> {
  const { tagFromSlug } = await run<{ tagFromSlug: { id: string } | null }>(context, TOPIC_CACHE_CONTROLLER, {
    tagSlug,
  });
  return tagFromSlug !== null;
}
