import { NEWSLETTER_TYPES } from '../../shared/content/enumerations.ts';
import { MAX_IMPORT_ADDRESSES, parseSubscriberCsv } from '../../shared/newsletters/subscriber-csv.ts';
import { link } from '../../shared/routes/index.ts';
import { normalizeEmail, validateEmail } from '../../shared/validation/account-fields.ts';
import { randomHex } from '../../shared/hex.ts';
import { isLinkSignature } from '../auth/link-signature.ts';
import { countOperation, LIMITS } from '../auth/operation-limits.ts';
import { randomToken } from '../auth/random-token.ts';
import { confirmationMail } from './subscription-mails.ts';
import { hashToken } from '../auth/hash-token.ts';
import {
  authorNewsletter,
  confirmSubscription,
  isSuppressed,
  type NewsletterRow,
  subscribe,
  subscriberFor,
  type SubscriberRow,
  subscriptionsOf,
  subscriptionState,
  type SubscriptionState,
  unsubscribe,
} from './newsletter-writes.ts';
import type { UserRow } from '../db/schema/index.ts';
import { EMAIL_SETTINGS_PURPOSE } from './mail-issue.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { UserRef } from '../graphql/types/refs.ts';
import { newsletterById, subscriberByEmail, subscriberById, subscriberCount } from './newsletter-queries.ts';
import { failure, type Failure, SIGN_IN } from '../graphql/types/failure.ts';

const NewsletterTypeEnum = builder.enumType('NewsletterType', { values: NEWSLETTER_TYPES });
export const SubscriptionStateEnum = builder.enumType('NewsletterSubscriptionState', {
  values: ['PENDING', 'ACTIVE', 'UNSUBSCRIBED'] as const,
});

export const NewsletterRef = builder.objectRef<NewsletterRow>('Newsletter').implement({
  description: 'A writer’s or a publication’s newsletter: its stories by e-mail.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    type: t.field({ type: NewsletterTypeEnum, resolve: (newsletter) => newsletter.kind }),
    writer: t.field({
      type: UserRef,
      nullable: true,
      resolve: (newsletter, _args, context) =>
        newsletter.userId ? context.loaders.userById.load(newsletter.userId) : null,
    }),
  }),
});

export interface Subscription {
  readonly newsletter: NewsletterRow;
  readonly state: SubscriptionState;
}

const NewsletterSubscriptionRef = builder.objectRef<Subscription>('NewsletterSubscription').implement({
  fields: (t) => ({
    id: t.id({ resolve: (subscription) => subscription.newsletter.id }),
    newsletter: t.field({ type: NewsletterRef, resolve: (subscription) => subscription.newsletter }),
    state: t.field({ type: SubscriptionStateEnum, resolve: (subscription) => subscription.state }),
  }),
});

interface EmailSettings {
  readonly subscriber: SubscriberRow;
  readonly subscriptions: readonly Subscription[];
}

const EmailSettingsRef = builder.objectRef<EmailSettings>('EmailSettings').implement({
  description: 'A subscriber’s newsletters, as their signed e-mail settings link shows them.',
  fields: (t) => ({
    id: t.id({ resolve: (settings) => settings.subscriber.id }),
    email: t.string({ resolve: (settings) => settings.subscriber.email }),
    subscriptions: t.field({ type: [NewsletterSubscriptionRef], resolve: (settings) => [...settings.subscriptions] }),
  }),
});

export const SubscribeResult = resultUnion('SubscribeResult', NewsletterSubscriptionRef, [
  'BadRequest',
  'NotFound',
  'TooManyRequests',
]);
const ConfirmSubscriptionResult = resultUnion('ConfirmSubscriptionResult', NewsletterSubscriptionRef, ['NotFound']);
const EmailSettingsResult = resultUnion('EmailSettingsResult', EmailSettingsRef, ['NotFound', 'Unauthorized']);

const NOT_A_WRITER = failure('NotFound', 'There is no writer by that name.');
const LINK_USED = failure(
  'NotFound',
  'This confirmation link has expired or was already used. Subscribe again to get a new one.',
);
const BAD_LINK = failure('NotFound', 'This link is not valid. Use the newest link in one of our e-mails.');

