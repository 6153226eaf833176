import { cleanParagraphs } from '../../shared/content/clean-paragraphs.ts';
import { draftStatus } from '../../shared/content/draft-status.ts';
import type { Paragraph } from '../../shared/content/paragraphs.ts';
import { collectionPermissions } from '../../shared/publications/roles.ts';
import {
  createDraft,
  publishVersion,
  saveDraft,
  scheduleDraft,
  unpublish,
  type Placement,
  type PostVersionRow,
} from './draft-writes.ts';
import { scheduleProblem } from '../../shared/publishing/schedule-time.ts';
import { markMentions } from './mark-mentions.ts';
import { recountTags } from './post-writes.ts';
import { randomHex } from '../../shared/hex.ts';
import type { PostRow } from '../db/schema/index.ts';
import { keptVersions } from './post-queries.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { ImageLayoutEnum, MarkupTypeEnum, ParagraphTypeEnum, PostContentRef } from '../graphql/types/content.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { canEditPost } from './can-edit-post.ts';
import { CollectionRef, PostRef } from '../graphql/types/refs.ts';
import { purgePostPages } from '../cache/purge-pages.ts';
import { resolvePost } from './story-queries-graphql.ts';
import { link } from '../../shared/routes/index.ts';
import { spamProblem } from '../moderation/index.ts';
import { editorsOf, viewerRoleIn } from '../publications/index.ts';
import { failure, type Failure } from '../graphql/types/failure.ts';

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

/** A paragraph as the editor sends it (docs/spec-checklist.md 3 §3's paragraph, with its name). */
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

const DraftResult = resultUnion('DraftResult', PostRef, [
  'BadRequest',
  'NotFound',
  'Unauthorized',
  'Conflict',
  'TooManyRequests',
]);

type ParagraphArgument = {
  name: string;
  type: Paragraph['type'];
  text: string;
  markups: { type: Paragraph['markups'][number]['type']; start: number; end: number; href?: string | null }[];
  layout?: Paragraph['layout'] | null;
  href?: string | null;
  metadata?: { id: string; originalWidth: number; originalHeight: number; alt?: string | null } | null;
};

/** GraphQL's nulls as the stored shape's absent fields. */
const asParagraph = (input: ParagraphArgument): Paragraph => ({
  name: input.name,
  type: input.type,
  text: input.text,
  markups: input.markups.map((markup) => ({
    type: markup.type,
    start: markup.start,
    end: markup.end,
    ...(markup.href ? { href: markup.href } : {}),
  })),
  ...(input.layout ? { layout: input.layout } : {}),
  ...(input.href ? { href: input.href } : {}),
  ...(input.metadata
    ? {
        metadata: {
          id: input.metadata.id,
          originalWidth: input.metadata.originalWidth,
          originalHeight: input.metadata.originalHeight,
          ...(input.metadata.alt ? { alt: input.metadata.alt } : {}),
        },
      }
    : {}),
});

const SIGN_IN = failure('Unauthorized', 'Sign in to write.');
const NOT_FOUND = failure('NotFound', 'Post not found');
export const CONFLICT_MESSAGE =
  'This story was changed in another tab or window since you opened it. Copy what you wrote, then reload to see the latest version.';
const MEMBERS_ONLY_EDITING = 'Members-only stories cannot be edited after publishing yet.';

/** A revision as its editors see it: what the editor opens, what a revert goes back to. */
const PostVersionRef = builder.objectRef<PostVersionRow>('PostVersion').implement({
  fields: (t) => ({
    id: t.id({ resolve: (version) => `${version.postId}:${version.rev}` }),
    rev: t.exposeInt('rev'),
    title: t.exposeString('title'),
    subtitle: t.exposeString('subtitle'),
    createdAt: t.float({ resolve: (version) => version.createdAt.getTime() }),
    content: t.field({
      type: PostContentRef,
      resolve: (version) => ({ isLockedPreviewOnly: false, paragraphs: version.content.paragraphs }),
    }),
  }),
});

