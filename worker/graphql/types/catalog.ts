import { CATALOG_VISIBILITIES } from '../../../shared/content/enumerations.ts';
import { setResponseHidden } from '../../db/post-writes.ts';
import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import type { CatalogRow, PostRow, UserRow } from '../loaders.ts';
import { failure, failureRefs, resultType, type Failure } from './failures.ts';
import { PagingInfoRef, PagingOptions, pageSize } from './paging.ts';
import { resolvePost } from './queries.ts';
import { CatalogRef, PostRef, UserRef } from './refs.ts';

export const CatalogVisibilityEnum = builder.enumType('CatalogVisibility', { values: CATALOG_VISIBILITIES });

/** Spec 3 §3: the predefined lists' labels. */
const PREDEFINED_LABELS = { 'reading-list': 'Reading list', 'currently-reading': 'Resume reading', purchased: 'Purchased' } as const;

const NOT_FOUND = failure('NotFound', 'List not found');

/** Public lists are for everyone; private and locked ones for their owner only (and hidden, not refused). */
export async function resolveCatalog(context: GraphQLContext, id: string): Promise<CatalogRow | Failure> {
  const catalog = await context.loaders.catalogById.load(id);
  if (!catalog) return NOT_FOUND;
  if (catalog.visibility !== 'PUBLIC' && catalog.creatorId !== context.viewer?.user.id) return NOT_FOUND;
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
      items: t.field({ type: [CatalogItemRef], complexity: { field: 0, multiplier: 1 }, resolve: (connection) => connection.items }),
      pagingInfo: t.field({ type: PagingInfoRef, resolve: (connection) => ({ next: connection.next }) }),
    }),
  });

CatalogRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({ resolve: (catalog) => (catalog.predefined ? PREDEFINED_LABELS[catalog.predefined] : catalog.name) }),
    description: t.exposeString('description'),
    slug: t.exposeString('slug'),
    predefined: t.exposeString('predefined', { nullable: true }),
    visibility: t.field({ type: CatalogVisibilityEnum, resolve: (catalog) => catalog.visibility }),
    responsesLocked: t.exposeBoolean('responsesLocked'),
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
      complexity: (args) => ({ field: 5, multiplier: Math.min(25, args.paging?.limit ?? 10) }),
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

const CatalogResult = builder.unionType('CatalogResult', {
  types: [CatalogRef, failureRefs.NotFound],
  resolveType: resultType('Catalog'),
});

const CatalogResponseResult = builder.unionType('CatalogResponseResult', {
  types: [PostRef, failureRefs.NotFound, failureRefs.Forbidden, failureRefs.Unauthorized],
  resolveType: resultType('Post'),
});

/** Only a list's owner may hide a response on it or show it again. */
async function onResponseOfOwnCatalog(context: GraphQLContext, catalogId: string, responseId: string, hidden: boolean): Promise<PostRow | Failure> {
  const viewer = context.viewer?.user;
  if (!viewer) return failure('Unauthorized', 'Sign in to do that.');
  const [catalog, response] = await Promise.all([context.loaders.catalogById.load(catalogId), context.loaders.postById.load(responseId)]);
  if (!catalog || !response || response.inResponseToCatalogId !== catalog.id) return failure('NotFound', 'Response not found');
  if (catalog.creatorId !== viewer.id) return failure('Forbidden', 'Only the owner of the list can do that.');
  await setResponseHidden(context.db, response.id, hidden);
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
  /** ShowCatalogResponseOnParent (spec 1 §7); the client then refetches threadedCatalogResponses. */
  showCatalogResponseOnParent: t.field({
    type: CatalogResponseResult,
    args: { parentCatalogId: t.arg.id(), catalogResponseId: t.arg.id() },
    resolve: (_root, args, context) => onResponseOfOwnCatalog(context, String(args.parentCatalogId), String(args.catalogResponseId), false),
  }),
  hideCatalogResponseOnParent: t.field({
    type: CatalogResponseResult,
    args: { parentCatalogId: t.arg.id(), catalogResponseId: t.arg.id() },
    resolve: (_root, args, context) => onResponseOfOwnCatalog(context, String(args.parentCatalogId), String(args.catalogResponseId), true),
  }),
}));