const settingsOf = async (context: GraphQLContext, subscriber: SubscriberRow): Promise<EmailSettings> => ({
  subscriber,
  subscriptions: await subscriptionsOf(context.db, subscriber.id),
});

/** The subscriber a signed e-mail link names; null when the signature is not Quire's. */
async function linkedSubscriber(
  context: GraphQLContext,
  subscriberId: string,
  signature: string,
): Promise<SubscriberRow | null> {
  if (!(await isLinkSignature(context.signing, EMAIL_SETTINGS_PURPOSE, subscriberId, signature))) return null;
  return (await subscriberById(context.db, subscriberId)) ?? null;
}

/** The signed-in reader as a subscriber: their account's address, when they have one. */
export async function viewerSubscriber(context: GraphQLContext): Promise<SubscriberRow | null> {
  const viewer = context.viewer?.user;
  if (!viewer?.email) return null;
  return (await subscriberByEmail(context.db, normalizeEmail(viewer.email))) ?? null;
}

/** Who a newsletter's mail speaks for, and where its confirmation link leads. */
export interface NewsletterOwner {
  readonly newsletter: NewsletterRow;
  /** The writer, or the publication's creator: they cannot subscribe to their own. */
  readonly ownerIds: readonly string[];
  readonly name: string;
  /** The page whose ?confirm= confirms a subscription (the subscribe page or the newsletter's landing). */
  readonly confirmPath: string;
}

/** A writer's newsletter as a NewsletterOwner: made the first time it is asked for. */
export const writerNewsletter = async (context: GraphQLContext, writer: UserRow): Promise<NewsletterOwner> => ({
  newsletter: await authorNewsletter(context.db, writer),
  ownerIds: [writer.id],
  name: writer.name,
  confirmPath: link('ShowSubscribeToUser', { username: writer.username ?? '' }),
});

/**
 * What an import did: addresses invited to confirm, those already subscribed, lines that are no
 * address; or, for a list too long to take at once, how many addresses went to the jobs queue.
 */
export interface ImportOutcome {
  readonly invited: number;
  readonly alreadySubscribed: number;
  readonly rejected: readonly string[];
  readonly queued: number;
}

/**
 * Imports a list into a newsletter: every address gets one confirmation mail and nothing more
 * until it confirms, since it never opted in here; five imports a day for the one who imports,
 * counted before the newsletter is even made. Up to MAX_IMPORT_ADDRESSES are taken at once; a
 * longer list goes to the jobs queue as an import of a plain list (worker/import/), which asks
 * each address the same way and shows its progress on /me/import.
 */
export async function importSubscribers(
  context: GraphQLContext,
  importer: UserRow,
  csv: string,
  newsletter: () => Promise<NewsletterOwner>,
): Promise<ImportOutcome | Failure> {
  const { emails, rejected } = parseSubscriberCsv(csv);
  if (emails.length === 0) return failure('BadRequest', 'The file names no e-mail addresses.');
  if (
    !(await countOperation(context.db, LIMITS.subscriberImportPerAccount, importer.id, context.now().getTime())).allowed
  )
    return failure('TooManyRequests', 'Too many imports today. Please try again tomorrow.');
  if (emails.length > MAX_IMPORT_ADDRESSES) {
    // the addresses alone, so the job reads a plain list: nobody's consent is assumed
    const list = new TextEncoder().encode(['email', ...emails].join('\n'));
    const { newsletter: target, name, confirmPath } = await newsletter();
    // the writer's own newsletter is found by the job; another (a publication's) is named
    const own = target.kind === 'author' && target.userId === importer.id;
    await context.startArchiveImport(
      importer.id,
      list,
      'text/csv',
      own ? {} : { newsletter: { id: target.id, name, confirmPath } },
    );
    return { invited: 0, alreadySubscribed: 0, rejected, queued: emails.length };
  }
  const owner = await newsletter();
  let invited = 0;
  let alreadySubscribed = 0;
  for (const email of emails) {
    if (importer.email && normalizeEmail(importer.email) === email) continue;
    const subscriber = await subscriberFor(context.db, email, null, () => randomHex(12));
    if ((await askToConfirm(context, owner, subscriber, true)) === 'ACTIVE') alreadySubscribed += 1;
    else invited += 1;
  }
  return { invited, alreadySubscribed, rejected, queued: 0 };
}

