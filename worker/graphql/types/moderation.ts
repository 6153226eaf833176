import { MODERATION_ACTIONS, moderationActionsFor, OWN_REPORTS, REPORT_SUBJECT_NAMES } from '../../../shared/social/reports.ts';
import { decideReports, moderationLog, openReportsOwner, reportQueue, type ModerationActionRow, type QueuedReports } from '../../db/moderation-writes.ts';
import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { isStaff } from '../is-staff.ts';
import { purgeEntityPages, purgePostPages } from '../purge-pages.ts';
import { type Failure, failure, resultUnion } from './failures.ts';
import { CatalogRef, CollectionRef, PostRef, UserRef } from './refs.ts';
import { ReportReasonEnum, ReportSubjectEnum } from './reports.ts';

const ModerationActionEnum = builder.enumType('ModerationAction', { values: MODERATION_ACTIONS });

/** Moderation lives under /_/ with the staff's tools: for anyone else it is not there. */
const moderatorsOnly = (context: GraphQLContext): Failure | null => (isStaff(context) ? null : failure('NotFound', 'Page not found'));

/** How many decisions the log shows: the newest. */
const LOG_LENGTH = 100;

const QueuedReportsRef = builder.objectRef<QueuedReports>('QueuedReports').implement({
  description: 'One subject’s open reports in the moderators’ queue, with what it showed when reported.',
  fields: (t) => ({
    subject: t.field({ type: ReportSubjectEnum, resolve: (item) => item.subjectKind }),
    subjectId: t.exposeID('subjectId'),
    reasons: t.field({ type: [ReportReasonEnum], resolve: (item) => [...item.reasons] }),
    gravest: t.field({ type: ReportReasonEnum, resolve: (item) => item.gravest }),
    reportCount: t.exposeInt('reportCount'),
    latestAt: t.exposeFloat('latestAt'),
    notes: t.exposeStringList('notes'),
    title: t.string({ resolve: (item) => item.snapshot.title }),
    text: t.string({ resolve: (item) => item.snapshot.text }),
    actions: t.field({ type: [ModerationActionEnum], resolve: (item) => [...moderationActionsFor(item.subjectKind)] }),
    owner: t.field({ type: UserRef, nullable: true, resolve: (item, _args, context) => context.loaders.userById.load(item.targetUserId) }),
    // the subject as it is now, to open it; staff read suspended content too
    post: t.field({
      type: PostRef,
      nullable: true,
      resolve: (item, _args, context) => (item.subjectKind === 'STORY' || item.subjectKind === 'RESPONSE' ? context.loaders.postById.load(item.subjectId) : null),
    }),
    catalog: t.field({ type: CatalogRef, nullable: true, resolve: (item, _args, context) => (item.subjectKind === 'LIST' ? context.loaders.catalogById.load(item.subjectId) : null) }),
    collection: t.field({
      type: CollectionRef,
      nullable: true,
      resolve: (item, _args, context) => (item.subjectKind === 'PUBLICATION' ? context.loaders.collectionById.load(item.subjectId) : null),
    }),
  }),
});

const ModerationQueueRef = builder.objectRef<{ readonly items: readonly QueuedReports[] }>('ModerationQueue').implement({
  fields: (t) => ({ items: t.field({ type: [QueuedReportsRef], resolve: (queue) => [...queue.items] }) }),
});

const ModerationLogEntryRef = builder.objectRef<ModerationActionRow>('ModerationLogEntry').implement({
  description: 'A moderator’s decision on a subject’s reports, from the audit log.',
  fields: (t) => ({
    id: t.exposeID('id'),
    subject: t.field({ type: ReportSubjectEnum, resolve: (entry) => entry.subjectKind }),
    subjectId: t.exposeID('subjectId'),
    action: t.field({ type: ModerationActionEnum, resolve: (entry) => entry.action }),
    reason: t.exposeString('reason'),
    title: t.exposeString('title'),
    reportCount: t.exposeInt('reportCount'),
    createdAt: t.float({ resolve: (entry) => entry.createdAt.getTime() }),
    moderator: t.field({ type: UserRef, nullable: true, resolve: (entry, _args, context) => (entry.moderatorId ? context.loaders.userById.load(entry.moderatorId) : null) }),
    owner: t.field({ type: UserRef, nullable: true, resolve: (entry, _args, context) => (entry.targetUserId ? context.loaders.userById.load(entry.targetUserId) : null) }),
  }),
});

const ModerationLogRef = builder.objectRef<{ readonly entries: readonly ModerationActionRow[] }>('ModerationLog').implement({
  fields: (t) => ({ entries: t.field({ type: [ModerationLogEntryRef], resolve: (log) => [...log.entries] }) }),
});

const ModerationQueueResult = resultUnion('ModerationQueueResult', ModerationQueueRef, ['NotFound']);
const ModerationLogResult = resultUnion('ModerationLogResult', ModerationLogRef, ['NotFound']);
const DecideReportsResult = resultUnion('DecideReportsResult', ModerationQueueRef, ['BadRequest', 'Forbidden', 'NotFound']);

builder.queryFields((t) => ({
  /** /_/moderation: every subject with open reports, gravest and most reported first. */
  moderationQueue: t.field({
    type: ModerationQueueResult,
    resolve: async (_root, _args, context) => moderatorsOnly(context) ?? { items: await reportQueue(context.db) },
  }),
  /** /_/moderation/log: the newest decisions, who made them and why. */
  moderationLog: t.field({
    type: ModerationLogResult,
    resolve: async (_root, _args, context) => moderatorsOnly(context) ?? { entries: await moderationLog(context.db, LOG_LENGTH) },
  }),
}));

builder.mutationFields((t) => ({
  /**
   * A moderator's decision on every open report about a subject: dismiss them, hide the story or
   * response, or suspend the account. Each needs a reason, goes to the audit log, and purges the
   * pages that showed the subject. Answers the queue as it is now.
   */
  decideReports: t.field({
    type: DecideReportsResult,
    args: { subject: t.arg({ type: ReportSubjectEnum }), id: t.arg.id(), action: t.arg({ type: ModerationActionEnum }), reason: t.arg.string() },
    resolve: async (_root, args, context) => {
      const refused = moderatorsOnly(context);
      if (refused) return refused;
      const moderatorId = context.viewer?.user.id ?? '';
      const reason = args.reason.trim();
      if (!reason) return failure('BadRequest', 'Give a reason for this decision: the log keeps it.');
      if (!moderationActionsFor(args.subject).includes(args.action)) return failure('BadRequest', `That action does not apply to a ${REPORT_SUBJECT_NAMES[args.subject]}.`);
      const subjectId = String(args.id);
      // nobody judges their own work or account
      if ((await openReportsOwner(context.db, args.subject, subjectId)) === moderatorId) return failure('Forbidden', OWN_REPORTS);
      const post = args.action === 'HIDE' ? await context.loaders.postById.load(subjectId) : null;
      const decided = await decideReports(context.db, { moderatorId, subjectKind: args.subject, subjectId, action: args.action, reason }, context.now());
      if (decided === 0) return failure('NotFound', 'There are no open reports on it: another moderator may have decided them.');
      if (post) {
        context.loaders.postById.clear(subjectId);
        await purgePostPages(context, [post]);
      }
      if (args.action === 'SUSPEND') {
        context.loaders.userById.clear(subjectId);
        await purgeEntityPages(context, [{ userId: subjectId }]);
      }
      return { items: await reportQueue(context.db) };
    },
  }),
}));
