import { responseParagraphs } from '../../shared/content/response-text.ts';
import { emailIssueError, newsletterFieldsError } from '../../shared/newsletters/newsletter-fields.ts';
import { link } from '../../shared/routes/index.ts';
import { countOperation, LIMITS } from '../auth/operation-limits.ts';
import {
  createCollectionNewsletter,
  newIssue,
  type NewsletterRow,
  renameNewsletter,
  subscriptionState,
} from './newsletter-writes.ts';
import { canManageNewsletter } from './can-manage-newsletter.ts';
import {
  type IssueStats,
  issueStats,
  mailedStoryIds,
  newsletterById,
  newsletterOfCollection,
  subscriberCount,
} from './newsletter-queries.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import {
  ImportResultRef,
  importSubscribers,
  NewsletterRef,
  SubscribeResult,
  SubscriptionStateEnum,
  subscribeAddress,
  viewerSubscriber,
  writerNewsletter,
  type NewsletterOwner,
} from './newsletter-graphql.ts';
import { CollectionRef, PostRef } from '../graphql/types/refs.ts';
import { managedCollection } from '../publications/graphql.ts';
import { failure, type Failure, isFailure, SIGN_IN } from '../graphql/types/failure.ts';

/** The most issues a newsletter's stats list, newest first. */
const STATS_ISSUES = 50;

/** The newsletter's page: a publication's landing, or a writer's subscribe page. */
async function landingPath(newsletter: NewsletterRow, context: GraphQLContext): Promise<string> {
  if (newsletter.kind === 'collection' && newsletter.collectionId) {
    const collection = await context.loaders.collectionById.load(newsletter.collectionId);
    return link('ShowCollectionNewsletterLanding', {
      collectionSlug: collection?.slug ?? '',
      newsletterSlug: newsletter.slug,
    });
  }
  const writer = newsletter.userId ? await context.loaders.userById.load(newsletter.userId) : null;
  return link('ShowUserSubscribe', { username: writer?.username ?? '' });
}

async function ownerOf(newsletter: NewsletterRow, context: GraphQLContext): Promise<NewsletterOwner | null> {
  if (newsletter.kind === 'author') {
    const writer = newsletter.userId ? await context.loaders.userById.load(newsletter.userId) : null;
    return writer && !writer.deletedAt && !writer.isSuspended
      ? { newsletter, ownerIds: [writer.id], name: writer.name, confirmPath: await landingPath(newsletter, context) }
      : null;
  }
  const collection = newsletter.collectionId
    ? await context.loaders.collectionById.load(newsletter.collectionId)
    : null;
  return collection
    ? {
        newsletter,
        ownerIds: [collection.creatorId],
        name: newsletter.name,
        confirmPath: await landingPath(newsletter, context),
      }
    : null;
}

const NewsletterIssueRef = builder.objectRef<IssueStats>('NewsletterIssue').implement({
  description: 'One mailing of a newsletter (a story, or an e-mail-only issue) and how it did.',
  fields: (t) => ({
    id: t.exposeID('id'),
    subject: t.exposeString('subject'),
    createdAt: t.float({ resolve: (issue) => issue.createdAt }),
    post: t.field({
      type: PostRef,
      nullable: true,
      resolve: (issue, _args, context) => (issue.postId ? context.loaders.postById.load(issue.postId) : null),
    }),
    sent: t.exposeInt('sent'),
    /** Opens the carrier reported (mail clients that block images report none). */
    opened: t.exposeInt('opened'),
    /** Subscribers who followed a link in it, through the site's /r. */
    clicked: t.exposeInt('clicked'),
  }),
});

interface NewsletterStats {
  readonly newsletter: NewsletterRow;
}

const NewsletterStatsRef = builder.objectRef<NewsletterStats>('NewsletterStats').implement({
  fields: (t) => ({
    id: t.id({ resolve: (stats) => stats.newsletter.id }),
    active: t.int({ resolve: (stats, _args, context) => subscriberCount(context.db, stats.newsletter.id, 'ACTIVE') }),
    pending: t.int({ resolve: (stats, _args, context) => subscriberCount(context.db, stats.newsletter.id, 'PENDING') }),
    unsubscribed: t.int({
      resolve: (stats, _args, context) => subscriberCount(context.db, stats.newsletter.id, 'UNSUBSCRIBED'),
    }),
    issues: t.field({
      type: [NewsletterIssueRef],
      resolve: (stats, _args, context) => issueStats(context.db, stats.newsletter.id, STATS_ISSUES),
    }),
  }),
});

