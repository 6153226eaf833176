import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';
import { mutationFields } from './mutation-fields.ts';

/**
 * What a session made on a writer's or a publication's own site may change there: what a reader
 * does on a page. Account, security, billing, writing and application settings are the main
 * site's alone (docs/security.md, "Signing in on a writer's own domain"): the owner of a custom
 * domain decides where its DNS points, so a session there must not be able to take the account.
 */
export const READER_ACTIONS: ReadonlySet<string> = new Set([
  'addToCatalog',
  'blockUser',
  'bookmarkPost',
  'clap',
  'confirmNewsletterSubscription',
  'createHighlight',
  'createNote',
  'createNoteReply',
  'createResponse',
  'deleteHighlight',
  'dismissFlag',
  'enableWriterNewsletter',
  'followCollection',
  'followTag',
  'followUser',
  'markPostRead',
  'muteCollection',
  'muteUser',
  'recordPostView',
  'removeFromCatalog',
  'reportAndMaybeBlockUser',
  'reportContent',
  'savePostReadingPosition',
  'searchClickEvent',
  'setUserStyleReminderSeen',
  'subscribeToNewsletter',
  'subscribeToWriter',
  'unbookmarkPost',
  'unblockUser',
  'unfollowCollection',
  'unfollowTag',
  'unfollowUser',
  'unmuteCollection',
  'unmuteUser',
  'unsubscribeFromNewsletters',
  'updateActivityLastViewed',
]);

/** Refuses, before it runs, a mutation outside READER_ACTIONS from a session bound to a writer's or a publication's own host. */
export const boundSessionScope: Plugin<GraphQLContext> = {
  onExecute({ args, setResultAndStopExecution }) {
    const { viewer, linkContext } = args.contextValue;
    if (!viewer?.boundHost) return;
    const fields = mutationFields(args.document, args.operationName);
    if (!fields || fields.every((field) => READER_ACTIONS.has(field))) return;
    const main = new URL(linkContext.authOrigin).host;
    setResultAndStopExecution({
      errors: [
        new GraphQLError(`Go to ${main} to do that.`, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } }),
      ],
    });
  },
};
