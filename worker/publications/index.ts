// The publications feature's public face: what the other features may use of it (docs/architecture.md,
// "Map of the code"). Its GraphQL types are in graphql.ts.

export { canEditCollection, editorsOf, liveDomain, reachableCollection, viewerRoleIn } from './collection-access.ts';
export { memberCollections } from './member-collection-queries.ts';
export {
  publicationById,
  publicationBySlug,
  publicationsOf,
  publicationWithRoles,
  runsPublication,
} from './publication-queries.ts';
