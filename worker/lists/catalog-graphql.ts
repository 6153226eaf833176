import {
  catalogFieldsError,
  catalogSlug,
  catalogSlugId,
  parseCatalogSlugId,
} from '../../shared/content/catalog-slug.ts';
import { CATALOG_VISIBILITIES } from '../../shared/content/enumerations.ts';
import { link } from '../../shared/routes/index.ts';
import {
  addPostToCatalog,
  deleteCatalogRow,
  insertCatalog,
  removePostFromCatalog,
  updateCatalogRow,
  userCatalogs,
} from './catalog-writes.ts';
import { randomHex } from '../../shared/hex.ts';
import { readingListId, unsavedReadingList } from './reading-list-writes.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { pagedComplexity, pageSize, PagingInfoRef, PagingOptions } from '../graphql/types/paging.ts';
import { CatalogRef, PostRef, UserRef } from '../graphql/types/refs.ts';
import { purgeEntityPages } from '../cache/purge-pages.ts';
import type { CatalogRow, PostRow, UserRow } from '../db/schema/index.ts';
import { setResponseHidden } from '../stories/index.ts';
import { resolvePost } from '../stories/graphql.ts';
import { failure, type Failure, SIGN_IN } from '../graphql/types/failure.ts';

export const CatalogVisibilityEnum = builder.enumType('CatalogVisibility', { values: CATALOG_VISIBILITIES });

/** docs/spec-checklist.md 3 §3: the predefined lists' labels. */
const PREDEFINED_LABELS = {
  'reading-list': 'Reading list',
  'currently-reading': 'Resume reading',
  purchased: 'Purchased',
} as const;

const NOT_FOUND = failure('NotFound', 'List not found');

/** Public lists are for everyone; private and locked ones for their owner only (and hidden, not refused). */
export async function resolveCatalog(context: GraphQLContext, id: string): Promise<CatalogRow | Failure> {
  const catalog = await context.loaders.catalogById.load(id);
  if (!catalog) return NOT_FOUND;
  const own = catalog.creatorId === context.viewer?.user.id;
  if (catalog.visibility !== 'PUBLIC' && !own) return NOT_FOUND;
  // a list moderators hid is its owner's and the moderators' alone, as if it were private
  if (catalog.isSuspended && !own && !context.flags.can_view_suspended_content) return NOT_FOUND;
  return catalog;
}

interface CatalogItem {
  readonly catalogItemId: string;
  readonly entityType: 'POST' | 'CATALOG';
  readonly entityId: string;
  readonly note: string;
}

const CatalogItemRef = builder.objectRef<CatalogItem>('CatalogItem').implement({
  fields: (t) => ({
    catalogItemId: t.exposeID('catalogItemId'),
    entityType: t.exposeString('entityType'),
    note: t.exposeString('note'),
    /** The saved story, when this viewer may still read it. */
    post: t.field({
      type: PostRef,
      nullable: true,
      resolve: async (item, _args, context) => {
        if (item.entityType !== 'POST') return null;
        const post = await resolvePost(context, item.entityId);
        return 'kind' in post ? null : post;
      },
    }),
    catalog: t.field({
      type: CatalogRef,
      nullable: true,
      resolve: async (item, _args, context) => {
        if (item.entityType !== 'CATALOG') return null;
        const catalog = await resolveCatalog(context, item.entityId);
        return 'kind' in catalog ? null : catalog;
      },
    }),
  }),
});

const CatalogItemsConnection = builder
  .objectRef<{ items: readonly CatalogItem[]; next: { limit: number; to: string } | null }>('CatalogItemsConnection')
  .implement({
    fields: (t) => ({
      items: t.field({
        type: [CatalogItemRef],
        complexity: { field: 0, multiplier: 1 },
        resolve: (connection) => connection.items,
      }),
      pagingInfo: t.field({ type: PagingInfoRef, resolve: (connection) => ({ next: connection.next }) }),
    }),
  });

CatalogRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({
      resolve: (catalog) => (catalog.predefined ? PREDEFINED_LABELS[catalog.predefined] : catalog.name),
    }),
    description: t.exposeString('description'),
    slug: t.exposeString('slug'),
    predefined: t.exposeString('predefined', { nullable: true }),
    visibility: t.field({ type: CatalogVisibilityEnum, resolve: (catalog) => catalog.visibility }),
    responsesLocked: t.exposeBoolean('responsesLocked'),
    /** Hidden by moderators: only its owner and moderators see it, and read this. */
    isSuspended: t.exposeBoolean('isSuspended'),
    clapCount: t.exposeInt('clapCount'),
    updatedAt: t.float({ resolve: (catalog) => catalog.updatedAt.getTime() }),
    creator: t.field({
      type: UserRef,
      resolve: async (catalog, _args, context) => {
        const creator = await context.loaders.userById.load(catalog.creatorId);
        if (!creator) throw new Error(`Catalog ${catalog.id} has no creator`);
        return creator;
      },
    }),
    itemsConnection: t.field({
      type: CatalogItemsConnection,
      args: { paging: t.arg({ type: PagingOptions, required: false }) },
      complexity: pagedComplexity,
      resolve: async (catalog, args, context) => {
        const limit = pageSize(args.paging?.limit);
        const after = /^\d{1,9}$/.test(args.paging?.to ?? '') ? Number(args.paging?.to) : 0;
        const page = await context.loaders.catalogItemPage.load({ id: catalog.id, after, limit });
        const last = page.items.at(-1);
        return { items: page.items, next: page.hasMore && last ? { limit, to: String(last.position) } : null };
      },
    }),
    /** The latest readers to clap for the list. */
    clappers: t.field({
      type: [UserRef],
      complexity: { field: 1, multiplier: 10 },
      resolve: async (catalog, _args, context) => {
        const users = await context.loaders.userById.loadMany(await context.loaders.catalogClapperIds.load(catalog.id));
        return users.filter((user): user is UserRow => user !== null && !(user instanceof Error) && !user.deletedAt);
      },
    }),
  }),
});

const CatalogResult = resultUnion('CatalogResult', CatalogRef, ['NotFound']);

const CatalogResponseResult = resultUnion('CatalogResponseResult', PostRef, ['NotFound', 'Forbidden', 'Unauthorized']);

/** Only a list's owner may hide a response on it or show it again. */
async function onResponseOfOwnCatalog(
  context: GraphQLContext,
  catalogId: string,
  responseId: string,
  hidden: boolean,
): Promise<PostRow | Failure> {
  const viewer = context.viewer?.user;
  if (!viewer) return SIGN_IN;
  const [catalog, response] = await Promise.all([
    context.loaders.catalogById.load(catalogId),
    context.loaders.postById.load(responseId),
  ]);
  if (!catalog || !response || response.inResponseToCatalogId !== catalog.id)
    return failure('NotFound', 'Response not found');
  if (catalog.creatorId !== viewer.id) return failure('Forbidden', 'Only the owner of the list can do that.');
  await setResponseHidden(context.db, response, hidden);
  context.loaders.postById.clear(response.id);
  return (await context.loaders.postById.load(response.id)) ?? failure('NotFound', 'Response not found');
}

builder.queryFields((t) => ({
  catalogById: t.field({
    type: CatalogResult,
    args: { catalogId: t.arg.id() },
    resolve: (_root, args, context) => resolveCatalog(context, String(args.catalogId)),
  }),
}));

builder.mutationFields((t) => ({
  /** ShowCatalogResponseOnParent (docs/spec-checklist.md 1 §7); the client then refetches threadedCatalogResponses. */
  showCatalogResponseOnParent: t.field({
    type: CatalogResponseResult,
    args: { parentCatalogId: t.arg.id(), catalogResponseId: t.arg.id() },
    resolve: (_root, args, context) =>
      onResponseOfOwnCatalog(context, String(args.parentCatalogId), String(args.catalogResponseId), false),
  }),
  hideCatalogResponseOnParent: t.field({
    type: CatalogResponseResult,
    args: { parentCatalogId: t.arg.id(), catalogResponseId: t.arg.id() },
    resolve: (_root, args, context) =>
      onResponseOfOwnCatalog(context, String(args.parentCatalogId), String(args.catalogResponseId), true),
  }),
}));

const CatalogMutationResult = resultUnion('CatalogMutationResult', CatalogRef, [
  'BadRequest',
  'NotFound',
  'Forbidden',
  'Unauthorized',
]);

