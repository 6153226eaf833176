import { link } from '../../shared/routes/index.ts';
import {
  APPEAL_STATE_KEYS,
  appealProblem,
  isRestricting,
  MODERATION_ACTIONS,
  moderationActionsFor,
  NOTHING_TO_RESTORE,
  OWN_DECISION,
  OWN_REPORTS,
  REASON_NEEDED,
  REPORT_SUBJECT_NAMES,
  type ReportSubject,
  type RestrictingAction,
} from '../../shared/social/reports.ts';
import {
  appealById,
  decideAppeal,
  decideReports,
  decisionById,
  decisionsAbout,
  fileAppeal,
  moderationLog,
  openAppeals,
  openReportsOwner,
  reportQueue,
  restoreDecision,
  type DecisionAbout,
  type ModerationActionRow,
  type QueuedAppeal,
  type QueuedReports,
} from './moderation-writes.ts';
import { appealMail, moderationMail, restoredMail } from './moderation-mail.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { isModerator } from '../graphql/is-staff.ts';
import { purgeEntityPages, purgePostPages } from '../cache/purge-pages.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { CatalogRef, CollectionRef, PostRef, UserRef } from '../graphql/types/refs.ts';
import { ReportReasonEnum, ReportSubjectEnum } from './report-enums-graphql.ts';
import { failure, type Failure, isFailure, SIGN_IN } from '../graphql/types/failure.ts';

const ModerationActionEnum = builder.enumType('ModerationAction', { values: MODERATION_ACTIONS });
const AppealStateEnum = builder.enumType('AppealState', { values: APPEAL_STATE_KEYS });

/** Moderation lives under /_/ with the staff's tools: for anyone but moderators it is not there. */
const moderatorsOnly = (context: GraphQLContext): Failure | null =>
  isModerator(context) ? null : failure('NotFound', 'Page not found');

/** Who decides, and why: a moderator's decision with its reason, or why it cannot be made. */
function moderatorDecision(
  context: GraphQLContext,
  reason: string,
): { readonly moderatorId: string; readonly reason: string } | Failure {
  const refused = moderatorsOnly(context);
  if (refused) return refused;
  const trimmed = reason.trim();
  return trimmed
    ? { moderatorId: context.viewer?.user.id ?? '', reason: trimmed }
    : failure('BadRequest', REASON_NEEDED);
}

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
    owner: t.field({
      type: UserRef,
      nullable: true,
      resolve: (item, _args, context) => context.loaders.userById.load(item.targetUserId),
    }),
    /** The owner's history with moderators: the newest decisions about them. */
    // at most HISTORY_LENGTH entries, read with the queue in one query
    ownerHistory: t.field({
      type: [ModerationLogEntryRef],
      complexity: { field: 1, multiplier: 1 },
      resolve: (item) => [...item.history],
    }),
    // the subject as it is now, to open it; staff read suspended content too
    post: t.field({
      type: PostRef,
      nullable: true,
      resolve: (item, _args, context) =>
        item.subjectKind === 'STORY' || item.subjectKind === 'RESPONSE'
          ? context.loaders.postById.load(item.subjectId)
          : null,
    }),
    catalog: t.field({
      type: CatalogRef,
      nullable: true,
      resolve: (item, _args, context) =>
        item.subjectKind === 'LIST' ? context.loaders.catalogById.load(item.subjectId) : null,
    }),
    collection: t.field({
      type: CollectionRef,
      nullable: true,
      resolve: (item, _args, context) =>
        item.subjectKind === 'PUBLICATION' ? context.loaders.collectionById.load(item.subjectId) : null,
    }),
  }),
});

const ModerationQueueRef = builder
  .objectRef<{ readonly items: readonly QueuedReports[] }>('ModerationQueue')
  .implement({
    fields: (t) => ({ items: t.field({ type: [QueuedReportsRef], resolve: (queue) => [...queue.items] }) }),
  });

