import { eq } from 'drizzle-orm';
import { LICENSES, type License } from '../../shared/content/enumerations.ts';
import { database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createGraphQLContext } from '../graphql/graphql-context.ts';
import { runOperation } from '../graphql/run-operation.ts';
import { markdownToHtml } from '../import/markdown-to-html.ts';
import { xmlText } from '../feeds/xml-text.ts';
import { API_HEADERS, apiEndpoint, apiError, unauthorized } from '../oauth/api-endpoint.ts';
import { jsonBody } from './json-body.ts';
import { boundedBody, MAX_JSON_DEPTH } from './bounded-body.ts';
import { ACCOUNT_SUSPENDED } from '../graphql/suspended-account.ts';

/** A story's HTML or Markdown, as much as an import takes. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const PUBLISH_STATUSES = ['public', 'draft', 'unlisted'] as const;
type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** Medium's license names (all-rights-reserved, cc-40-by, …) are Quire's, in lower case with hyphens. */
const licenseOf = (name: string): License | null => LICENSES.find((license) => license.toLowerCase().replaceAll('_', '-') === name) ?? null;
const licenseName = (license: License) => license.toLowerCase().replaceAll('_', '-');

interface PostRequest {
  readonly title: string;
  readonly html: string;
  readonly tags: readonly string[];
  readonly publishStatus: PublishStatus;
  readonly license: License;
}

/** Reads Medium's create-post body: the error message for what does not fit, else the request. */
function readPostRequest(body: unknown): PostRequest | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'Send the story as a JSON object.';
  const { title, contentFormat, content, tags = [], publishStatus = 'public', license = 'all-rights-reserved' } = body as Record<string, unknown>;
  if (typeof title !== 'string' || title.trim() === '') return 'Give the story a title.';
  if (contentFormat !== 'html' && contentFormat !== 'markdown') return 'contentFormat is "html" or "markdown".';
  if (typeof content !== 'string') return 'Send the story’s words as content.';
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return 'tags is a list of words.';
  if (typeof publishStatus !== 'string' || !PUBLISH_STATUSES.includes(publishStatus as PublishStatus)) return 'publishStatus is "public", "draft" or "unlisted".';
  const known = typeof license === 'string' ? licenseOf(license) : null;
  if (!known) return `license is one of ${LICENSES.map(licenseName).join(', ')}.`;
  const words = contentFormat === 'markdown' ? markdownToHtml(content) : content;
  // the title leads, as an export's first heading does (worker/import/html-to-story.ts)
  return { title: title.trim(), html: `<h1>${xmlText(title.trim())}</h1>\n${words}`, tags: tags as string[], publishStatus: publishStatus as PublishStatus, license: known };
}

type Answer = { __typename: string; message?: string } & Record<string, unknown>;

const IMPORT = `mutation ($html: String!) { result: importPost(html: $html) { __typename ... on Failure { message } ... on ImportedPost { post { id } } } }`;
const SETTINGS = `mutation ($id: ID!, $visibility: PostVisibility!, $license: License!, $tags: [String!]!) {
  result: updatePostSettings(targetPostId: $id, visibility: $visibility, license: $license, tags: $tags) { __typename ... on Failure { message } }
}`;
const PUBLISH = `mutation ($id: ID!) { result: publishPost(targetPostId: $id) { __typename ... on Failure { message } } }`;
const CREATED = `query ($id: ID!) { post(id: $id) { id title mediumUrl firstPublishedAt license tags { normalizedTagSlug } } }`;

/**
 * POST /v1/users/{authorId}/posts (Medium's create-post): a story in HTML or Markdown becomes the
 * writer's, as a draft or published (public or unlisted), with tags and a license. It goes through
 * the app's own mutations (import, settings, publish) as the token's writer, so every rule and
 * limit of the editor holds; a story whose settings or publishing fail stays as a draft.
 */
export const apiCreatePost = apiEndpoint(
  'publishPost',
  async (c, caller, params) => {
    if (params['applicationSpecificUserId'] !== caller.userId) return apiError(403, 'A token can publish only as its own writer.');
    const read = await boundedBody(c.req.raw, { maxBytes: MAX_BODY_BYTES, maxDepth: MAX_JSON_DEPTH });
    if ('refused' in read) return apiError(400, read.refused.status === 413 ? 'That story is too large.' : read.refused.message);
    const request = readPostRequest(jsonBody(read.text));
    if (typeof request === 'string') return apiError(400, request);

    const [user] = await database(c.get('d1')).select().from(users).where(eq(users.id, caller.userId));
    if (!user) return unauthorized();
    if (user.isSuspended) return apiError(403, ACCOUNT_SUSPENDED);
    const context = await createGraphQLContext(c, { apiCaller: user });
    const run = async (query: string, variables: Record<string, unknown>): Promise<Answer> => {
      const { data, errors } = await runOperation<{ result?: Answer }>(c, context, query, variables);
      // an operation of ours that does not even run is a defect: logged, and the caller gets a plain answer
      if (errors) c.get('logger').error('A public API operation failed', { messages: errors.map((error) => error.message) });
      return data?.result ?? { __typename: 'BadRequest', message: 'The story could not be saved. Please try again.' };
    };

    const imported = await run(IMPORT, { html: request.html });
    if (imported.message !== undefined) return apiError(imported.__typename === 'TooManyRequests' ? 429 : 400, imported.message);
    const id = (imported['post'] as { id: string }).id;
    const visibility = request.publishStatus === 'unlisted' ? 'UNLISTED' : 'PUBLIC';
    if (request.tags.length > 0 || request.license !== 'ALL_RIGHTS_RESERVED' || visibility !== 'PUBLIC') {
      const settled = await run(SETTINGS, { id, visibility, license: request.license, tags: request.tags });
      if (settled.message !== undefined) return apiError(400, `${settled.message} The story was kept as a draft.`);
    }
    if (request.publishStatus !== 'draft') {
      const published = await run(PUBLISH, { id });
      if (published.message !== undefined) return apiError(400, `${published.message} The story was kept as a draft.`);
    }
    const { data } = await runOperation<{ post: { id: string; title: string; mediumUrl: string; firstPublishedAt: number | null; license: License; tags: { normalizedTagSlug: string }[] } }>(c, context, CREATED, { id });
    const post = data?.post;
    if (!post) return apiError(400, 'The story could not be saved. Please try again.');
    return Response.json(
      {
        data: {
          id: post.id,
          title: post.title,
          authorId: caller.userId,
          tags: post.tags.map((tag) => tag.normalizedTagSlug),
          url: post.mediumUrl,
          publishStatus: request.publishStatus,
          publishedAt: request.publishStatus === 'draft' ? null : post.firstPublishedAt,
          license: licenseName(post.license),
        },
      },
      { status: 201, headers: API_HEADERS },
    );
  },
  'POST',
);
