import { collectionPermissions } from '../../shared/publications/roles.ts';
import { publicationSlug } from '../../shared/publications/publication-slug.ts';
import { customDomainProblem, nextDomainStatus, verificationName } from '../../shared/publications/custom-domain.ts';
import {
  missingFeaturePage,
  NAVIGATION_ITEM_TYPES,
  parseNavigation,
  type NavigationItem,
} from '../../shared/publications/navigation.ts';
import {
  acceptInvitation,
  createCollection,
  declineInvitation,
  inviteToCollection,
  removeFromCollection,
  setCustomDomain,
  setNavigation,
  updateCollection,
} from './collection-writes.ts';
import { randomHex } from '../../shared/hex.ts';
import type { CollectionRow, UserRow } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { CollectionRef, PostRef, UserRef } from '../graphql/types/refs.ts';
import { purgeEntityPages } from '../cache/purge-pages.ts';
import { featurePagesOf } from './feature-page-writes.ts';
import { invitationsOf, newestFollowers, pendingSubmissions, publicationsOf } from './publication-queries.ts';
import { viewerRoleIn } from './collection-access.ts';
import { DomainStatusEnum, DomainVerificationRef } from '../domains/graphql.ts';
import {
  CLAIM_LAPSED,
  claimLapsed,
  clearOtherClaims,
  DOMAIN_IN_USE,
  domainHeldByOther,
  lostTheRace,
} from '../domains/index.ts';
import { failure, type Failure, isFailure, SIGN_IN } from '../graphql/types/failure.ts';

export const CollectionRoleEnum = builder.enumType('CollectionRole', {
  values: ['CREATOR', 'EDITOR', 'WRITER'] as const,
});
const InvitedRoleEnum = builder.enumType('CollectionInvitedRole', { values: ['EDITOR', 'WRITER'] as const });

interface Member {
  readonly collectionId: string;
  readonly user: UserRow;
  readonly role: 'CREATOR' | 'EDITOR' | 'WRITER';
}

const MemberRef = builder.objectRef<Member>('CollectionMember').implement({
  fields: (t) => ({
    id: t.id({ resolve: (member) => `${member.collectionId}:${member.user.id}` }),
    user: t.field({ type: UserRef, resolve: (member) => member.user }),
    role: t.field({ type: CollectionRoleEnum, resolve: (member) => member.role }),
  }),
});

interface Invitation {
  readonly collectionId: string;
  readonly userId: string;
  readonly role: 'EDITOR' | 'WRITER';
}

const InvitationRef = builder.objectRef<Invitation>('CollectionInvitation').implement({
  fields: (t) => ({
    id: t.id({ resolve: (invitation) => `${invitation.collectionId}:${invitation.userId}` }),
    role: t.field({ type: InvitedRoleEnum, resolve: (invitation) => invitation.role }),
    user: t.field({
      type: UserRef,
      nullable: true,
      resolve: (invitation, _args, context) => context.loaders.userById.load(invitation.userId),
    }),
    collection: t.field({
      type: CollectionRef,
      nullable: true,
      resolve: (invitation, _args, context) => context.loaders.collectionById.load(invitation.collectionId),
    }),
  }),
});

const NavigationItemTypeEnum = builder.enumType('NavigationItemType', { values: NAVIGATION_ITEM_TYPES });

export const NavigationItemRef = builder.objectRef<NavigationItem>('NavigationItem').implement({
  fields: (t) => ({
    type: t.field({ type: NavigationItemTypeEnum, resolve: (item) => item.type }),
    title: t.exposeString('title'),
    target: t.exposeString('target'),
  }),
});

export const NavigationItemInput = builder.inputType('NavigationItemInput', {
  fields: (t) => ({
    type: t.field({ type: NavigationItemTypeEnum, required: true }),
    title: t.string({ required: true }),
    target: t.string({ required: true }),
  }),
});

