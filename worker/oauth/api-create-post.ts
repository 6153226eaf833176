import { LICENSES, type License } from '../../shared/content/enumerations.ts';
import { decodeEntities } from '../../shared/content/html-entities.ts';
import { licenseUrl } from '../../shared/content/license-url.ts';
import { database } from '../db/client.ts';
import { runOperation } from '../graphql/run-operation.ts';
import { xmlText } from '../render/xml-text.ts';
import type { ApiCaller } from './api-caller.ts';
import { API_HEADERS, apiEndpoint, apiError, unauthorized } from './api-endpoint.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { jsonBody } from '../routes/json-body.ts';
import { boundedBody, MAX_JSON_DEPTH } from '../routes/bounded-body.ts';
import { ACCOUNT_SUSPENDED } from '../graphql/suspended-account.ts';
import { collectionPermissions, type CollectionRole } from '../../shared/publications/roles.ts';
import { findUserById } from '../accounts/index.ts';
import { htmlToStory, markdownToHtml } from '../import/index.ts';

/** A story's HTML or Markdown, as much as an import takes. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const PUBLISH_STATUSES = ['public', 'draft', 'unlisted'] as const;
const MAX_TAGS = 3;
const MAX_TAG_LENGTH = 25;
type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** Medium's license names (all-rights-reserved, cc-40-by, …) are Quire's, in lower case with hyphens. */
const licenseOf = (name: string): License | null =>
  LICENSES.find((license) => license.toLowerCase().replaceAll('_', '-') === name) ?? null;
const licenseName = (license: License) => license.toLowerCase().replaceAll('_', '-');

interface PostRequest {
  readonly title: string;
  readonly html: string;
  readonly canonicalUrl: string | null;
  readonly tags: readonly string[];
  readonly publishStatus: PublishStatus;
  readonly license: License;
}

/** Reads Medium's create-post body: the error message for what does not fit, else the request. */
function readPostRequest(body: unknown): PostRequest | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'Send the story as a JSON object.';
  const {
    title,
    contentFormat,
    content,
    tags = [],
    publishStatus = 'public',
    license = 'all-rights-reserved',
    canonicalUrl = null,
  } = body as Record<string, unknown>;
  if (typeof title !== 'string' || title.trim() === '') return 'Give the story a title.';
  if (contentFormat !== 'html' && contentFormat !== 'markdown') return 'contentFormat is "html" or "markdown".';
  if (typeof content !== 'string') return 'Send the story’s words as content.';
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return 'tags is a list of words.';
  if (typeof publishStatus !== 'string' || !PUBLISH_STATUSES.includes(publishStatus as PublishStatus))
    return 'publishStatus is "public", "draft" or "unlisted".';
  const known = typeof license === 'string' ? licenseOf(license) : null;
  if (!known) return `license is one of ${LICENSES.map(licenseName).join(', ')}.`;
  if (canonicalUrl !== null && typeof canonicalUrl !== 'string') return 'canonicalUrl is a web address.';
  const words = contentFormat === 'markdown' ? markdownToHtml(content) : content;
  // The title leads, as an export's first heading does (worker/import/html-to-story.ts), unless
  // the content already opens with it, as Medium's documentation asks callers to write it.
  const html = opensWith(words, title.trim()) ? words : `<h1>${xmlText(title.trim())}</h1>\n${words}`;
  // Medium keeps the first three tags and ignores any longer than 25 characters
  const kept = (tags as string[]).filter((tag) => tag.length <= MAX_TAG_LENGTH).slice(0, MAX_TAGS);
  return {
    title: title.trim(),
    html,
    canonicalUrl: canonicalUrl || null,
    tags: kept,
    publishStatus: publishStatus as PublishStatus,
    license: known,
  };
}

/** Whether the HTML's first element is a heading that reads `title`. */
function opensWith(html: string, title: string): boolean {
  const heading = /^\s*<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(html)?.[1];
  return (
    heading !== undefined &&
    decodeEntities(heading.replace(/<[^>]*>/g, ''))
      .trim()
      .replace(/\s+/g, ' ') === title.replace(/\s+/g, ' ')
  );
}

type Answer = { __typename: string; message?: string } & Record<string, unknown>;

const IMPORT = `mutation ($html: String!, $canonicalUrl: String, $collectionId: ID) {
  result: importPost(html: $html, canonicalUrl: $canonicalUrl, collectionId: $collectionId) { __typename ... on Failure { message } ... on ImportedPost { post { id } } }
}`;
const SETTINGS = `mutation ($id: ID!, $visibility: PostVisibility!, $license: License!, $tags: [String!]!) {
  result: updatePostSettings(targetPostId: $id, visibility: $visibility, license: $license, tags: $tags) { __typename ... on Failure { message } }
}`;
const PUBLISH = `mutation ($id: ID!, $collectionId: ID) { result: publishPost(targetPostId: $id, collectionId: $collectionId) { __typename ... on Failure { message } } }`;
const CREATED = `query ($id: ID!) { post(id: $id) { id title mediumUrl canonicalUrl firstPublishedAt license tags { normalizedTagSlug } } }`;
const ROLE = `query ($id: ID!) { collection(id: $id) { viewerRole } }`;

interface CreatedPost {
  readonly id: string;
  readonly title: string;
  readonly mediumUrl: string;
  readonly canonicalUrl: string | null;
  readonly firstPublishedAt: number | null;
  readonly license: License;
  readonly tags: readonly { normalizedTagSlug: string }[];
}