const DraftStatusRef = builder.objectRef<{ label: string; collectionId: string | null }>('DraftStatus').implement({
  fields: (t) => ({
    /** docs/spec-checklist.md 1 §4: 'Draft in', 'Draft submitted to', 'Submitted draft', 'Unsubmitted draft' or 'Draft'. */
    label: t.exposeString('label'),
    collection: t.field({
      type: CollectionRef,
      nullable: true,
      resolve: (status, _args, context) =>
        status.collectionId ? context.loaders.collectionById.load(status.collectionId) : null,
    }),
  }),
});

/**
 * A kept revision of a post. A story seeded or written before revisions were kept has none; its
 * row stands for its latest revision when the row holds it (a draft, or published at its latest).
 */
async function versionOf(context: GraphQLContext, post: PostRow, rev: number): Promise<PostVersionRow | null> {
  const kept = await context.loaders.postVersion.load(`${post.id}:${rev}`);
  if (kept) return kept;
  const rowIsLatest = post.firstPublishedAt === null || post.latestPublishedRev === post.latestRev;
  return rev === post.latestRev && rowIsLatest
    ? {
        postId: post.id,
        rev,
        title: post.title,
        subtitle: post.subtitle,
        content: post.content,
        createdAt: post.updatedAt,
      }
    : null;
}

const latestVersion = (post: PostRow, context: GraphQLContext) => versionOf(context, post, post.latestRev);

builder.objectFields(PostRef, (t) => ({
  /** The revision an edit starts from; saving names it, so a save from a stale tab is refused. */
  latestRev: t.int({
    nullable: true,
    resolve: async (post, _args, context) => ((await canEditPost(post, context)) ? post.latestRev : null),
  }),
  /** When the draft is to publish itself (ms), for those who edit it; null when it is not scheduled. */
  scheduledAt: t.float({
    nullable: true,
    resolve: async (post, _args, context) =>
      post.scheduledAt && (await canEditPost(post, context)) ? post.scheduledAt.getTime() : null,
  }),
  /** What the editor opens: the latest revision, which after publishing may be ahead of what readers see. */
  latestDraft: t.field({
    type: PostVersionRef,
    nullable: true,
    resolve: async (post, _args, context) => ((await canEditPost(post, context)) ? latestVersion(post, context) : null),
  }),
  /** Saved since the last publication, not yet seen by readers. */
  hasUnpublishedChanges: t.boolean({
    resolve: async (post, _args, context) =>
      post.firstPublishedAt !== null &&
      post.latestPublishedRev !== post.latestRev &&
      (await canEditPost(post, context)),
  }),
  /** The kept revisions, newest first (the 50 latest), for going back to one. */
  versions: t.field({
    type: [PostVersionRef],
    complexity: { field: 5, multiplier: 50 },
    resolve: async (post, _args, context) => {
      if (!(await canEditPost(post, context))) return [];
      return keptVersions(context.db, post.id);
    },
  }),
  draftStatus: t.field({
    type: DraftStatusRef,
    nullable: true,
    resolve: async (post, _args, context) => {
      if (!(await canEditPost(post, context))) return null;
      const pending = post.pendingCollectionId
        ? await context.loaders.collectionById.load(post.pendingCollectionId)
        : null;
      const role = pending ? await viewerRoleIn(pending, context) : null;
      const status = draftStatus({
        isPublished: post.firstPublishedAt !== null,
        statusForCollection: post.statusForCollection,
        pendingCollectionName: pending?.name ?? null,
        viewerIsAuthorAndEditor: post.creatorId === context.viewer?.user.id && collectionPermissions(role).canPublish,
      });
      return status && { label: status.label, collectionId: status.collectionName ? (pending?.id ?? null) : null };
    },
  }),
}));

/** The post an editing operation is about, if the viewer may edit it; others learn nothing, not even that it exists. */
async function editablePost(context: GraphQLContext, postId: string): Promise<PostRow | Failure> {
  if (!context.viewer) return SIGN_IN;
  const post = await context.loaders.postById.load(postId);
  if (!post || post.deletedAt || !(await canEditPost(post, context))) return NOT_FOUND;
  return post;
}

const isFailure = (value: PostRow | Failure): value is Failure => 'kind' in value;

/** docs/spec-checklist.md 1 §2.9: editing members-only stories is behind can_edit_members_only_posts. */
const membersOnlyLocked = (post: PostRow, context: GraphQLContext) =>
  post.firstPublishedAt !== null && post.visibility === 'LOCKED' && !context.flags.can_edit_members_only_posts;