const manages = async (collection: CollectionRow, context: GraphQLContext) =>
  collectionPermissions(await viewerRoleIn(collection, context)).canManage;

builder.objectFields(CollectionRef, (t) => ({
  hideAboutLink: t.exposeBoolean('hideAboutLink'),
  /** The links under the publication's name, in order. */
  navigation: t.field({ type: [NavigationItemRef], resolve: (collection) => collection.navigation }),
  /** The custom domain asked for, whatever its state (Collection.domain is the live one only). */
  customDomain: t.string({
    nullable: true,
    resolve: async (collection, _args, context) => ((await manages(collection, context)) ? collection.domain : null),
  }),
  domainStatus: t.field({ type: DomainStatusEnum, nullable: true, resolve: (collection) => collection.domainStatus }),
  domainVerification: t.field({
    type: DomainVerificationRef,
    nullable: true,
    resolve: async (collection, _args, context) =>
      collection.domain && collection.domainToken && (await manages(collection, context))
        ? { name: verificationName(collection.domain), value: collection.domainToken }
        : null,
  }),
  viewerRole: t.field({
    type: CollectionRoleEnum,
    nullable: true,
    resolve: (collection, _args, context) => viewerRoleIn(collection, context),
  }),
  /** The creator, editors and writers, for those who run the publication. */
  members: t.field({
    type: [MemberRef],
    complexity: { field: 5, multiplier: 20 },
    resolve: async (collection, _args, context) => {
      if (!(await manages(collection, context))) return [];
      const roles = await context.loaders.rolesByCollectionId.load(collection.id);
      const entries = [{ userId: collection.creatorId, role: 'CREATOR' as const }, ...roles];
      const users = await context.loaders.userById.loadMany(entries.map((entry) => entry.userId));
      return entries.flatMap((entry, index) => {
        const user = users[index];
        return user && !(user instanceof Error) ? [{ collectionId: collection.id, user, role: entry.role }] : [];
      });
    },
  }),
  invitations: t.field({
    type: [InvitationRef],
    resolve: async (collection, _args, context) =>
      (await manages(collection, context)) ? invitationsOf(context.db, { collectionId: collection.id }) : [],
  }),
  /** The newest followers, shown on /{collectionSlug}/settings/followers. */
  followers: t.field({
    type: [UserRef],
    complexity: { field: 5, multiplier: 50 },
    resolve: (collection, _args, context) => newestFollowers(context.db, collection.id, 50),
  }),
  /** Drafts waiting for an editor (statusForCollection PENDING), newest first. */
  submissions: t.field({
    type: [PostRef],
    complexity: { field: 5, multiplier: 25 },
    resolve: async (collection, _args, context) => {
      if (!(await manages(collection, context))) return [];
      return pendingSubmissions(context.db, collection.id, 25);
    },
  }),
}));

builder.queryFields((t) => ({
  /** The publications the viewer created, edits or writes for (/me/publications, the publish dialog). */
  viewerCollections: t.field({
    type: [CollectionRef],
    complexity: { field: 5, multiplier: 20 },
    resolve: async (_root, _args, context) => {
      const viewerId = context.viewer?.user.id;
      if (!viewerId) return [];
      return publicationsOf(context.db, viewerId, 50);
    },
  }),
  viewerCollectionInvitations: t.field({
    type: [InvitationRef],
    resolve: async (_root, _args, context) => {
      const viewerId = context.viewer?.user.id;
      return viewerId ? invitationsOf(context.db, { userId: viewerId }) : [];
    },
  }),
}));

export const CollectionResult = resultUnion('CollectionResult', CollectionRef, [
  'BadRequest',
  'AlreadyExists',
  'NotFound',
  'Forbidden',
  'Unauthorized',
]);

const NOT_FOUND = failure('NotFound', 'Publication not found');
const MAX_NAME = 100;
const MAX_DESCRIPTION = 160;