/**
 * Subscribes an address to a newsletter. A signed-in reader with a confirmed address is
 * subscribed at once; any other address gets a confirmation e-mail first and nothing else
 * until it is confirmed (double opt-in). Confirmations are limited per network and per address,
 * counted per operation.
 */
export async function subscribeAddress(
  context: GraphQLContext,
  owner: NewsletterOwner,
  email: string | null | undefined,
): Promise<Subscription | Failure> {
  const viewer = context.viewer?.user;
  if (viewer && owner.ownerIds.includes(viewer.id))
    return failure('BadRequest', 'You can’t subscribe to your own newsletter.');
  const viewerEmail = viewer?.email ? normalizeEmail(viewer.email) : null;
  const asked = email?.trim() ? normalizeEmail(email) : viewerEmail;
  if (!asked) return failure('BadRequest', 'Enter your e-mail address.');
  const invalid = validateEmail(asked);
  if (invalid) return failure('BadRequest', invalid);
  const now = context.now();
  const proven = asked === viewerEmail && viewer?.emailVerifiedAt;
  if (!proven) {
    const [network, address] = await Promise.all([
      countOperation(context.db, LIMITS.newsletterConfirmPerIp, context.ip, now.getTime()),
      countOperation(context.db, LIMITS.newsletterConfirmPerAddress, asked, now.getTime()),
    ]);
    if (!network.allowed || !address.allowed)
      return failure('TooManyRequests', 'Too many subscriptions. Please try again later.');
  }
  const { newsletter } = owner;
  const subscriber = await subscriberFor(context.db, asked, asked === viewerEmail ? (viewer?.id ?? null) : null, () =>
    randomHex(12),
  );
  if (proven)
    return { newsletter, state: await subscribe(context.db, newsletter.id, subscriber.id, 'ACTIVE', null, now) };
  await askToConfirm(context, owner, subscriber, false);
  // someone typing an address learns nothing of it: "check the inbox" whether or not it is subscribed
  return { newsletter, state: 'PENDING' };
}

/**
 * Puts an address on a newsletter as PENDING and mails it the link that confirms it: nothing else
 * goes to it until it does. An address already ACTIVE stays so and gets no mail, and so does one
 * the carrier reported bouncing or complaining.
 */
async function askToConfirm(
  context: GraphQLContext,
  owner: NewsletterOwner,
  subscriber: SubscriberRow,
  imported: boolean,
): Promise<SubscriptionState> {
  const token = randomToken(24);
  const state = await subscribe(
    context.db,
    owner.newsletter.id,
    subscriber.id,
    'PENDING',
    await hashToken(token),
    context.now(),
  );
  if (state === 'ACTIVE' || (await isSuppressed(context.db, subscriber.email))) return state;
  const confirmUrl = `${context.linkContext.authOrigin}${owner.confirmPath}?confirm=${token}`;
  await context.mailer.send(
    confirmationMail(
      subscriber.email,
      { ownerName: owner.name, productName: context.productName },
      confirmUrl,
      imported,
    ),
  );
  return state;
}

export const ImportResultRef = builder.objectRef<ImportOutcome>('SubscriberImport').implement({
  fields: (t) => ({
    invited: t.exposeInt('invited'),
    alreadySubscribed: t.exposeInt('alreadySubscribed'),
    rejected: t.stringList({ resolve: (result) => [...result.rejected] }),
    queued: t.exposeInt('queued', {
      description: 'Addresses of a list too long to take at once, handed to the jobs queue (/me/import shows them).',
    }),
  }),
});

const ImportResult = resultUnion('SubscriberImportResult', ImportResultRef, [
  'BadRequest',
  'Unauthorized',
  'TooManyRequests',
]);

builder.objectFields(UserRef, (t) => ({
  /** The viewer's place on this writer's newsletter: ACTIVE, PENDING, or null. */
  viewerNewsletterState: t.field({
    type: SubscriptionStateEnum,
    nullable: true,
    resolve: async (user, _args, context) => {
      const subscriber = await viewerSubscriber(context);
      if (!subscriber) return null;
      const state = await subscriptionState(context.db, `author-${user.id}`, subscriber.id);
      return state && state !== 'UNSUBSCRIBED' ? state : null;
    },
  }),
  /** The writer's own newsletter (its id names it in the export's address). */
  newsletterV3Id: t.id({ resolve: (user) => `author-${user.id}` }),
  /** How many addresses get this writer's stories by e-mail; the writer's own figure, null for others. */
  newsletterSubscriberCount: t.int({
    nullable: true,
    resolve: async (user, _args, context) => {
      if (context.viewer?.user.id !== user.id) return null;
      return subscriberCount(context.db, `author-${user.id}`, 'ACTIVE');
    },
  }),
}));

