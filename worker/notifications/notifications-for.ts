/**
 * What happened, as the mutation that caused it saw it. Each event names the people it concerns,
 * so the queue's consumer needs no second look at the story or publication.
 */
export type NotificationEvent =
  | { readonly kind: 'user_followed'; readonly actorId: string; readonly userId: string }
  | {
      readonly kind: 'collection_followed';
      readonly actorId: string;
      readonly collectionId: string;
      readonly editorIds: readonly string[];
    }
  | {
      readonly kind: 'post_clapped';
      readonly actorId: string;
      readonly postId: string;
      readonly creatorId: string;
      readonly clapsBefore: number;
      readonly clapsAfter: number;
    }
  | {
      readonly kind: 'response_created';
      readonly actorId: string;
      readonly responseId: string;
      /** The story or response answered, and its writer. */
      readonly parentPostId: string;
      readonly parentCreatorId: string;
    }
  | {
      readonly kind: 'catalog_response_created';
      readonly actorId: string;
      readonly responseId: string;
      readonly catalogId: string;
      readonly catalogCreatorId: string;
    }
  | {
      readonly kind: 'post_quoted';
      readonly actorId: string;
      readonly highlightId: string;
      readonly postId: string;
      readonly creatorId: string;
    }
  | {
      readonly kind: 'note_created';
      readonly actorId: string;
      readonly noteId: string;
      readonly postId: string;
      readonly creatorId: string;
    }
  /** A story or response published with `@username`s of these people (shared/content/mentions.ts). */
  | {
      readonly kind: 'post_mentioned';
      readonly actorId: string;
      readonly postId: string;
      readonly userIds: readonly string[];
    }
  | {
      readonly kind: 'note_replied';
      readonly actorId: string;
      readonly noteReplyId: string;
      readonly noteId: string;
      readonly postId: string;
      /** The note's author and the story's writer: the conversation's two sides. */
      readonly participantIds: readonly string[];
    }
  /** A reader paid for a membership from this writer's membership page (worker/payments/stripe-webhook.ts). */
  | { readonly kind: 'membership_referred'; readonly actorId: string; readonly referrerId: string }
  | {
      readonly kind: 'collection_invitation';
      readonly actorId: string;
      readonly collectionId: string;
      readonly inviteeId: string;
    }
  /** An editor published a writer's submission (the specification's statusForCollection PENDING → published). */
  | {
      readonly kind: 'submission_approved';
      readonly actorId: string;
      readonly postId: string;
      readonly collectionId: string;
      readonly creatorId: string;
    }
  | {
      readonly kind: 'collection_invitation_accepted';
      readonly actorId: string;
      readonly collectionId: string;
      readonly inviterId: string;
    }
  | {
      readonly kind: 'post_submitted';
      readonly actorId: string;
      readonly postId: string;
      readonly collectionId: string;
      readonly editorIds: readonly string[];
    }
  /** The daily cron's tax reminders (worker/partner/queue-tax-reminders.ts): nobody's doing, so no actor. */
  | {
      readonly kind: 'tax_reminder';
      readonly actorId: null;
      readonly userId: string;
      readonly notificationType: string;
      readonly deadline: number;
    }
  /** Moderators hid a story or response of this person's, or limited or suspended their account (docs/trust-and-safety.md). */
  | {
      readonly kind: 'moderation_decided';
      readonly actorId: null;
      readonly userId: string;
      readonly decisionId: string;
      readonly notificationType:
        | 'content_hidden'
        | 'list_hidden'
        | 'publication_hidden'
        | 'account_limited'
        | 'account_suspended';
      readonly postId: string | null;
    }
  /** The stats rollup counted reads of a story: its totals before and after. */
  | {
      readonly kind: 'post_read';
      readonly actorId: null;
      readonly postId: string;
      readonly creatorId: string;
      readonly readsBefore: number;
      readonly readsAfter: number;
    };