/** The publication an operation names, with the viewer's permissions in it. */
async function inCollection(context: GraphQLContext, collectionId: string) {
  if (!context.viewer) return SIGN_IN;
  const collection = await context.loaders.collectionById.load(collectionId);
  if (!collection) return NOT_FOUND;
  const role = await viewerRoleIn(collection, context);
  return { collection, role, permissions: collectionPermissions(role), viewerId: context.viewer.user.id };
}

/**
 * The same, for those who run it (the creator and editors); anyone else is refused. Every change to
 * a publication's settings, design, feature pages or newsletters goes through this one check.
 */
export async function managedCollection(context: GraphQLContext, collectionId: string) {
  const place = await inCollection(context, collectionId);
  if (isFailure(place)) return place;
  return place.permissions.canManage ? place : failure('Forbidden', 'Only the publication’s editors can do that.');
}

function checkNameAndDescription(name: string, description: string): Failure | null {
  if (!name) return failure('BadRequest', 'Give the publication a name.');
  if (name.length > MAX_NAME)
    return failure('BadRequest', `A publication's name can be at most ${MAX_NAME} characters long.`);
  if (description.length > MAX_DESCRIPTION)
    return failure('BadRequest', `A description can be at most ${MAX_DESCRIPTION} characters long.`);
  return null;
}

