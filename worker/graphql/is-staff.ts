import type { GraphQLContext } from './context.ts';

/** A signed-in member of the staff (is_medium_staff, from the viewer's account or the deployment's flags). */
export const isStaff = (context: GraphQLContext): boolean => context.viewer !== null && context.flags.is_medium_staff;

/** A signed-in moderator: staff, or someone staff made one (docs/trust-and-safety.md, "Moderators"). */
export const isModerator = (context: GraphQLContext): boolean =>
  isStaff(context) || context.viewer?.user.isModerator === true;