/**
 * Medium's create-post, on the writer's own or in a publication: a story in HTML or Markdown
 * becomes the writer's, as a draft or published (public or unlisted), with tags, a license and
 * its canonical address. It goes through the app's own mutations (import, settings, publish) as
 * the token's writer, so every rule and limit of the editor holds; a story whose settings or
 * publishing fail stays as a draft. Pictures are refused with the reason, not dropped: Quire does
 * not fetch them from other sites.
 */
async function createPost(c: Context<AppEnv>, caller: ApiCaller, publicationId: string | null): Promise<Response> {
  const read = await boundedBody(c.req.raw, { maxBytes: MAX_BODY_BYTES, maxDepth: MAX_JSON_DEPTH });
  if ('refused' in read)
    return apiError(400, read.refused.status === 413 ? 'That story is too large.' : read.refused.message);
  const request = readPostRequest(jsonBody(read.text));
  if (typeof request === 'string') return apiError(400, request);
  const story = await htmlToStory(request.html, null);
  if ('error' in story) return apiError(400, story.error);
  if (story.imagesLeftOut > 0) {
    return apiError(
      400,
      `${c.env.PRODUCT_NAME} does not fetch pictures from other sites yet, so the story was not saved. Send it without its pictures, then add them in the editor.`,
    );
  }

  const user = await findUserById(database(c.get('d1')), caller.userId);
  if (!user) return unauthorized();
  if (user.isSuspended) return apiError(403, ACCOUNT_SUSPENDED);
  const context = await c.get('app').graphqlContext({ apiCaller: user });
  const run = async (query: string, variables: Record<string, unknown>): Promise<Answer> => {
    const { data, errors } = await runOperation<{ result?: Answer }>(c, context, query, variables);
    // an operation of ours that does not even run is a defect: logged, and the caller gets a plain answer
    if (errors)
      c.get('logger').error('A public API operation failed', { messages: errors.map((error) => error.message) });
    return data?.result ?? { __typename: 'BadRequest', message: 'The story could not be saved. Please try again.' };
  };

  // In a publication, an editor publishes (or keeps a draft there) and a writer submits: the story
  // waits for the editors whatever status it asks for, as Medium's API has it. Anyone else is refused.
  let canPublishThere = false;
  if (publicationId !== null) {
    const { data } = await runOperation<{ collection: { viewerRole: CollectionRole | null } | null }>(
      c,
      context,
      ROLE,
      { id: publicationId },
    );
    const permissions = collectionPermissions(data?.collection?.viewerRole ?? null);
    if (!permissions.canSubmit) return apiError(403, 'This token’s writer cannot publish in that publication.');
    canPublishThere = permissions.canPublish;
  }
  const imported = await run(IMPORT, {
    html: request.html,
    canonicalUrl: request.canonicalUrl,
    collectionId: publicationId,
  });
  if (imported.message !== undefined)
    return apiError(
      imported.__typename === 'TooManyRequests' ? 429 : imported.__typename === 'Forbidden' ? 403 : 400,
      imported.message,
    );
  const id = (imported['post'] as { id: string }).id;
  const visibility = request.publishStatus === 'unlisted' ? 'UNLISTED' : 'PUBLIC';
  if (request.tags.length > 0 || request.license !== 'ALL_RIGHTS_RESERVED' || visibility !== 'PUBLIC') {
    const settled = await run(SETTINGS, { id, visibility, license: request.license, tags: request.tags });
    if (settled.message !== undefined) return apiError(400, `${settled.message} The story was kept as a draft.`);
  }
  const submits = publicationId !== null && !canPublishThere;
  const publishStatus: PublishStatus = submits ? 'draft' : request.publishStatus;
  if (submits || publishStatus !== 'draft') {
    const published = await run(PUBLISH, { id, collectionId: publicationId });
    if (published.message !== undefined) return apiError(400, `${published.message} The story was kept as a draft.`);
  }
  const { data } = await runOperation<{ post: CreatedPost | null }>(c, context, CREATED, { id });
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
        ...(post.canonicalUrl ? { canonicalUrl: post.canonicalUrl } : {}),
        publishStatus,
        ...(publishStatus === 'draft' ? {} : { publishedAt: post.firstPublishedAt }),
        license: licenseName(post.license),
        ...(licenseUrl(post.license) === null ? {} : { licenseUrl: licenseUrl(post.license) }),
        ...(publicationId === null ? {} : { publicationId }),
      },
    },
    { status: 201, headers: API_HEADERS },
  );
}

/** POST /v1/users/{authorId}/posts (ApiCreateUserPost): a story on the writer's own. */
export const apiCreatePost = apiEndpoint(
  'publishPost',
  async (c, caller, params) => {
    if (params['applicationSpecificUserId'] !== caller.userId)
      return apiError(403, 'A token can publish only as its own writer.');
    return createPost(c, caller, null);
  },
  'POST',
);

/**
 * POST /v1/publications/{publicationId}/posts (ApiCreatePublicationPost): a story in a
 * publication the writer edits (published or a draft there) or writes for (submitted to its
 * editors); any other publication, or none, is refused with 403 as Medium refuses it.
 */
export const apiCreatePublicationPost = apiEndpoint(
  'publishPost',
  (c, caller, params) => createPost(c, caller, params['publicationId'] ?? ''),
  'POST',
);
