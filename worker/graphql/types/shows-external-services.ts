import type { GraphQLContext } from '../context.ts';
import type { UserRow } from '../../db/schema/index.ts';

/**
 * Whether a writer's handles elsewhere (X, the fediverse) may be shown to the viewer: always to
 * the writer, to others unless the writer turned on ACCOUNT_HIDE_EXTERNAL_SERVICES.
 */
export const showsExternalServices = (user: UserRow, context: GraphQLContext): boolean =>
  !user.hidesExternalServices || context.viewer?.user.id === user.id;
