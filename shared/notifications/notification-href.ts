import type { LinkParams } from '../routes/format-pattern.ts';
import type { RouteName } from '../routes/index.ts';
import { ROLLUP_SUFFIX } from './notification-text.ts';

type Addressed = { readonly mediumUrl: string | null } | null;

/** A notification as the panel gets it: only what its link needs. */
export interface NotificationTargets {
  readonly notificationType: string;
  readonly actor: Addressed;
  readonly post: { readonly id: string; readonly mediumUrl: string | null } | null;
  readonly responsePost: Addressed;
  readonly catalog: Addressed;
  readonly collection: { readonly slug: string } | null;
  readonly note: { readonly id: string } | null;
}

/** Types whose rollups open the story or list with its responses showing. */
const THREADED = new Set(['response_created', 'catalog_response_created', 'quote']);

/**
 * The story or list with its responses open and in view: the heading's anchor makes the browser
 * scroll there, and scroll again once the pictures above have loaded.
 */
const withResponsesOpen = (url: string) => `${url}${url.includes('?') ? '&' : '?'}responsesOpen=true#responses-heading`;

/**
 * Where a notification row leads (docs/spec-checklist.md 1 §2.11): a private note opens on its story at the note's
 * anchor; a rollup of responses opens the story or list with `responsesOpen=true`; tax reminders
 * lead to the tax page. Null when what it was about is gone.
 */
export function notificationHref(
  row: NotificationTargets,
  link: (name: RouteName, params?: LinkParams) => string,
  viewerUsername: string,
): string | null {
  const rolledUp = row.notificationType.endsWith(ROLLUP_SUFFIX);
  const type = rolledUp ? row.notificationType.slice(0, -ROLLUP_SUFFIX.length) : row.notificationType;
  if (type.startsWith('tax_')) return link('ShowPartnerTaxes');
  if (type === 'post_read_milestone') return row.post ? link('ShowStatsPost', { postId: row.post.id }) : null;
  // the person's moderation page says why, and takes their appeal
  if (
    type === 'content_hidden' ||
    type === 'list_hidden' ||
    type === 'publication_hidden' ||
    type === 'account_limited' ||
    type === 'account_suspended'
  )
    return link('ShowYourModeration');
  if (rolledUp && THREADED.has(type)) {
    const parent = row.post?.mediumUrl ?? row.catalog?.mediumUrl;
    return parent ? withResponsesOpen(parent) : null;
  }
  switch (type) {
    case 'note_created':
    case 'note_reply_created':
      return row.post?.mediumUrl && row.note ? `${row.post.mediumUrl}#anchor-${row.note.id}` : null;
    case 'response_created':
    case 'catalog_response_created':
      return row.responsePost?.mediumUrl ?? null;
    case 'users_following_you':
      return rolledUp ? link('ShowUserFollowers', { username: viewerUsername }) : (row.actor?.mediumUrl ?? null);
    case 'users_following_collection':
    case 'users_referred_membership':
      return row.actor?.mediumUrl ?? null;
    case 'collection_invitation':
      return link('ShowYourCollections');
    case 'collection_invitation_accepted':
    case 'collection_writer_added':
    case 'collection_editor_added':
      return row.collection ? link('ShowCollectionHome', { collectionSlug: row.collection.slug }) : null;
    case 'catalog_post_added':
    case 'catalog_recommended':
    case 'catalog_saved':
      return row.catalog?.mediumUrl ?? null;
    case 'newsletter_subscribed':
    case 'membership_gift_redeemed':
      return row.actor?.mediumUrl ?? null;
    case 'membership_gift_received':
    case 'membership_started':
    case 'membership_ending':
      return link('ShowPay');
    case 'partner_program_enrolled':
    case 'partner_program_payout_sent':
      return link('ShowPartnerDashboard');
    case 'post_submitted_to_collection':
      return row.collection ? link('ShowCollectionSubmissions', { collectionSlug: row.collection.slug }) : null;
    default:
      return row.post?.mediumUrl ?? null;
  }
}