export const ModerationLogEntryRef = builder.objectRef<ModerationActionRow>('ModerationLogEntry').implement({
  description: 'A moderator’s decision from the audit log: on a subject’s reports, or on an appeal.',
  fields: (t) => ({
    id: t.exposeID('id'),
    subject: t.field({ type: ReportSubjectEnum, resolve: (entry) => entry.subjectKind }),
    subjectId: t.exposeID('subjectId'),
    action: t.field({ type: ModerationActionEnum, resolve: (entry) => entry.action }),
    reason: t.exposeString('reason'),
    title: t.exposeString('title'),
    reportCount: t.exposeInt('reportCount'),
    createdAt: t.float({ resolve: (entry) => entry.createdAt.getTime() }),
    moderator: t.field({
      type: UserRef,
      nullable: true,
      resolve: (entry, _args, context) => (entry.moderatorId ? context.loaders.userById.load(entry.moderatorId) : null),
    }),
    owner: t.field({
      type: UserRef,
      nullable: true,
      resolve: (entry, _args, context) =>
        entry.targetUserId ? context.loaders.userById.load(entry.targetUserId) : null,
    }),
    /** Whether what this decision restricted is restricted still: a moderator can restore it. */
    inForce: t.boolean({
      resolve: async (entry, _args, context) => {
        if (entry.action === 'HIDE' && entry.subjectKind === 'LIST')
          return (await context.loaders.catalogById.load(entry.subjectId))?.isSuspended === true;
        if (entry.action === 'HIDE' && entry.subjectKind === 'PUBLICATION')
          return (await context.loaders.collectionById.load(entry.subjectId))?.isSuspended === true;
        if (entry.action === 'HIDE')
          return (await context.loaders.postById.load(entry.subjectId))?.isSuspended === true;
        if (entry.action !== 'LIMIT' && entry.action !== 'SUSPEND') return false;
        const account = await context.loaders.userById.load(entry.subjectId);
        return (entry.action === 'LIMIT' ? account?.isLimited : account?.isSuspended) === true;
      },
    }),
  }),
});

const ModerationLogRef = builder
  .objectRef<{ readonly entries: readonly ModerationActionRow[] }>('ModerationLog')
  .implement({
    fields: (t) => ({ entries: t.field({ type: [ModerationLogEntryRef], resolve: (log) => [...log.entries] }) }),
  });

const ModerationQueueResult = resultUnion('ModerationQueueResult', ModerationQueueRef, ['NotFound']);
const ModerationLogResult = resultUnion('ModerationLogResult', ModerationLogRef, ['NotFound']);
const DecideReportsResult = resultUnion('DecideReportsResult', ModerationQueueRef, [
  'BadRequest',
  'Forbidden',
  'NotFound',
]);

/** The bell's notification for each restriction (a list has a notice of its own: it is no post). */
const toldType = (told: { readonly action: RestrictingAction; readonly subject: ReportSubject }) =>
  told.subject === 'LIST'
    ? ('list_hidden' as const)
    : told.subject === 'PUBLICATION'
      ? ('publication_hidden' as const)
      : ({ HIDE: 'content_hidden', LIMIT: 'account_limited', SUSPEND: 'account_suspended' } as const)[told.action];

interface Told {
  readonly action: RestrictingAction;
  readonly subject: ReportSubject;
  readonly ownerId: string;
  readonly title: string;
  readonly postId: string | null;
  readonly reason: string;
  readonly decisionId: string;
}

/**
 * Tells the person what moderators did and why: an e-mail at their proven address, whatever
 * notification e-mails they turned off, and a notification in the bell.
 */
export async function tellOfDecision(context: GraphQLContext, told: Told): Promise<void> {
  const post = told.postId ? await context.loaders.postById.load(told.postId) : null;
  await mailPerson(context, told.ownerId, (url) =>
    moderationMail(told.action, {
      productName: context.productName,
      subject: told.subject,
      title: post?.title ?? told.title,
      reason: told.reason,
      url,
    }),
  );
  await context.notify({
    kind: 'moderation_decided',
    actorId: null,
    userId: told.ownerId,
    decisionId: told.decisionId,
    notificationType: toldType(told),
    postId: told.postId,
  });
}

builder.queryFields((t) => ({
  /** /_/moderation: every subject with open reports, gravest and most reported first. */
  moderationQueue: t.field({
    type: ModerationQueueResult,
    resolve: async (_root, _args, context) => moderatorsOnly(context) ?? { items: await reportQueue(context.db) },
  }),
  /** /_/moderation/log: the newest decisions, who made them and why. */
  moderationLog: t.field({
    type: ModerationLogResult,
    resolve: async (_root, _args, context) =>
      moderatorsOnly(context) ?? { entries: await moderationLog(context.db, LOG_LENGTH) },
  }),
}));

