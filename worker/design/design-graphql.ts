import { textColourOn } from '../../shared/design/contrast.ts';
import {
  BLOGROLL_VISIBILITIES,
  FONT_SETS,
  HEADER_SCALES,
  NAME_TREATMENTS,
  parseDesign,
  TAGLINE_PLACEMENTS,
  type Design,
} from '../../shared/design/design.ts';
import { MAX_NAVIGATION_ITEMS } from '../../shared/publications/navigation.ts';
import {
  activeUsers,
  type DesignOwner,
  followedWriters,
  memberIds,
  saveCollectionDesign,
  savedCollectionDesign,
  savedDesign,
  savedUserDesign,
  saveUserDesign,
} from './design-writes.ts';
import type { CollectionRow, UserRow } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { purgeEntityPages } from '../cache/purge-pages.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { CollectionRef, UserRef } from '../graphql/types/refs.ts';
import {
  CollectionResult,
  managedCollection,
  NavigationItemInput,
  NavigationItemRef,
} from '../publications/graphql.ts';
import { failure, type Failure, isFailure } from '../graphql/types/failure.ts';

/** How many people a design's blogroll names. */
const BLOGROLL_SIZE = 5;

/** A saved design and whose it is (the blogroll depends on it). */
interface OwnedDesign {
  readonly design: Design;
  readonly owner: { readonly userId: string } | { readonly collection: CollectionRow };
}

const enumOf = <Values extends readonly [string, ...string[]]>(name: string, values: Values) =>
  builder.enumType(name, { values });

const NameTreatmentEnum = enumOf('DesignNameTreatment', NAME_TREATMENTS);
const HeaderScaleEnum = enumOf('DesignHeaderScale', HEADER_SCALES);
const TaglinePlacementEnum = enumOf('DesignTaglinePlacement', TAGLINE_PLACEMENTS);
const BlogrollEnum = enumOf('DesignBlogrollVisibility', BLOGROLL_VISIBILITIES);
const FontSetEnum = enumOf('DesignFontSet', FONT_SETS);