const DeleteCatalogResult = resultUnion('DeleteCatalogResult', UserRef, ['NotFound', 'Forbidden', 'Unauthorized']);

const EditableVisibilityEnum = builder.enumType('ListVisibility', { values: ['PUBLIC', 'PRIVATE'] as const });

/** A list of the viewer's own to change; the reading list changes only through bookmarkPost and archivePost. */
async function ownCatalog(
  context: GraphQLContext,
  catalogId: string,
  options: { allowReadingList: boolean },
): Promise<CatalogRow | Failure> {
  const viewer = context.viewer?.user;
  if (!viewer) return SIGN_IN;
  const catalog = await context.loaders.catalogById.load(catalogId);
  if (!catalog || (catalog.visibility !== 'PUBLIC' && catalog.creatorId !== viewer.id)) return NOT_FOUND;
  if (catalog.creatorId !== viewer.id) return failure('Forbidden', 'Only the owner of the list can change it.');
  if (catalog.predefined && !(options.allowReadingList && catalog.predefined === 'reading-list'))
    return failure('Forbidden', 'This list changes as you save stories.');
  return catalog;
}

async function reloadCatalog(context: GraphQLContext, id: string): Promise<CatalogRow | Failure> {
  context.loaders.catalogById.clear(id);
  return (await context.loaders.catalogById.load(id)) ?? NOT_FOUND;
}

builder.objectFields(CatalogRef, (t) => ({
  /** The list's address: the owner's `/me/list/…`, everyone else's `/@{username}/list/…`. */
  catalogSlugId: t.string({ resolve: (catalog) => catalogSlugId(catalog) }),
  mediumUrl: t.string({
    resolve: async (catalog, _args, context) => {
      if (catalog.creatorId === context.viewer?.user.id)
        return link('ShowYourList', { catalogSlugId: catalogSlugId(catalog) }, context.linkContext);
      const creator = await context.loaders.userById.load(catalog.creatorId);
      return link(
        'ShowUserList',
        { username: creator?.username ?? '', catalogSlugId: catalogSlugId(catalog) },
        context.linkContext,
      );
    },
  }),
  /** How many stories the list holds (archived reading-list items not counted). */
  postCount: t.int({ resolve: (catalog, _args, context) => context.loaders.catalogPostCount.load(catalog.id) }),
}));

builder.objectFields(UserRef, (t) => ({
  /** A writer's lists: their public ones for everyone; their own reading list and private lists for themselves. */
  catalogs: t.field({
    type: [CatalogRef],
    complexity: { field: 5, multiplier: 10 },
    resolve: async (user, _args, context) => {
      const own = user.id === context.viewer?.user.id;
      const lists = await userCatalogs(context.db, user.id, own);
      // a reader has a reading list from the start, though its row is made on the first save
      return own && !lists.some((list) => list.predefined === 'reading-list')
        ? [unsavedReadingList(user.id, context.now()), ...lists]
        : lists;
    },
  }),
}));

builder.objectFields(PostRef, (t) => ({
  /** The viewer's lists holding this story, for the save menu. */
  viewerCatalogIds: t.idList({
    resolve: (post, _args, context) =>
      context.loaders.viewerPostState.load(post.id).then((state) => [...state.catalogIds]),
  }),
}));

builder.queryFields((t) => ({
  /**
   * A list by the {catalogSlugId} of its address: `reading-list` is the viewer's own; with a
   * username, the list must be that writer's.
   */
  catalogBySlugId: t.field({
    type: CatalogResult,
    args: { catalogSlugId: t.arg.string(), username: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      const address = parseCatalogSlugId(args.catalogSlugId);
      if (!address || address.kind === 'highlights') return NOT_FOUND;
      if (address.kind === 'reading-list') {
        const viewer = context.viewer?.user;
        if (!viewer || args.username) return NOT_FOUND;
        return (
          (await context.loaders.catalogById.load(readingListId(viewer.id))) ??
          unsavedReadingList(viewer.id, context.now())
        );
      }
      const catalog = await resolveCatalog(context, address.id);
      if ('kind' in catalog || !args.username) return catalog;
      const owner = await context.loaders.userByUsername.load(args.username.toLowerCase());
      return owner?.id === catalog.creatorId ? catalog : NOT_FOUND;
    },
  }),
}));