/** A notification to store: who gets it, of which type, about what. */
export interface NotificationDraft {
  readonly userId: string;
  readonly notificationType: string;
  readonly actorId: string | null;
  readonly rollupKey: string;
  /**
   * Names the notification among all others: a second event with the same key adds nothing. So
   * following, unfollowing and following again notifies once, and a redelivered message too.
   */
  readonly dedupeKey: string;
  readonly postId?: string;
  readonly collectionId?: string;
  readonly catalogId?: string;
  readonly responsePostId?: string;
  readonly noteId?: string;
  readonly noteReplyId?: string;
  readonly quoteId?: string;
  readonly milestoneArg?: number;
}

/** Clap and read totals a writer hears about when a story reaches them. */
export const CLAP_MILESTONES = [10, 50, 100, 500, 1000, 5000, 10000] as const;

const crossed = (before: number, after: number) =>
  CLAP_MILESTONES.filter((milestone) => before < milestone && milestone <= after);

/** A story's milestones passed between two totals, each a notification of its own kind. */
const milestonesOf = (
  type: string,
  userId: string,
  postId: string,
  before: number,
  after: number,
): NotificationDraft[] =>
  crossed(before, after).map((milestone) => ({
    userId,
    notificationType: type,
    actorId: null,
    postId,
    milestoneArg: milestone,
    rollupKey: `${type}:${postId}:${milestone}`,
    dedupeKey: `${type}:${postId}:${milestone}`,
  }));

/**
 * The notifications an event causes. Nobody is notified of their own doing, and each person
 * once per event. Whether the recipient has muted or blocked the actor is the consumer's check.
 */
export function notificationsFor(event: NotificationEvent): NotificationDraft[] {
  const drafts = draftsFor(event);
  const seen = new Set<string>();
  return drafts.filter((draft) => {
    if (draft.actorId !== null && draft.userId === draft.actorId) return false;
    if (seen.has(draft.dedupeKey)) return false;
    seen.add(draft.dedupeKey);
    return true;
  });
}