/** The people in a blogroll: those a writer follows, or a publication's creator and members. */
async function blogrollPeople(owned: OwnedDesign, context: GraphQLContext): Promise<UserRow[]> {
  if (owned.design.blogroll !== 'SIDEBAR') return [];
  if ('userId' in owned.owner) return followedWriters(context.db, owned.owner.userId, BLOGROLL_SIZE);
  const { collection } = owned.owner;
  const members = await memberIds(context.db, collection.id, BLOGROLL_SIZE);
  const ids = [collection.creatorId, ...members].slice(0, BLOGROLL_SIZE);
  const rows = await activeUsers(context.db, ids);
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

const DesignRef = builder.objectRef<OwnedDesign>('Design').implement({
  description: 'How a profile or publication looks (docs/spec-checklist.md 3 §3 "Publication design").',
  fields: (t) => ({
    nameTreatment: t.field({ type: NameTreatmentEnum, resolve: ({ design }) => design.nameTreatment }),
    logoImageId: t.string({ nullable: true, resolve: ({ design }) => design.logoImageId }),
    headerScale: t.field({ type: HeaderScaleEnum, resolve: ({ design }) => design.headerScale }),
    taglinePlacement: t.field({ type: TaglinePlacementEnum, resolve: ({ design }) => design.taglinePlacement }),
    blogroll: t.field({ type: BlogrollEnum, resolve: ({ design }) => design.blogroll }),
    fontSet: t.field({ type: FontSetEnum, resolve: ({ design }) => design.fontSet }),
    accentColor: t.string({ resolve: ({ design }) => design.accentColor }),
    backgroundColor: t.string({ resolve: ({ design }) => design.backgroundColor }),
    /** The body text colour that reads on the background (WCAG AA). */
    textColor: t.string({ resolve: ({ design }) => textColourOn(design.backgroundColor) }),
    headerImageId: t.string({ nullable: true, resolve: ({ design }) => design.headerImageId }),
    navigation: t.field({
      type: [NavigationItemRef],
      complexity: { field: 1, multiplier: MAX_NAVIGATION_ITEMS },
      resolve: ({ design }) => design.navigation,
    }),
    blogrollPeople: t.field({
      type: [UserRef],
      complexity: { field: 2, multiplier: BLOGROLL_SIZE },
      resolve: (owned, _args, context) => blogrollPeople(owned, context),
    }),
  }),
});

const DesignInputRef = builder.inputType('DesignInput', {
  fields: (t) => ({
    nameTreatment: t.field({ type: NameTreatmentEnum, required: true }),
    logoImageId: t.string({ required: false }),
    headerScale: t.field({ type: HeaderScaleEnum, required: true }),
    taglinePlacement: t.field({ type: TaglinePlacementEnum, required: true }),
    blogroll: t.field({ type: BlogrollEnum, required: true }),
    fontSet: t.field({ type: FontSetEnum, required: true }),
    accentColor: t.string({ required: true }),
    backgroundColor: t.string({ required: true }),
    headerImageId: t.string({ required: false }),
    navigation: t.field({ type: [NavigationItemInput], required: true }),
  }),
});

builder.objectField(UserRef, 'design', (t) =>
  t.field({
    type: DesignRef,
    nullable: true,
    description: 'The saved profile design; readers see it while isAuroraVisible is on.',
    resolve: async (user, _args, context) => {
      const design = await savedUserDesign(context.db, user.id);
      return design ? { design, owner: { userId: user.id } } : null;
    },
  }),
);

builder.objectField(CollectionRef, 'design', (t) =>
  t.field({
    type: DesignRef,
    nullable: true,
    description: 'The saved publication design; its navigation is the publication’s own.',
    resolve: async (collection, _args, context) => {
      const design = await savedCollectionDesign(context.db, collection.id);
      return design ? { design: { ...design, navigation: collection.navigation }, owner: { collection } } : null;
    },
  }),
);

const UserDesignResult = resultUnion('UserDesignResult', UserRef, ['Unauthorized', 'BadRequest']);

type DesignArgs = typeof DesignInputRef.$inferInput;

/**
 * The images a design names must be the viewer's own uploads (or what the design already had), so a
 * design cannot borrow someone else's picture by its id.
 */
async function foreignImage(
  context: GraphQLContext,
  viewerId: string,
  input: DesignArgs,
  current: Partial<Design> | null,
): Promise<boolean> {
  for (const id of [input.logoImageId, input.headerImageId]) {
    if (!id || id === current?.logoImageId || id === current?.headerImageId) continue;
    const object = await context.media.head(id);
    if (object?.customMetadata?.['uploaderId'] !== viewerId) return true;
  }
  return false;
}

const checked = (input: DesignArgs) =>
  parseDesign({
    ...input,
    logoImageId: input.logoImageId ?? null,
    headerImageId: input.headerImageId ?? null,
    navigation: input.navigation,
  });

const NOT_YOURS = failure('BadRequest', 'That image was not uploaded here.');

/**
 * Checks a design, saves it with whether readers see it, and purges every page that shows it, on
 * every host, so readers see it at once. Returns the refusal, if any.
 */
async function saveDesign(
  context: GraphQLContext,
  saverId: string,
  owner: DesignOwner,
  input: DesignArgs,
  visible: boolean,
): Promise<Failure | null> {
  const parsed = checked(input);
  if ('error' in parsed) return failure('BadRequest', parsed.error);
  if (await foreignImage(context, saverId, input, await savedDesign(context.db, owner))) return NOT_YOURS;
  const now = context.now();
  await ('userId' in owner
    ? saveUserDesign(context.db, owner.userId, parsed.design, visible, now)
    : saveCollectionDesign(context.db, owner.collectionId, parsed.design, visible, now));
  await purgeEntityPages(context, [owner]);
  return null;
}

builder.mutationFields((t) => ({
  /** /me/design: saves the viewer's profile design and whether readers see it. */
  updateUserDesign: t.field({
    type: UserDesignResult,
    args: { design: t.arg({ type: DesignInputRef, required: true }), visible: t.arg.boolean() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to design your profile.');
      const refused = await saveDesign(context, viewer.id, { userId: viewer.id }, args.design, args.visible);
      if (refused) return refused;
      context.loaders.userById.clear(viewer.id);
      return (
        (await context.loaders.userById.load(viewer.id)) ?? failure('Unauthorized', 'Sign in to design your profile.')
      );
    },
  }),
  /** /{collectionSlug}/design: the same for a publication, by its editors. */
  updateCollectionDesign: t.field({
    type: CollectionResult,
    args: {
      collectionId: t.arg.id(),
      design: t.arg({ type: DesignInputRef, required: true }),
      visible: t.arg.boolean(),
    },
    resolve: async (_root, args, context) => {
      const place = await managedCollection(context, String(args.collectionId));
      if (isFailure(place)) return place;
      const refused = await saveDesign(
        context,
        place.viewerId,
        { collectionId: place.collection.id },
        args.design,
        args.visible,
      );
      if (refused) return refused;
      context.loaders.collectionById.clear(place.collection.id);
      return (
        (await context.loaders.collectionById.load(place.collection.id)) ?? failure('NotFound', 'Publication not found')
      );
    },
  }),
}));