builder.objectFields(NewsletterRef, (t) => ({
  slug: t.exposeString('slug'),
  description: t.exposeString('description'),
  collection: t.field({
    type: CollectionRef,
    nullable: true,
    resolve: (newsletter, _args, context) =>
      newsletter.collectionId ? context.loaders.collectionById.load(newsletter.collectionId) : null,
  }),
  /** The newsletter's own page: a publication's landing, or a writer's subscribe page. */
  landingPath: t.string({ resolve: (newsletter, _args, context) => landingPath(newsletter, context) }),
  viewerCanManage: t.boolean({ resolve: (newsletter, _args, context) => canManageNewsletter(newsletter, context) }),
  /** The viewer's place on it: ACTIVE, PENDING, or null. */
  viewerSubscriptionState: t.field({
    type: SubscriptionStateEnum,
    nullable: true,
    resolve: async (newsletter, _args, context) => {
      const subscriber = await viewerSubscriber(context);
      if (!subscriber) return null;
      const state = await subscriptionState(context.db, newsletter.id, subscriber.id);
      return state === 'UNSUBSCRIBED' ? null : state;
    },
  }),
  /** Subscribers and each issue's sends, opens and clicks: for those who run it, null for others. */
  stats: t.field({
    type: NewsletterStatsRef,
    nullable: true,
    resolve: async (newsletter, _args, context) =>
      (await canManageNewsletter(newsletter, context)) ? { newsletter } : null,
  }),
  /** The stories it has mailed, newest first: what a reader gets (e-mail-only issues stay in the inbox). */
  recentPosts: t.field({
    type: [PostRef],
    args: { limit: t.arg.int({ defaultValue: 10 }) },
    resolve: async (newsletter, args, context) => {
      const ids = await mailedStoryIds(context.db, newsletter.id, Math.min(Math.max(args.limit, 1), 25));
      const stories = await Promise.all(ids.map((id) => context.loaders.postById.load(id)));
      return stories.filter((post): post is NonNullable<typeof post> => post !== null);
    },
  }),
}));

builder.objectFields(CollectionRef, (t) => ({
  /** The publication's newsletter, when it has made one. */
  newsletterV3: t.field({
    type: NewsletterRef,
    nullable: true,
    resolve: (collection, _args, context) => newsletterOfCollection(context.db, collection.id),
  }),
}));

const NewsletterResult = resultUnion('NewsletterResult', NewsletterRef, [
  'AlreadyExists',
  'BadRequest',
  'Forbidden',
  'NotFound',
  'Unauthorized',
]);
const NewsletterImportResult = resultUnion('NewsletterImportResult', ImportResultRef, [
  'BadRequest',
  'Forbidden',
  'NotFound',
  'Unauthorized',
  'TooManyRequests',
]);
const NewsletterIssueResult = resultUnion('NewsletterIssueResult', NewsletterIssueRef, [
  'BadRequest',
  'Forbidden',
  'NotFound',
  'TooManyRequests',
  'Unauthorized',
]);

const NO_NEWSLETTER = failure('NotFound', 'There is no such newsletter.');

/** The newsletter a viewer wants to run, or why they cannot. */
async function managedNewsletter(context: GraphQLContext, id: string): Promise<NewsletterRow | Failure> {
  if (!context.viewer) return SIGN_IN;
  const newsletter = await newsletterById(context.db, id);
  if (!newsletter) return NO_NEWSLETTER;
  return (await canManageNewsletter(newsletter, context))
    ? newsletter
    : failure('Forbidden', 'Only those who run this newsletter can do that.');
}