function draftsFor(event: NotificationEvent): NotificationDraft[] {
  switch (event.kind) {
    case 'user_followed': {
      const type = 'users_following_you';
      return [
        {
          userId: event.userId,
          notificationType: type,
          actorId: event.actorId,
          rollupKey: `${type}:${event.userId}`,
          dedupeKey: `${type}:${event.userId}:${event.actorId}`,
        },
      ];
    }
    case 'collection_followed': {
      const type = 'users_following_collection';
      return event.editorIds.map((userId) => ({
        userId,
        notificationType: type,
        actorId: event.actorId,
        collectionId: event.collectionId,
        rollupKey: `${type}:${event.collectionId}`,
        dedupeKey: `${type}:${userId}:${event.collectionId}:${event.actorId}`,
      }));
    }
    case 'post_clapped': {
      const clap: NotificationDraft = {
        userId: event.creatorId,
        notificationType: 'post_recommended',
        actorId: event.actorId,
        postId: event.postId,
        rollupKey: `post_recommended:${event.postId}`,
        dedupeKey: `post_recommended:${event.postId}:${event.actorId}`,
      };
      return [
        clap,
        ...milestonesOf(
          'post_recommended_milestone',
          event.creatorId,
          event.postId,
          event.clapsBefore,
          event.clapsAfter,
        ),
      ];
    }
    case 'response_created':
      return [
        {
          userId: event.parentCreatorId,
          notificationType: 'response_created',
          actorId: event.actorId,
          postId: event.parentPostId,
          responsePostId: event.responseId,
          rollupKey: `response_created:${event.parentPostId}`,
          dedupeKey: `response_created:${event.responseId}`,
        },
      ];
    case 'catalog_response_created':
      return [
        {
          userId: event.catalogCreatorId,
          notificationType: 'catalog_response_created',
          actorId: event.actorId,
          catalogId: event.catalogId,
          responsePostId: event.responseId,
          rollupKey: `catalog_response_created:${event.catalogId}`,
          dedupeKey: `catalog_response_created:${event.responseId}`,
        },
      ];
    case 'post_quoted':
      return [
        {
          userId: event.creatorId,
          notificationType: 'quote',
          actorId: event.actorId,
          postId: event.postId,
          quoteId: event.highlightId,
          rollupKey: `quote:${event.postId}`,
          dedupeKey: `quote:${event.highlightId}`,
        },
      ];
    case 'note_created':
      return [
        {
          userId: event.creatorId,
          notificationType: 'note_created',
          actorId: event.actorId,
          postId: event.postId,
          noteId: event.noteId,
          rollupKey: `note_created:${event.noteId}`,
          dedupeKey: `note_created:${event.noteId}`,
        },
      ];
    case 'post_mentioned':
      // once per story and person, however often it is published again
      return event.userIds.map((userId) => ({
        userId,
        notificationType: 'mention_in_post',
        actorId: event.actorId,
        postId: event.postId,
        rollupKey: `mention_in_post:${event.postId}:${userId}`,
        dedupeKey: `mention_in_post:${event.postId}:${userId}`,
      }));
    case 'note_replied':
      return event.participantIds.map((userId) => ({
        userId,
        notificationType: 'note_reply_created',
        actorId: event.actorId,
        postId: event.postId,
        noteId: event.noteId,
        noteReplyId: event.noteReplyId,
        rollupKey: `note_reply_created:${event.noteReplyId}`,
        dedupeKey: `note_reply_created:${userId}:${event.noteReplyId}`,
      }));
    case 'membership_referred': {
      const type = 'users_referred_membership';
      return [
        {
          userId: event.referrerId,
          notificationType: type,
          actorId: event.actorId,
          rollupKey: `${type}:${event.referrerId}`,
          dedupeKey: `${type}:${event.referrerId}:${event.actorId}`,
        },
      ];
    }
    case 'collection_invitation':
      return [
        {
          userId: event.inviteeId,
          notificationType: 'collection_invitation',
          actorId: event.actorId,
          collectionId: event.collectionId,
          rollupKey: `collection_invitation:${event.collectionId}:${event.inviteeId}`,
          dedupeKey: `collection_invitation:${event.collectionId}:${event.inviteeId}`,
        },
      ];
    case 'submission_approved':
      return [
        {
          userId: event.creatorId,
          notificationType: 'post_approved_in_collection',
          actorId: event.actorId,
          postId: event.postId,
          collectionId: event.collectionId,
          rollupKey: `post_approved_in_collection:${event.postId}`,
          dedupeKey: `post_approved_in_collection:${event.postId}`,
        },
      ];
    case 'collection_invitation_accepted':
      return [
        {
          userId: event.inviterId,
          notificationType: 'collection_invitation_accepted',
          actorId: event.actorId,
          collectionId: event.collectionId,
          rollupKey: `collection_invitation_accepted:${event.collectionId}:${event.actorId}`,
          dedupeKey: `collection_invitation_accepted:${event.collectionId}:${event.actorId}`,
        },
      ];
    case 'post_read':
      return milestonesOf('post_read_milestone', event.creatorId, event.postId, event.readsBefore, event.readsAfter);
    case 'moderation_decided':
      // moderators act for Quire: no one is named
      return [
        {
          userId: event.userId,
          notificationType: event.notificationType,
          actorId: null,
          ...(event.postId ? { postId: event.postId } : {}),
          rollupKey: `${event.notificationType}:${event.decisionId}`,
          dedupeKey: `${event.notificationType}:${event.decisionId}`,
        },
      ];
    case 'tax_reminder':
      // once per stage and deadline, however many days the stage lasts
      return [
        {
          userId: event.userId,
          notificationType: event.notificationType,
          actorId: null,
          rollupKey: `${event.notificationType}:${event.userId}`,
          dedupeKey: `${event.notificationType}:${event.userId}:${event.deadline}`,
        },
      ];
    case 'post_submitted':
      return event.editorIds.map((userId) => ({
        userId,
        notificationType: 'post_submitted_to_collection',
        actorId: event.actorId,
        postId: event.postId,
        collectionId: event.collectionId,
        rollupKey: `post_submitted_to_collection:${event.postId}`,
        dedupeKey: `post_submitted_to_collection:${userId}:${event.postId}`,
      }));
  }
}
