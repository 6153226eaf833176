// The accounts feature's public face: what the other features may use of it (docs/architecture.md,
// "Map of the code"). Its GraphQL types are in graphql.ts.

export { deleteAccount, DELETED_USER, keptStoryContents } from './account-deletion-writes.ts';
export { findUserById, findUserByUsername, usersByUsernames } from './account-queries.ts';
export { updateUser } from './account-writes.ts';
export { movedUsername } from './username-writes.ts';