function refresh(context: GraphQLContext, post: PostRow): PostRow {
  context.loaders.postById.clear(post.id).prime(post.id, post);
  context.loaders.postVersion.clearAll();
  return post;
}

async function saveDraftFor(
  context: GraphQLContext,
  args: {
    targetPostId: string;
    baseRev: number;
    title: string;
    subtitle?: string | null;
    paragraphs: ParagraphArgument[];
  },
): Promise<PostRow | Failure> {
  const post = await editablePost(context, args.targetPostId);
  if (isFailure(post)) return post;
  if (membersOnlyLocked(post, context)) return failure('BadRequest', MEMBERS_ONLY_EDITING);
  const title = args.title.trim();
  const subtitle = (args.subtitle ?? '').trim();
  if (title.length > MAX_TITLE) return failure('BadRequest', `A title can be at most ${MAX_TITLE} characters long.`);
  if (subtitle.length > MAX_SUBTITLE)
    return failure('BadRequest', `A subtitle can be at most ${MAX_SUBTITLE} characters long.`);
  const cleaned = cleanParagraphs(args.paragraphs.map(asParagraph));
  if ('error' in cleaned) return failure('BadRequest', cleaned.error);
  const saved = await saveDraft(context.db, {
    postId: post.id,
    baseRev: args.baseRev,
    title,
    subtitle,
    content: { paragraphs: cleaned.paragraphs },
    now: context.now(),
  });
  return saved ? refresh(context, saved) : failure('Conflict', CONFLICT_MESSAGE);
}

/**
 * Where publishing puts a story. Its writer publishes on their own, into
 * a publication they edit, or submits to one they write for; an editor publishes a submission
 * (approves it) and the edits of a story already in their publication.
 */
async function placementFor(
  context: GraphQLContext,
  post: PostRow,
  collectionId: string | null,
): Promise<Placement | Failure> {
  const viewerId = context.viewer?.user.id;
  const roleIn = async (id: string) => {
    const collection = await context.loaders.collectionById.load(id);
    return collection ? collectionPermissions(await viewerRoleIn(collection, context)) : null;
  };
  if (post.creatorId !== viewerId) {
    const target = collectionId ?? post.pendingCollectionId ?? post.collectionId;
    const waiting = target === post.pendingCollectionId && post.statusForCollection === 'PENDING';
    const inIt = target === post.collectionId && post.firstPublishedAt !== null;
    if (target && (waiting || inIt) && (await roleIn(target))?.canPublish)
      return { kind: 'publication', collectionId: target };
    return failure('BadRequest', 'Only the writer can publish this story.');
  }
  const target = collectionId ?? post.collectionId;
  if (!target) return { kind: 'own' };
  const permissions = await roleIn(target);
  if (permissions?.canPublish) return { kind: 'publication', collectionId: target };
  if (target === post.collectionId && post.firstPublishedAt !== null)
    return { kind: 'publication', collectionId: target };
  if (permissions?.canSubmit) return { kind: 'submission', collectionId: target };
  return failure('BadRequest', 'You are not a writer of this publication.');
}

/** A submission waits for the publication's editors: they hear of it. */
async function notifyEditors(context: GraphQLContext, post: PostRow, collectionId: string): Promise<void> {
  const collection = await context.loaders.collectionById.load(collectionId);
  if (!collection) return;
  await context.notify({
    kind: 'post_submitted',
    actorId: post.creatorId,
    postId: post.id,
    collectionId,
    editorIds: await editorsOf(collection, context),
  });
}