builder.mutationFields((t) => ({
  /**
   * A moderator's decision on every open report about a subject: dismiss them, hide the story or
   * response, or limit or suspend the account. Each needs a reason, goes to the audit log, and purges the
   * pages that showed the subject. Answers the queue as it is now.
   */
  decideReports: t.field({
    type: DecideReportsResult,
    args: {
      subject: t.arg({ type: ReportSubjectEnum }),
      id: t.arg.id(),
      action: t.arg({ type: ModerationActionEnum }),
      reason: t.arg.string(),
    },
    resolve: async (_root, args, context) => {
      const decided = moderatorDecision(context, args.reason);
      if (isFailure(decided)) return decided;
      const { moderatorId, reason } = decided;
      if (!moderationActionsFor(args.subject).includes(args.action))
        return failure('BadRequest', `That action does not apply to a ${REPORT_SUBJECT_NAMES[args.subject]}.`);
      const subjectId = String(args.id);
      // nobody judges their own work or account
      if ((await openReportsOwner(context.db, args.subject, subjectId)) === moderatorId)
        return failure('Forbidden', OWN_REPORTS);
      const hides = (subject: ReportSubject) => args.action === 'HIDE' && args.subject === subject;
      const post = hides('STORY') || hides('RESPONSE') ? await context.loaders.postById.load(subjectId) : null;
      const list = hides('LIST') ? await context.loaders.catalogById.load(subjectId) : null;
      const publication = hides('PUBLICATION') ? await context.loaders.collectionById.load(subjectId) : null;
      const decisionId = await decideReports(
        context.db,
        { moderatorId, subjectKind: args.subject, subjectId, action: args.action, reason },
        context.now(),
      );
      if (decisionId === null)
        return failure('NotFound', 'There are no open reports on it: another moderator may have decided them.');
      if (post) {
        context.loaders.postById.clear(subjectId);
        await purgePostPages(context, [post]);
        await tellOfDecision(context, {
          action: 'HIDE',
          subject: args.subject,
          ownerId: post.creatorId,
          title: post.title,
          postId: post.id,
          reason,
          decisionId,
        });
      }
      if (list) {
        context.loaders.catalogById.clear(subjectId);
        await purgeEntityPages(context, [{ catalogId: list.id, userId: list.creatorId }]);
        await tellOfDecision(context, {
          action: 'HIDE',
          subject: 'LIST',
          ownerId: list.creatorId,
          title: list.name,
          postId: null,
          reason,
          decisionId,
        });
      }
      if (publication) {
        context.loaders.collectionById.clear(subjectId);
        await purgeEntityPages(context, [{ collectionId: publication.id }]);
        await tellOfDecision(context, {
          action: 'HIDE',
          subject: 'PUBLICATION',
          ownerId: publication.creatorId,
          title: publication.name,
          postId: null,
          reason,
          decisionId,
        });
      }
      if (args.action === 'LIMIT' || args.action === 'SUSPEND') {
        context.loaders.userById.clear(subjectId);
        await purgeEntityPages(context, [{ userId: subjectId }]);
        await tellOfDecision(context, {
          action: args.action,
          subject: args.subject,
          ownerId: subjectId,
          title: '',
          postId: null,
          reason,
          decisionId,
        });
      }
      return { items: await reportQueue(context.db) };
    },
  }),
}));

/** A decision about the viewer's work or account, as they read it: what, why, and their appeal. */
const ModerationDecisionRef = builder.objectRef<DecisionAbout>('ModerationDecision').implement({
  fields: (t) => ({
    id: t.id({ resolve: (about) => about.decision.id }),
    subject: t.field({ type: ReportSubjectEnum, resolve: (about) => about.decision.subjectKind }),
    action: t.field({ type: ModerationActionEnum, resolve: (about) => about.decision.action }),
    reason: t.string({ resolve: (about) => about.decision.reason }),
    title: t.string({ resolve: (about) => about.decision.title }),
    createdAt: t.float({ resolve: (about) => about.decision.createdAt.getTime() }),
    post: t.field({
      type: PostRef,
      nullable: true,
      resolve: (about, _args, context) =>
        about.decision.subjectKind === 'STORY' || about.decision.subjectKind === 'RESPONSE'
          ? context.loaders.postById.load(about.decision.subjectId)
          : null,
    }),
    appealState: t.field({ type: AppealStateEnum, nullable: true, resolve: (about) => about.appeal?.state ?? null }),
    appealText: t.string({ nullable: true, resolve: (about) => about.appeal?.text ?? null }),
    /** The reason the moderator who heard the appeal gave. */
    appealAnswer: t.string({
      nullable: true,
      resolve: (about) => (about.appeal && about.appeal.state !== 'OPEN' ? about.appeal.decisionReason : null),
    }),
  }),
});