builder.queryFields((t) => ({
  /** /me/email-settings/{userId}/{hash}: a subscriber's newsletters, for the signed link's holder. */
  emailSettings: t.field({
    type: EmailSettingsRef,
    nullable: true,
    args: { subscriberId: t.arg.id(), signature: t.arg.string() },
    resolve: async (_root, args, context) => {
      const subscriber = await linkedSubscriber(context, String(args.subscriberId), args.signature);
      return subscriber ? settingsOf(context, subscriber) : null;
    },
  }),
  /** /me/newsletters: the signed-in reader's own subscriptions. */
  viewerEmailSettings: t.field({
    type: EmailSettingsRef,
    nullable: true,
    resolve: async (_root, _args, context) => {
      const subscriber = await viewerSubscriber(context);
      return subscriber ? settingsOf(context, subscriber) : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  /** /subscribe/@{username} and the profile's Subscribe: a writer's stories by e-mail. */
  subscribeToWriter: t.field({
    type: SubscribeResult,
    args: { username: t.arg.string(), email: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      const writer = await context.loaders.userByUsername.load(args.username.toLowerCase());
      if (!writer || writer.deletedAt || writer.isSuspended) return NOT_A_WRITER;
      return subscribeAddress(context, await writerNewsletter(context, writer), args.email);
    },
  }),
  /**
   * /me/subscribers/import: a writer brings their list. Every address gets one confirmation mail
   * and nothing more until it confirms, since it never opted in here; a list longer than
   * MAX_IMPORT_ADDRESSES goes to the jobs queue; five imports a day.
   */
  importNewsletterSubscribers: t.field({
    type: ImportResult,
    args: { csv: t.arg.string() },
    resolve: async (_root, args, context) => {
      const writer = context.viewer?.user;
      if (!writer) return SIGN_IN;
      return importSubscribers(context, writer, args.csv, () => writerNewsletter(context, writer));
    },
  }),
  /** The confirmation link's page: the subscription becomes ACTIVE, once. */
  confirmNewsletterSubscription: t.field({
    type: ConfirmSubscriptionResult,
    args: { token: t.arg.string() },
    resolve: async (_root, args, context) => {
      const confirmed = await confirmSubscription(context.db, await hashToken(args.token), context.now());
      if (!confirmed) return LINK_USED;
      const newsletter = await newsletterById(context.db, confirmed.newsletterId);
      return newsletter ? { newsletter, state: confirmed.state } : LINK_USED;
    },
  }),
  /**
   * Unsubscribes from one newsletter, or from all (no newsletterId), by the signed link in every
   * newsletter e-mail (no sign-in needed) or, without a link, as the signed-in reader.
   */
  unsubscribeFromNewsletters: t.field({
    type: EmailSettingsResult,
    args: {
      newsletterId: t.arg.id({ required: false }),
      authorsOnly: t.arg.boolean({ required: false }),
      subscriberId: t.arg.id({ required: false }),
      signature: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const subscriber = args.subscriberId
        ? await linkedSubscriber(context, String(args.subscriberId), args.signature ?? '')
        : await viewerSubscriber(context);
      if (!subscriber)
        return args.subscriberId
          ? BAD_LINK
          : context.viewer
            ? failure('NotFound', 'You have no newsletter subscriptions.')
            : SIGN_IN;
      const current = await subscriptionsOf(context.db, subscriber.id);
      const chosen = args.newsletterId
        ? [String(args.newsletterId)]
        : args.authorsOnly
          ? current
              .filter((subscription) => subscription.newsletter.kind === 'author')
              .map((subscription) => subscription.newsletter.id)
          : null;
      await unsubscribe(context.db, subscriber.id, chosen);
      return settingsOf(context, subscriber);
    },
  }),
}));
