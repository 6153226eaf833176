import {
  REPORT_STATE_KEYS,
  REPORT_SUBJECT_NAMES,
  reportProblem,
  type ReportReason,
  type ReportSubject,
} from '../../shared/social/reports.ts';
import { countOperation, LIMITS } from '../auth/operation-limits.ts';
import { fileReport, reportById, reportsBy, type NewReport, type ReportRow } from './report-writes.ts';
import type { ReportSnapshot } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import {
  cursorOf,
  PagingInfoRef,
  PagingOptions,
  pageSize,
  parseCursor,
  type PageCursor,
} from '../graphql/types/paging.ts';
import { CatalogRef, CollectionRef, PostRef, UserRef } from '../graphql/types/refs.ts';
import { readableContent } from '../stories/index.ts';
import { resolveCatalog } from '../lists/graphql.ts';
import { resolvePost } from '../stories/graphql.ts';
import { ReportReasonEnum, ReportSubjectEnum } from '../moderation/graphql.ts';
import { failure, type Failure, isFailure, SIGN_IN } from '../graphql/types/failure.ts';

const ReportStateEnum = builder.enumType('ReportState', { values: REPORT_STATE_KEYS });

/** Enough of a long story for a moderator to judge it; a report row stays small. */
const SNAPSHOT_TEXT_LIMIT = 20_000;

const NOT_FOUND: Record<ReportSubject, string> = {
  STORY: 'Post not found',
  RESPONSE: 'Response not found',
  LIST: 'List not found',
  PROFILE: 'User not found',
  PUBLICATION: 'Publication not found',
};

interface Subject {
  /** Whose it is: the account a report is about. */
  readonly ownerId: string;
  readonly snapshot: ReportSnapshot;
}

/**
 * What a reader reports, as they can see it now: a story or response they may read (its words as
 * they read them, so a members-only story's snapshot is what the reporter saw), a list that is
 * public or theirs, a profile or a publication that is there. Anything else is not found, so a
 * report cannot tell whether a hidden thing exists.
 */
async function subjectOf(context: GraphQLContext, kind: ReportSubject, id: string): Promise<Subject | Failure> {
  const notFound = failure('NotFound', NOT_FOUND[kind]);
  if (kind === 'STORY' || kind === 'RESPONSE') {
    const post = await resolvePost(context, id);
    if (isFailure(post) || post.firstPublishedAt === null || post.deletedAt !== null) return notFound;
    const isResponse = post.inResponseToPostId !== null || post.inResponseToCatalogId !== null;
    if (isResponse !== (kind === 'RESPONSE')) return notFound;
    const text = (await readableContent(post, context)).paragraphs.map((paragraph) => paragraph.text).join('\n\n');
    return { ownerId: post.creatorId, snapshot: { title: post.title, text: text.slice(0, SNAPSHOT_TEXT_LIMIT) } };
  }
  if (kind === 'LIST') {
    const catalog = await resolveCatalog(context, id);
    return isFailure(catalog)
      ? notFound
      : { ownerId: catalog.creatorId, snapshot: { title: catalog.name, text: catalog.description } };
  }
  if (kind === 'PROFILE') {
    const user = await context.loaders.userById.load(id);
    return !user || user.deletedAt ? notFound : { ownerId: user.id, snapshot: { title: user.name, text: user.bio } };
  }
  const collection = await context.loaders.collectionById.load(id);
  return collection
    ? { ownerId: collection.creatorId, snapshot: { title: collection.name, text: collection.description } }
    : notFound;
}

/**
 * Files the viewer's report on a subject, after every check a report must pass; counted against
 * the viewer's hourly limit first, so a flood is refused whatever it names.
 */
export async function reportSubject(
  context: GraphQLContext,
  report: { readonly kind: ReportSubject; readonly id: string; readonly reason: ReportReason; readonly note: string },
  { noteRequired = true } = {},
): Promise<ReportRow | Failure> {
  const viewer = context.viewer?.user;
  if (!viewer) return SIGN_IN;
  const limit = await countOperation(context.db, LIMITS.reportPerAccount, viewer.id, context.now().getTime());
  if (!limit.allowed)
    return failure('TooManyRequests', 'You have sent many reports in the last hour. Please try again later.');
  const note = report.note.trim();
  const problem = noteRequired ? reportProblem({ reason: report.reason, note }) : null;
  if (problem) return failure('BadRequest', problem);
  const subject = await subjectOf(context, report.kind, report.id);
  if (isFailure(subject)) return subject;
  if (subject.ownerId === viewer.id)
    return failure('BadRequest', `You cannot report your own ${REPORT_SUBJECT_NAMES[report.kind]}.`);
  const filed: NewReport = {
    reporterId: viewer.id,
    targetUserId: subject.ownerId,
    subjectKind: report.kind,
    subjectId: report.id,
    reason: report.reason,
    note,
    snapshot: subject.snapshot,
  };
  const id = await fileReport(context.db, filed, context.now());
  return (await reportById(context.db, id)) ?? failure('NotFound', NOT_FOUND[report.kind]);
}

