import { collectionPermissions } from '../../shared/publications/roles.ts';
import type { NewsletterRow } from './newsletter-writes.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { viewerRoleIn } from '../publications/index.ts';

/** Who may run a newsletter (write to it, read its stats, take its list): its writer, or the publication's creator and editors. */
export async function canManageNewsletter(newsletter: NewsletterRow, context: GraphQLContext): Promise<boolean> {
  if (newsletter.kind === 'author') return context.viewer !== null && context.viewer.user.id === newsletter.userId;
  const collection = newsletter.collectionId
    ? await context.loaders.collectionById.load(newsletter.collectionId)
    : null;
  return collection !== null && collectionPermissions(await viewerRoleIn(collection, context)).canManage;
}
