import { cleanParagraphs } from '../../../shared/content/clean-paragraphs.ts';
import type { Paragraph } from '../../../shared/content/paragraphs.ts';
import { createDraft, publishDraft, saveDraft } from '../../db/draft-writes.ts';
import { randomHex } from '../../db/random-hex.ts';
import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import type { PostRow } from '../loaders.ts';
import { ImageLayoutEnum, MarkupTypeEnum, ParagraphTypeEnum } from './content.ts';
import { failure, failureRefs, resultType, type Failure } from './failures.ts';
import { canEditPost } from './post.ts';
import { PostRef } from './refs.ts';

const MAX_TITLE = 200;
const MAX_SUBTITLE = 300;

const MarkupInput = builder.inputType('MarkupInput', {
  fields: (t) => ({
    type: t.field({ type: MarkupTypeEnum, required: true }),
    start: t.int({ required: true }),
    end: t.int({ required: true }),
    href: t.string({ required: false }),
  }),
});

const ImageInput = builder.inputType('ParagraphImageInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    originalWidth: t.int({ required: true }),
    originalHeight: t.int({ required: true }),
    alt: t.string({ required: false }),
  }),
});

/** A paragraph as the editor sends it (spec 3 §3's paragraph, with its name). */
const ParagraphInput = builder.inputType('ParagraphInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    type: t.field({ type: ParagraphTypeEnum, required: true }),
    text: t.string({ required: true }),
    markups: t.field({ type: [MarkupInput], required: true }),
    layout: t.field({ type: ImageLayoutEnum, required: false }),
    href: t.string({ required: false }),
    metadata: t.field({ type: ImageInput, required: false }),
  }),
});

const DraftResult = builder.unionType('DraftResult', {
  types: [PostRef, failureRefs.BadRequest, failureRefs.NotFound, failureRefs.Unauthorized, failureRefs.Conflict],
  resolveType: resultType('Post'),
});

builder.objectFields(PostRef, (t) => ({
  /** The revision an edit starts from; saving names it, so a save from a stale tab is refused. */
  latestRev: t.int({ nullable: true, resolve: async (post, _args, context) => ((await canEditPost(post, context)) ? post.latestRev : null) }),
}));

type ParagraphArgument = { name: string; type: Paragraph['type']; text: string; markups: { type: Paragraph['markups'][number]['type']; start: number; end: number; href?: string | null }[]; layout?: Paragraph['layout'] | null; href?: string | null; metadata?: { id: string; originalWidth: number; originalHeight: number; alt?: string | null } | null };

/** GraphQL's nulls as the stored shape's absent fields. */
const asParagraph = (input: ParagraphArgument): Paragraph => ({
  name: input.name,
  type: input.type,
  text: input.text,
  markups: input.markups.map((markup) => ({ type: markup.type, start: markup.start, end: markup.end, ...(markup.href ? { href: markup.href } : {}) })),
  ...(input.layout ? { layout: input.layout } : {}),
  ...(input.href ? { href: input.href } : {}),
  ...(input.metadata ? { metadata: { id: input.metadata.id, originalWidth: input.metadata.originalWidth, originalHeight: input.metadata.originalHeight, ...(input.metadata.alt ? { alt: input.metadata.alt } : {}) } } : {}),
});

const SIGN_IN = failure('Unauthorized', 'Sign in to write.');
const NOT_FOUND = failure('NotFound', 'Post not found');
export const CONFLICT_MESSAGE = 'This story was changed in another tab or window since you opened it. Copy what you wrote, then reload to see the latest version.';

async function saveDraftFor(
  context: GraphQLContext,
  args: { targetPostId: string; baseRev: number; title: string; subtitle?: string | null; paragraphs: ParagraphArgument[] },
): Promise<PostRow | Failure> {
  if (!context.viewer) return SIGN_IN;
  const post = await context.loaders.postById.load(args.targetPostId);
  // Someone who may not edit a draft learns nothing about it, not even that it exists.
  if (!post || post.deletedAt || !(await canEditPost(post, context))) return NOT_FOUND;
  if (post.firstPublishedAt) return failure('BadRequest', 'This story is published: edit it from its page.');
  const title = args.title.trim();
  const subtitle = (args.subtitle ?? '').trim();
  if (title.length > MAX_TITLE) return failure('BadRequest', `A title can be at most ${MAX_TITLE} characters long.`);
  if (subtitle.length > MAX_SUBTITLE) return failure('BadRequest', `A subtitle can be at most ${MAX_SUBTITLE} characters long.`);
  const cleaned = cleanParagraphs(args.paragraphs.map(asParagraph));
  if ('error' in cleaned) return failure('BadRequest', cleaned.error);
  const saved = await saveDraft(context.db, { postId: post.id, baseRev: args.baseRev, title, subtitle, content: { paragraphs: cleaned.paragraphs }, now: context.now() });
  if (!saved) return failure('Conflict', CONFLICT_MESSAGE);
  context.loaders.postById.clear(post.id).prime(post.id, saved);
  return saved;
}

builder.mutationFields((t) => ({
  /** A new draft for the viewer (issue 5 "Drafts"), opened in the editor right after. */
  createPost: t.field({
    type: DraftResult,
    args: { title: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const title = (args.title ?? '').trim().slice(0, MAX_TITLE);
      return createDraft(context.db, { id: randomHex(12), creatorId: viewer.id, title, now: context.now() });
    },
  }),
  /** Publishes the draft as it was last saved (issue 5 "Publishing"); only its writer may. */
  publishPost: t.field({
    type: DraftResult,
    args: { targetPostId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const post = await context.loaders.postById.load(String(args.targetPostId));
      if (!post || post.deletedAt || !(await canEditPost(post, context))) return NOT_FOUND;
      if (post.creatorId !== viewer.id) return failure('BadRequest', 'Only the writer can publish this story.');
      if (!post.title.trim() && post.content.paragraphs.every((paragraph) => !paragraph.text.trim())) {
        return failure('BadRequest', 'Write a title or a few words before publishing.');
      }
      const published = await publishDraft(context.db, post.id, context.now());
      if (!published) return NOT_FOUND;
      context.loaders.postById.clear(post.id).prime(post.id, published);
      return published;
    },
  }),
  /** Autosave: the whole draft over the revision it started from. */
  savePostDraft: t.field({
    type: DraftResult,
    args: {
      targetPostId: t.arg.id(),
      baseRev: t.arg.int(),
      title: t.arg.string(),
      subtitle: t.arg.string({ required: false }),
      paragraphs: t.arg({ type: [ParagraphInput], required: true }),
    },
    complexity: { field: 10 },
    resolve: (_root, args, context) => saveDraftFor(context, { ...args, targetPostId: String(args.targetPostId) }),
  }),
}));