/** A list shows on its owner's profile (the lists tab) besides its own page. */
const purgeListPages = (context: GraphQLContext, catalog: { readonly id: string; readonly creatorId: string }) =>
  purgeEntityPages(context, [{ catalogId: catalog.id, userId: catalog.creatorId }]);

builder.mutationFields((t) => ({
  createCatalog: t.field({
    type: CatalogMutationResult,
    args: {
      name: t.arg.string(),
      description: t.arg.string({ required: false }),
      visibility: t.arg({ type: EditableVisibilityEnum, required: false }),
      targetPostId: t.arg.id({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const fields = { name: args.name.trim(), description: (args.description ?? '').trim() };
      const invalid = catalogFieldsError(fields);
      if (invalid) return failure('BadRequest', invalid);
      const id = randomHex(12);
      const now = context.now();
      await insertCatalog(context.db, {
        id,
        creatorId: viewer.id,
        ...fields,
        slug: catalogSlug(fields.name),
        visibility: args.visibility ?? 'PUBLIC',
        now,
      });
      // "Save to a new list": the story goes in as the list is made
      if (args.targetPostId) {
        const post = await resolvePost(context, String(args.targetPostId));
        if (!('kind' in post)) await addPostToCatalog(context.db, id, post.id, now);
      }
      await purgeListPages(context, { id, creatorId: viewer.id });
      return reloadCatalog(context, id);
    },
  }),
  updateCatalog: t.field({
    type: CatalogMutationResult,
    args: {
      catalogId: t.arg.id(),
      name: t.arg.string(),
      description: t.arg.string(),
      visibility: t.arg({ type: EditableVisibilityEnum }),
      responsesLocked: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const catalog = await ownCatalog(context, String(args.catalogId), { allowReadingList: false });
      if ('kind' in catalog) return catalog;
      const fields = { name: args.name.trim(), description: args.description.trim() };
      const invalid = catalogFieldsError(fields);
      if (invalid) return failure('BadRequest', invalid);
      await updateCatalogRow(context.db, catalog.id, {
        ...fields,
        slug: catalogSlug(fields.name),
        visibility: args.visibility,
        responsesLocked: args.responsesLocked ?? catalog.responsesLocked,
        now: context.now(),
      });
      await purgeListPages(context, catalog);
      return reloadCatalog(context, catalog.id);
    },
  }),
  deleteCatalog: t.field({
    type: DeleteCatalogResult,
    args: { catalogId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const catalog = await ownCatalog(context, String(args.catalogId), { allowReadingList: false });
      if ('kind' in catalog) return catalog;
      await deleteCatalogRow(context.db, catalog.id);
      await purgeListPages(context, catalog);
      return (await context.loaders.userById.load(catalog.creatorId)) ?? NOT_FOUND;
    },
  }),
  /** Saves a story to one of the viewer's lists; the story answers with the lists now holding it. */
  addToCatalog: t.field({
    type: CatalogMutationResult,
    args: { catalogId: t.arg.id(), targetPostId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const catalog = await ownCatalog(context, String(args.catalogId), { allowReadingList: false });
      if ('kind' in catalog) return catalog;
      const post = await resolvePost(context, String(args.targetPostId));
      if ('kind' in post) return failure('NotFound', 'Post not found');
      await addPostToCatalog(context.db, catalog.id, post.id, context.now());
      context.loaders.viewerPostState.clear(post.id);
      await purgeListPages(context, catalog);
      return reloadCatalog(context, catalog.id);
    },
  }),
  removeFromCatalog: t.field({
    type: CatalogMutationResult,
    args: { catalogId: t.arg.id(), targetPostId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const catalog = await ownCatalog(context, String(args.catalogId), { allowReadingList: false });
      if ('kind' in catalog) return catalog;
      await removePostFromCatalog(context.db, catalog.id, String(args.targetPostId), context.now());
      context.loaders.viewerPostState.clear(String(args.targetPostId));
      await purgeListPages(context, catalog);
      return reloadCatalog(context, catalog.id);
    },
  }),
}));