builder.mutationFields((t) => ({
  /** /new-publication: the viewer becomes its creator. */
  createCollection: t.field({
    type: CollectionResult,
    args: {
      name: t.arg.string(),
      slug: t.arg.string({ required: false }),
      description: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const name = args.name.trim();
      const description = (args.description ?? '').trim();
      const problem = checkNameAndDescription(name, description);
      if (problem) return problem;
      const slug = publicationSlug(args.slug?.trim() || name);
      if ('error' in slug) return failure('BadRequest', slug.error);
      const created = await createCollection(context.db, {
        id: randomHex(12),
        slug: slug.slug,
        name,
        description,
        creatorId: viewer.id,
      });
      return created ?? failure('AlreadyExists', `The address /${slug.slug} is taken. Choose another.`);
    },
  }),
  /** /{collectionSlug}/settings and /settings/about. */
  updateCollection: t.field({
    type: CollectionResult,
    args: {
      collectionId: t.arg.id(),
      name: t.arg.string(),
      description: t.arg.string(),
      hideAboutLink: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const place = await managedCollection(context, String(args.collectionId));
      if (isFailure(place)) return place;
      const name = args.name.trim();
      const description = args.description.trim();
      const problem = checkNameAndDescription(name, description);
      if (problem) return problem;
      const updated = await updateCollection(context.db, place.collection.id, {
        name,
        description,
        hideAboutLink: args.hideAboutLink ?? place.collection.hideAboutLink,
      });
      context.loaders.collectionById.clear(place.collection.id);
      await purgeEntityPages(context, [{ collectionId: place.collection.id }]);
      return updated ?? NOT_FOUND;
    },
  }),
  /** /{collectionSlug}/settings/custom-domain: asks for a domain; it serves once its TXT record is found. */
  setCollectionCustomDomain: t.field({
    type: CollectionResult,
    args: { collectionId: t.arg.id(), domain: t.arg.string() },
    resolve: async (_root, args, context) => {
      const place = await managedCollection(context, String(args.collectionId));
      if (isFailure(place)) return place;
      const problem = customDomainProblem(args.domain, context.authDomain);
      if (problem) return failure('BadRequest', problem);
      const domain = args.domain.trim().toLowerCase().replace(/\.$/, '');
      if (await domainHeldByOther(context.db, domain, { collectionId: place.collection.id }))
        return failure('AlreadyExists', DOMAIN_IN_USE);
      const updated = await setCustomDomain(context.db, place.collection.id, {
        domain,
        domainStatus: nextDomainStatus(place.collection.domainStatus, 'request'),
        domainToken: `quire-verification=${randomHex(16)}`,
        domainRequestedAt: context.now(),
      });
      context.loaders.collectionById.clear(place.collection.id);
      await purgeEntityPages(context, [{ collectionId: place.collection.id }]);
      return updated ?? NOT_FOUND;
    },
  }),
  /** Looks for the TXT record: found, the domain is verified and goes live; missing, it has FAILED (and can be checked again). */
  verifyCollectionCustomDomain: t.field({
    type: CollectionResult,
    args: { collectionId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const place = await managedCollection(context, String(args.collectionId));
      if (isFailure(place)) return place;
      const { domain, domainToken, domainStatus } = place.collection;
      if (!domain || !domainToken || nextDomainStatus(domainStatus, 'record-found') === null)
        return failure('BadRequest', 'There is no domain waiting to be checked.');
      const claimant = { collectionId: place.collection.id };
      if (claimLapsed(place.collection.domainRequestedAt, context.now())) return failure('BadRequest', CLAIM_LAPSED);
      if (await domainHeldByOther(context.db, domain, claimant)) return failure('AlreadyExists', DOMAIN_IN_USE);
      const records = await context.lookupTxt(verificationName(domain));
      if (records === null)
        return failure('BadRequest', 'The DNS check could not be made. Please try again in a minute.');
      const verified = nextDomainStatus(
        domainStatus,
        records.includes(domainToken) ? 'record-found' : 'record-missing',
      );
      // the Worker answers every host that reaches it, so a verified domain is live at once
      const status = verified === 'VERIFIED' ? nextDomainStatus(verified, 'went-live') : verified;
      let updated: Awaited<ReturnType<typeof setCustomDomain>>;
      try {
        updated = await setCustomDomain(context.db, place.collection.id, { domain, domainStatus: status, domainToken });
      } catch (error) {
        if (lostTheRace(error)) return failure('AlreadyExists', DOMAIN_IN_USE);
        throw error;
      }
      // the first to prove the domain takes it: the others' waiting claims lapse now
      if (status === 'ACTIVE') await clearOtherClaims(context.db, domain, claimant);
      context.loaders.collectionById.clear(place.collection.id);
      await purgeEntityPages(context, [{ collectionId: place.collection.id }]);
      return updated ?? NOT_FOUND;
    },
  }),
  removeCollectionCustomDomain: t.field({
    type: CollectionResult,
    args: { collectionId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const place = await managedCollection(context, String(args.collectionId));
      if (isFailure(place)) return place;
      const status = nextDomainStatus(place.collection.domainStatus, 'remove');
      if (!status) return failure('BadRequest', 'This publication has no custom domain.');
      const updated = await setCustomDomain(context.db, place.collection.id, {
        domain: null,
        domainStatus: status,
        domainToken: null,
        domainRequestedAt: null,
      });
      context.loaders.collectionById.clear(place.collection.id);
      // pages stored under the domain it no longer serves go too
      await purgeEntityPages(context, [
        { collectionId: place.collection.id, host: place.collection.domain ?? undefined },
      ]);
      return updated ?? NOT_FOUND;
    },
  }),
  /** /{collectionSlug}/settings/navigation: the links under the publication's name. */
  updateCollectionNavigation: t.field({
    type: CollectionResult,
    args: { collectionId: t.arg.id(), items: t.arg({ type: [NavigationItemInput], required: true }) },
    resolve: async (_root, args, context) => {
      const place = await managedCollection(context, String(args.collectionId));
      if (isFailure(place)) return place;
      const parsed = parseNavigation(args.items);
      if ('error' in parsed) return failure('BadRequest', parsed.error);
      const featurePages = await featurePagesOf(context.db, place.collection.id);
      const missing = missingFeaturePage(
        parsed.items,
        featurePages.map(({ slug }) => slug),
      );
      if (missing) return failure('BadRequest', missing);
      const updated = await setNavigation(context.db, place.collection.id, parsed.items);
      context.loaders.collectionById.clear(place.collection.id);
      await purgeEntityPages(context, [{ collectionId: place.collection.id }]);
      return updated ?? NOT_FOUND;
    },
  }),
  /** Invites a user by username to write for, or edit, the publication. */
  inviteToCollection: t.field({
    type: CollectionResult,
    args: { collectionId: t.arg.id(), username: t.arg.string(), role: t.arg({ type: InvitedRoleEnum }) },
    resolve: async (_root, args, context) => {
      const place = await inCollection(context, String(args.collectionId));
      if (isFailure(place)) return place;
      if (!place.permissions.canInvite.includes(args.role)) {
        return failure(
          'Forbidden',
          args.role === 'EDITOR'
            ? 'Only the publication’s creator can add editors.'
            : 'Only the publication’s editors can invite writers.',
        );
      }
      const invitee = await context.loaders.userByUsername.load(args.username.trim().replace(/^@/, '').toLowerCase());
      if (!invitee) return failure('NotFound', `No one is called @${args.username.trim().replace(/^@/, '')} here.`);
      const current =
        invitee.id === place.collection.creatorId
          ? 'CREATOR'
          : (await context.loaders.rolesByCollectionId.load(place.collection.id)).find(
              (role) => role.userId === invitee.id,
            )?.role;
      if (current === 'CREATOR' || current === args.role)
        return failure(
          'AlreadyExists',
          `${invitee.name} is already ${current === 'CREATOR' ? 'its creator' : `a ${args.role === 'EDITOR' ? 'editor' : 'writer'}`}.`,
        );
      await inviteToCollection(context.db, {
        collectionId: place.collection.id,
        userId: invitee.id,
        role: args.role,
        invitedById: place.viewerId,
      });
      await context.notify({
        kind: 'collection_invitation',
        actorId: place.viewerId,
        collectionId: place.collection.id,
        inviteeId: invitee.id,
      });
      return place.collection;
    },
  }),
  acceptCollectionInvitation: t.field({
    type: CollectionResult,
    args: { collectionId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const place = await inCollection(context, String(args.collectionId));
      if (isFailure(place)) return place;
      const accepted = await acceptInvitation(context.db, place.collection.id, place.viewerId, context.now());
      if (!accepted) return failure('NotFound', 'This invitation is no longer open.');
      context.loaders.rolesByCollectionId.clear(place.collection.id);
      await context.notify({
        kind: 'collection_invitation_accepted',
        actorId: place.viewerId,
        collectionId: place.collection.id,
        inviterId: accepted.invitedById,
      });
      // the about page lists editors and writers
      await purgeEntityPages(context, [{ collectionId: place.collection.id }]);
      return place.collection;
    },
  }),
  declineCollectionInvitation: t.field({
    type: CollectionResult,
    args: { collectionId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const place = await inCollection(context, String(args.collectionId));
      if (isFailure(place)) return place;
      await declineInvitation(context.db, place.collection.id, place.viewerId);
      return place.collection;
    },
  }),
  /** Editors remove writers (and the creator, editors too); anyone may leave a publication they did not create. */
  removeFromCollection: t.field({
    type: CollectionResult,
    args: { collectionId: t.arg.id(), userId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const place = await inCollection(context, String(args.collectionId));
      if (isFailure(place)) return place;
      const userId = String(args.userId);
      if (userId === place.collection.creatorId)
        return failure('BadRequest', 'The creator cannot leave their publication.');
      const theirRole =
        (await context.loaders.rolesByCollectionId.load(place.collection.id)).find((role) => role.userId === userId)
          ?.role ?? 'WRITER';
      const leaving = userId === place.viewerId;
      if (!leaving && !place.permissions.canInvite.includes(theirRole))
        return failure('Forbidden', 'You cannot remove this person.');
      await removeFromCollection(context.db, place.collection.id, userId);
      context.loaders.rolesByCollectionId.clear(place.collection.id);
      // the about page lists editors and writers
      await purgeEntityPages(context, [{ collectionId: place.collection.id }]);
      return place.collection;
    },
  }),
}));