const AppealEntryRef = builder.objectRef<QueuedAppeal>('ModerationAppeal').implement({
  description: 'An open appeal, with the decision it asks another moderator to look at again.',
  fields: (t) => ({
    id: t.id({ resolve: (queued) => queued.appeal.id }),
    text: t.string({ resolve: (queued) => queued.appeal.text }),
    createdAt: t.float({ resolve: (queued) => queued.appeal.createdAt.getTime() }),
    decision: t.field({ type: ModerationLogEntryRef, resolve: (queued) => queued.decision }),
    post: t.field({
      type: PostRef,
      nullable: true,
      resolve: (queued, _args, context) =>
        queued.decision.subjectKind === 'STORY' || queued.decision.subjectKind === 'RESPONSE'
          ? context.loaders.postById.load(queued.decision.subjectId)
          : null,
    }),
  }),
});

const ModerationAppealsRef = builder
  .objectRef<{ readonly items: readonly QueuedAppeal[] }>('ModerationAppeals')
  .implement({
    fields: (t) => ({ items: t.field({ type: [AppealEntryRef], resolve: (appeals) => [...appeals.items] }) }),
  });

const AppealResult = resultUnion('AppealResult', ModerationDecisionRef, [
  'AlreadyExists',
  'BadRequest',
  'NotFound',
  'Unauthorized',
]);
const ModerationAppealsResult = resultUnion('ModerationAppealsResult', ModerationAppealsRef, ['NotFound']);
const DecideAppealResult = resultUnion('DecideAppealResult', ModerationAppealsRef, [
  'BadRequest',
  'Forbidden',
  'NotFound',
]);

builder.queryFields((t) => ({
  /** /me/moderation: the hidings, limits and suspensions about the viewer's work or account, with their appeals. */
  viewerModerationDecisions: t.field({
    type: [ModerationDecisionRef],
    resolve: async (_root, _args, context) =>
      context.viewer ? decisionsAbout(context.db, context.viewer.user.id) : [],
  }),
  /** /_/moderation/appeals: open appeals, oldest first. */
  moderationAppeals: t.field({
    type: ModerationAppealsResult,
    resolve: async (_root, _args, context) => moderatorsOnly(context) ?? { items: await openAppeals(context.db) },
  }),
}));

builder.mutationFields((t) => ({
  /** The person a hiding, a limit or a suspension is about asks another moderator to look again: once per decision. */
  appealDecision: t.field({
    type: AppealResult,
    args: { decisionId: t.arg.id(), text: t.arg.string() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const decision = await decisionById(context.db, String(args.decisionId));
      // someone else's decision is not there for them
      if (!decision || decision.targetUserId !== viewer.id || !isRestricting(decision.action))
        return failure('NotFound', 'There is no such decision about your work.');
      const problem = appealProblem(args.text);
      if (problem) return failure('BadRequest', problem);
      const filed = await fileAppeal(
        context.db,
        { actionId: decision.id, userId: viewer.id, text: args.text.trim() },
        context.now(),
      );
      if (filed === null)
        return failure(
          'AlreadyExists',
          'You have appealed this decision already: each decision is heard once more, not twice.',
        );
      const about = (await decisionsAbout(context.db, viewer.id)).find((each) => each.decision.id === decision.id);
      return about ?? failure('NotFound', 'There is no such decision about your work.');
    },
  }),
  /**
   * Another moderator hears an appeal: granting it restores what the decision hid or suspended
   * (and writes RESTORE to the log), denying it lets the decision stand. Either needs a reason,
   * which the person reads. Answers the open appeals as they are now.
   */
  decideAppeal: t.field({
    type: DecideAppealResult,
    args: { id: t.arg.id(), grant: t.arg.boolean(), reason: t.arg.string() },
    resolve: async (_root, args, context) => {
      const decided = moderatorDecision(context, args.reason);
      if (isFailure(decided)) return decided;
      const { moderatorId: deciderId, reason } = decided;
      const queued = await appealById(context.db, String(args.id));
      if (queued?.appeal.state !== 'OPEN')
        return failure('NotFound', 'There is no open appeal by that id: another moderator may have heard it.');
      if (queued.decision.moderatorId === deciderId || queued.appeal.userId === deciderId)
        return failure('Forbidden', OWN_DECISION);
      if (!(await decideAppeal(context.db, queued, { deciderId, grant: args.grant, reason }, context.now()))) {
        return failure('NotFound', 'There is no open appeal by that id: another moderator may have heard it.');
      }
      if (args.grant) await purgeRestored(context, queued.decision);
      const { decision } = queued;
      await mailPerson(context, queued.appeal.userId, (url) =>
        appealMail(args.grant, {
          productName: context.productName,
          subject: decision.subjectKind,
          title: decision.title,
          reason,
          url,
        }),
      );
      return { items: await openAppeals(context.db) };
    },
  }),
}));