/** A report, as its reporter sees it on their reports page. */
const ReportRef = builder.objectRef<ReportRow>('Report').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    subject: t.field({ type: ReportSubjectEnum, resolve: (report) => report.subjectKind }),
    reason: t.field({ type: ReportReasonEnum, resolve: (report) => report.reason }),
    note: t.exposeString('note'),
    state: t.field({ type: ReportStateEnum, resolve: (report) => report.state }),
    /** The subject's title or name when it was reported. */
    title: t.string({ resolve: (report) => report.snapshot.title }),
    createdAt: t.float({ resolve: (report) => report.createdAt.getTime() }),
    decidedAt: t.float({ nullable: true, resolve: (report) => report.decidedAt?.getTime() ?? null }),
    /** The reported story or response as the viewer may see it now; null once it is gone or hidden. */
    post: t.field({
      type: PostRef,
      nullable: true,
      resolve: async (report, _args, context) => {
        if (report.subjectKind !== 'STORY' && report.subjectKind !== 'RESPONSE') return null;
        const post = await resolvePost(context, report.subjectId);
        return isFailure(post) ? null : post;
      },
    }),
    catalog: t.field({
      type: CatalogRef,
      nullable: true,
      resolve: async (report, _args, context) => {
        if (report.subjectKind !== 'LIST') return null;
        const catalog = await resolveCatalog(context, report.subjectId);
        return isFailure(catalog) ? null : catalog;
      },
    }),
    user: t.field({
      type: UserRef,
      nullable: true,
      resolve: async (report, _args, context) => {
        if (report.subjectKind !== 'PROFILE') return null;
        const user = await context.loaders.userById.load(report.subjectId);
        return user && !user.deletedAt ? user : null;
      },
    }),
    collection: t.field({
      type: CollectionRef,
      nullable: true,
      resolve: (report, _args, context) =>
        report.subjectKind === 'PUBLICATION' ? context.loaders.collectionById.load(report.subjectId) : null,
    }),
  }),
});

const ReportResult = resultUnion('ReportResult', ReportRef, [
  'BadRequest',
  'NotFound',
  'Unauthorized',
  'TooManyRequests',
]);

interface ReportPage {
  readonly reports: readonly ReportRow[];
  readonly next: PageCursor | null;
}

const ReportConnection = builder.objectRef<ReportPage>('ReportConnection').implement({
  fields: (t) => ({
    reports: t.field({ type: [ReportRef], resolve: (page) => page.reports }),
    pagingInfo: t.field({ type: PagingInfoRef, resolve: (page) => ({ next: page.next }) }),
  }),
});

builder.queryFields((t) => ({
  /** The viewer's own reports, newest first: what they reported, why, and what became of it. */
  viewerReports: t.field({
    type: ReportConnection,
    args: { paging: t.arg({ type: PagingOptions, required: false }) },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return { reports: [], next: null };
      const limit = pageSize(args.paging?.limit);
      const cursor = parseCursor(args.paging?.to);
      const rows = await reportsBy(context.db, viewer.id, {
        first: limit + 1,
        before: cursor && { createdAt: new Date(cursor.at), id: cursor.id },
      });
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        reports: shown,
        next: rows.length > limit && last ? { limit, to: cursorOf(last.createdAt, last.id) } : null,
      };
    },
  }),
}));

builder.mutationFields((t) => ({
  /** A report on a story, a response, a list, a profile or a publication, with a reason (docs/trust-and-safety.md). */
  reportContent: t.field({
    type: ReportResult,
    args: {
      subject: t.arg({ type: ReportSubjectEnum }),
      id: t.arg.id(),
      reason: t.arg({ type: ReportReasonEnum }),
      note: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) =>
      reportSubject(context, { kind: args.subject, id: String(args.id), reason: args.reason, note: args.note ?? '' }),
  }),
}));