builder.queryFields((t) => ({
  /** /newsletters/{newsletterV3Id}/…: a newsletter by id. */
  newsletter: t.field({
    type: NewsletterRef,
    nullable: true,
    args: { id: t.arg.id() },
    resolve: (_root, args, context) => newsletterById(context.db, String(args.id)),
  }),
  /** /{collectionSlug}/newsletters/{newsletterSlug}: a publication's newsletter by its slugs. */
  collectionNewsletter: t.field({
    type: NewsletterRef,
    nullable: true,
    args: { collectionSlug: t.arg.string(), newsletterSlug: t.arg.string() },
    resolve: async (_root, args, context) => {
      const collection = await context.loaders.collectionBySlug.load(args.collectionSlug.toLowerCase());
      const newsletter = collection ? await newsletterOfCollection(context.db, collection.id) : null;
      return newsletter && newsletter.slug === args.newsletterSlug ? newsletter : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  /** /{collectionSlug}/new-newsletter: a publication's editors start its newsletter (one a publication). */
  createCollectionNewsletter: t.field({
    type: NewsletterResult,
    args: { collectionId: t.arg.id(), name: t.arg.string(), description: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      const place = await managedCollection(context, String(args.collectionId));
      if (isFailure(place)) return place;
      const { collection } = place;
      const description = args.description?.trim() ?? '';
      const invalid = newsletterFieldsError({ name: args.name, description });
      if (invalid) return failure('BadRequest', invalid);
      const name = args.name.trim();
      const created = await createCollectionNewsletter(context.db, collection.id, name, description);
      return created ?? failure('AlreadyExists', 'This publication already has a newsletter.');
    },
  }),
  /** A newsletter's settings: its name and description (its address stays, since links to it are out). */
  updateNewsletter: t.field({
    type: NewsletterResult,
    args: { newsletterId: t.arg.id(), name: t.arg.string(), description: t.arg.string() },
    resolve: async (_root, args, context) => {
      const newsletter = await managedNewsletter(context, String(args.newsletterId));
      if (isFailure(newsletter)) return newsletter;
      const invalid = newsletterFieldsError(args);
      if (invalid) return failure('BadRequest', invalid);
      return (
        (await renameNewsletter(context.db, newsletter.id, args.name.trim(), args.description.trim())) ?? NO_NEWSLETTER
      );
    },
  }),
  /**
   * Makes a writer's newsletter before anyone subscribes (the browser path
   * /_/api/users/{id}/lazily-enable-writer-subscription). The first subscription makes it anyway,
   * so any signed-in reader may ask; it answers the newsletter, made once.
   */
  enableWriterNewsletter: t.field({
    type: NewsletterResult,
    args: { userId: t.arg.id() },
    resolve: async (_root, args, context) => {
      if (!context.viewer) return SIGN_IN;
      const writer = await context.loaders.userById.load(String(args.userId));
      if (!writer || writer.deletedAt || writer.isSuspended)
        return failure('NotFound', 'There is no writer by that name.');
      return (await writerNewsletter(context, writer)).newsletter;
    },
  }),
  /**
   * A list imported into a newsletter its importer runs: a writer's own or a publication's they
   * manage (the browser path /_/api/newsletters/{id}/import/process-unvalidated-files), under the
   * rules of the writer's import at /me/subscribers/import.
   */
  importSubscribersToNewsletter: t.field({
    type: NewsletterImportResult,
    args: { newsletterId: t.arg.id(), csv: t.arg.string() },
    resolve: async (_root, args, context) => {
      const newsletter = await managedNewsletter(context, String(args.newsletterId));
      if (isFailure(newsletter)) return newsletter;
      const owner = await ownerOf(newsletter, context);
      if (!owner || !context.viewer) return NO_NEWSLETTER;
      return importSubscribers(context, context.viewer.user, args.csv, async () => owner);
    },
  }),
  /** A newsletter's landing page: subscribe by e-mail, as a writer's subscribe page does. */
  subscribeToNewsletter: t.field({
    type: SubscribeResult,
    args: { newsletterId: t.arg.id(), email: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      const newsletter = await newsletterById(context.db, String(args.newsletterId));
      const owner = newsletter ? await ownerOf(newsletter, context) : null;
      return owner ? subscribeAddress(context, owner, args.email) : NO_NEWSLETTER;
    },
  }),
  /**
   * /newsletters/{newsletterV3Id}/new-email: an e-mail-only issue, mailed from the jobs queue to
   * every ACTIVE subscriber once. A few a day a newsletter, counted before anything is written.
   */
  sendNewsletterEmail: t.field({
    type: NewsletterIssueResult,
    args: { newsletterId: t.arg.id(), subject: t.arg.string(), body: t.arg.string() },
    resolve: async (_root, args, context) => {
      const newsletter = await managedNewsletter(context, String(args.newsletterId));
      if (isFailure(newsletter)) return newsletter;
      const invalid = emailIssueError(args);
      if (invalid) return failure('BadRequest', invalid);
      if (
        !(await countOperation(context.db, LIMITS.newsletterIssuePerNewsletter, newsletter.id, context.now().getTime()))
          .allowed
      ) {
        return failure(
          'TooManyRequests',
          'This newsletter has sent all the e-mails it may today. Please try again tomorrow.',
        );
      }
      const issue = await newIssue(context.db, {
        newsletterId: newsletter.id,
        subject: args.subject.trim(),
        paragraphs: responseParagraphs(args.body),
        createdBy: context.viewer?.user.id ?? null,
        now: context.now(),
      });
      if (!issue) return failure('BadRequest', 'The e-mail could not be saved. Please try again.');
      await context.queueNewsletter({ kind: 'newsletter_issue', issueId: issue.id });
      return {
        id: issue.id,
        subject: issue.subject,
        postId: null,
        createdAt: issue.createdAt.getTime(),
        sent: 0,
        opened: 0,
        clicked: 0,
      };
    },
  }),
}));