builder.mutationFields((t) => ({
  /** A new draft for the viewer, opened in the editor right after; begun in a publication, it is a draft there. */
  createPost: t.field({
    type: DraftResult,
    args: {
      title: t.arg.string({ required: false }),
      collectionSlug: t.arg.string({ required: false }),
      isSeries: t.arg.boolean({ required: false }),
      /** /new-story/repost/{repostId}: the draft begins with a card of that story, for the writer's own words after it. */
      repostOfPostId: t.arg.id({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const reposted = args.repostOfPostId ? await resolvePost(context, String(args.repostOfPostId)) : null;
      if (reposted && (isFailure(reposted) || reposted.firstPublishedAt === null))
        return failure('NotFound', 'The story to repost was not found.');
      let pendingCollectionId: string | null = null;
      if (args.collectionSlug) {
        const collection = await context.loaders.collectionBySlug.load(args.collectionSlug);
        if (!collection || !collectionPermissions(await viewerRoleIn(collection, context)).canSubmit) {
          return failure('BadRequest', 'You are not a writer of this publication.');
        }
        pendingCollectionId = collection.id;
      }
      const title = (args.title ?? '').trim().slice(0, MAX_TITLE);
      // the share key makes the Friend Link that opens a members-only story (docs/spec-checklist.md 1 §2.9)
      const draft = await createDraft(context.db, {
        id: randomHex(12),
        creatorId: viewer.id,
        title,
        shareKey: randomHex(10),
        isSeries: args.isSeries ?? false,
        now: context.now(),
        pendingCollectionId,
      });
      if (!reposted) return draft;
      const card: Paragraph = {
        name: randomHex(6),
        type: 'MIXTAPE_EMBED',
        text: reposted.title || 'Untitled story',
        markups: [],
        href: `${context.linkContext.authOrigin}${link('ShowPost', { postId: reposted.id })}`,
      };
      const content = { paragraphs: [card, { name: randomHex(6), type: 'P' as const, text: '', markups: [] }] };
      return (
        (await saveDraft(context.db, {
          postId: draft.id,
          baseRev: draft.latestRev,
          title,
          subtitle: '',
          content,
          now: context.now(),
        })) ?? draft
      );
    },
  }),
  /**
   * Makes the latest revision what readers see, on the writer's own or in a
   * publication (collectionId); a writer who does not edit the publication submits it instead.
   */
  publishPost: t.field({
    type: DraftResult,
    args: { targetPostId: t.arg.id(), collectionId: t.arg.id({ required: false }) },
    resolve: async (_root, args, context) => {
      const post = await editablePost(context, String(args.targetPostId));
      if (isFailure(post)) return post;
      if (membersOnlyLocked(post, context)) return failure('BadRequest', MEMBERS_ONLY_EDITING);
      const version = await latestVersion(post, context);
      if (!version) return NOT_FOUND;
      if (!version.title.trim() && version.content.paragraphs.every((paragraph) => !paragraph.text.trim())) {
        return failure('BadRequest', 'Write a title or a few words before publishing.');
      }
      const spam = await spamProblem(context, {
        kind: 'story',
        paragraphs: version.content.paragraphs,
        counts: post.firstPublishedAt === null,
      });
      if (spam) return spam;
      const placement = await placementFor(context, post, args.collectionId ? String(args.collectionId) : null);
      if ('message' in placement) return placement;
      // Readers get the mentions marked; a submission is not public yet, so it mentions nobody.
      const marked =
        placement.kind === 'submission' ? null : await markMentions(context.db, version.content.paragraphs);
      const published = await publishVersion(
        context.db,
        post,
        marked ? { ...version, content: { paragraphs: marked.paragraphs } } : version,
        placement,
        context.now(),
      );
      if (!published) return failure('Conflict', CONFLICT_MESSAGE);
      await recountTags(
        context.db,
        (await context.loaders.tagsByPostId.load(post.id)).map((tag) => tag.slug),
      );
      await purgePostPages(context, [post, published]);
      if (placement.kind === 'submission') await notifyEditors(context, published, placement.collectionId);
      // an editor approving a submission: its writer hears the first time it goes out
      const viewerId = context.viewer?.user.id;
      if (
        placement.kind === 'publication' &&
        viewerId &&
        viewerId !== post.creatorId &&
        post.firstPublishedAt === null
      ) {
        await context.notify({
          kind: 'submission_approved',
          actorId: viewerId,
          postId: post.id,
          collectionId: placement.collectionId,
          creatorId: post.creatorId,
        });
      }
      if (marked && marked.mentionedUserIds.length > 0) {
        await context.notify({
          kind: 'post_mentioned',
          actorId: published.creatorId,
          postId: published.id,
          userIds: marked.mentionedUserIds,
        });
      }
      // subscribers hear of a story once, when it first goes out; edits send nothing
      if (placement.kind !== 'submission' && post.firstPublishedAt === null)
        await context.queueNewsletter({ kind: 'newsletter_story', postId: published.id });
      return refresh(context, published);
    },
  }),
  /**
   * Schedules a draft to publish itself at a time: on the writer's own or in a
   * publication they publish in, then mailed to subscribers like any new story. Scheduling again
   * moves it; unschedulePost cancels. The minute cron publishes it (worker/publishing/).
   */
  schedulePost: t.field({
    type: DraftResult,
    args: { targetPostId: t.arg.id(), publishAt: t.arg.float(), collectionId: t.arg.id({ required: false }) },
    resolve: async (_root, args, context) => {
      const post = await editablePost(context, String(args.targetPostId));
      if (isFailure(post)) return post;
      if (post.creatorId !== context.viewer?.user.id)
        return failure('BadRequest', 'Only the writer can schedule this story.');
      if (post.firstPublishedAt !== null) return failure('BadRequest', 'This story is already published.');
      const problem = scheduleProblem(args.publishAt, context.now().getTime());
      if (problem) return failure('BadRequest', problem);
      const version = await latestVersion(post, context);
      if (
        !version ||
        (!version.title.trim() && version.content.paragraphs.every((paragraph) => !paragraph.text.trim()))
      ) {
        return failure('BadRequest', 'Write a title or a few words before scheduling.');
      }
      // counted when scheduled: the writer asks for it now, whenever it goes out
      const spam = await spamProblem(context, { kind: 'story', paragraphs: version.content.paragraphs, counts: true });
      if (spam) return spam;
      const placement = await placementFor(context, post, args.collectionId ? String(args.collectionId) : null);
      if ('message' in placement) return placement;
      if (placement.kind === 'submission')
        return failure(
          'BadRequest',
          'Only stories you publish yourself can be scheduled. Submit this one to the publication instead.',
        );
      const at = new Date(args.publishAt);
      const row = await scheduleDraft(context.db, post.id, {
        at,
        collectionId: placement.kind === 'publication' ? placement.collectionId : null,
        origin: context.linkContext.authOrigin,
      });
      if (!row) return NOT_FOUND;
      await context.queuePublishDue(at);
      return refresh(context, row);
    },
  }),
  /** Cancels a draft's schedule: it stays a draft. */
  unschedulePost: t.field({
    type: DraftResult,
    args: { targetPostId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const post = await editablePost(context, String(args.targetPostId));
      if (isFailure(post)) return post;
      const row = await scheduleDraft(context.db, post.id, null);
      return row ? refresh(context, row) : NOT_FOUND;
    },
  }),
  /** Takes a story back to drafts: readers lose it, its writer keeps every revision. */
  unpublishPost: t.field({
    type: DraftResult,
    args: { targetPostId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const post = await editablePost(context, String(args.targetPostId));
      if (isFailure(post)) return post;
      if (post.firstPublishedAt === null) return failure('BadRequest', 'This story is not published.');
      const latest = await latestVersion(post, context);
      const row = latest && (await unpublish(context.db, post, latest, context.now()));
      if (!row) return NOT_FOUND;
      await recountTags(
        context.db,
        (await context.loaders.tagsByPostId.load(post.id)).map((tag) => tag.slug),
      );
      await purgePostPages(context, [post]);
      return refresh(context, row);
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
  /** /p/{postId}/revert/{versionId}/{baseRev}: an earlier revision saved again as the newest, over baseRev. */
  revertPost: t.field({
    type: DraftResult,
    args: { targetPostId: t.arg.id(), versionId: t.arg.int(), baseRev: t.arg.int() },
    resolve: async (_root, args, context) => {
      const post = await editablePost(context, String(args.targetPostId));
      if (isFailure(post)) return post;
      if (membersOnlyLocked(post, context)) return failure('BadRequest', MEMBERS_ONLY_EDITING);
      const version = await versionOf(context, post, args.versionId);
      if (!version) return failure('NotFound', 'That version of the story does not exist.');
      const saved = await saveDraft(context.db, {
        postId: post.id,
        baseRev: args.baseRev,
        title: version.title,
        subtitle: version.subtitle,
        content: version.content,
        now: context.now(),
      });
      return saved ? refresh(context, saved) : failure('Conflict', CONFLICT_MESSAGE);
    },
  }),
}));