const RestoreResult = resultUnion('RestoreDecisionResult', ModerationLogRef, ['BadRequest', 'Forbidden', 'NotFound']);

builder.mutationFields((t) => ({
  /**
   * A moderator lifts a hiding, a limit or a suspension on their own, with a reason: the log gets
   * RESTORE, an open appeal of it is granted, the person is told by e-mail, and the pages that
   * showed the subject are purged. Answers the log as it is now.
   */
  restoreDecision: t.field({
    type: RestoreResult,
    args: { decisionId: t.arg.id(), reason: t.arg.string() },
    resolve: async (_root, args, context) => {
      const decided = moderatorDecision(context, args.reason);
      if (isFailure(decided)) return decided;
      const { moderatorId, reason } = decided;
      const decision = await decisionById(context.db, String(args.decisionId));
      if (!decision || !isRestricting(decision.action)) return failure('NotFound', NOTHING_TO_RESTORE);
      if (decision.targetUserId === moderatorId) return failure('Forbidden', OWN_REPORTS);
      const restored = await restoreDecision(
        context.db,
        { ...decision, action: decision.action },
        { moderatorId, reason },
        context.now(),
      );
      if (restored === null) return failure('NotFound', NOTHING_TO_RESTORE);
      await purgeRestored(context, decision);
      if (decision.targetUserId) {
        await mailPerson(context, decision.targetUserId, (url) =>
          restoredMail({
            productName: context.productName,
            subject: decision.subjectKind,
            title: decision.title,
            reason,
            url,
          }),
        );
      }
      return { entries: await moderationLog(context.db, LOG_LENGTH) };
    },
  }),
}));

/** Purges the pages a lifted restriction changes: the story's, or every page naming the account. */
async function purgeRestored(context: GraphQLContext, decision: ModerationActionRow): Promise<void> {
  if (decision.action === 'HIDE' && decision.subjectKind === 'LIST') {
    context.loaders.catalogById.clear(decision.subjectId);
    await purgeEntityPages(context, [{ catalogId: decision.subjectId, userId: decision.targetUserId }]);
    return;
  }
  if (decision.action === 'HIDE' && decision.subjectKind === 'PUBLICATION') {
    context.loaders.collectionById.clear(decision.subjectId);
    await purgeEntityPages(context, [{ collectionId: decision.subjectId }]);
    return;
  }
  if (decision.action === 'HIDE') {
    context.loaders.postById.clear(decision.subjectId);
    const post = await context.loaders.postById.load(decision.subjectId);
    if (post) await purgePostPages(context, [post]);
    return;
  }
  context.loaders.userById.clear(decision.subjectId);
  await purgeEntityPages(context, [{ userId: decision.subjectId }]);
}

/** E-mails a person about moderators' decisions at their proven address, with a link to their moderation page. */
async function mailPerson(
  context: GraphQLContext,
  userId: string,
  compose: (url: string) => { readonly subject: string; readonly text: string },
): Promise<void> {
  const person = await context.loaders.userById.load(userId);
  if (!person?.email) return;
  const url = `${context.linkContext.authOrigin}${link('ShowYourModeration')}`;
  const mail = compose(url);
  await context.mailer.send({ to: person.email, subject: mail.subject, text: mail.text, links: [url] });
}
