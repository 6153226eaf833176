import { type DocumentNode, type FragmentDefinitionNode, GraphQLError, getOperationAST, Kind, type SelectionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';

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
  'followCollection',
  'followTag',
  'followUser',
  'markPostRead',
  'muteCollection',
  'muteUser',
  'recordPostView',
  'removeFromCatalog',
  'reportAndMaybeBlockUser',
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

/** The root fields a selection names, through fragments (validation has already refused fragment cycles). */
function rootFields(document: DocumentNode, selections: readonly SelectionNode[]): string[] {
  return selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    const inner =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection.selectionSet
        : document.definitions.find((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value)?.selectionSet;
    return inner ? rootFields(document, inner.selections) : [''];
  });
}

/** Refuses, before it runs, a mutation outside READER_ACTIONS from a session bound to a writer's or a publication's own host. */
export const boundSessionScope: Plugin<GraphQLContext> = {
  onExecute({ args, setResultAndStopExecution }) {
    const { viewer, linkContext } = args.contextValue;
    if (!viewer?.boundHost) return;
    const operation = getOperationAST(args.document, args.operationName);
    if (operation?.operation !== 'mutation') return;
    if (rootFields(args.document, operation.selectionSet.selections).every((field) => READER_ACTIONS.has(field) || field === '__typename')) return;
    const main = new URL(linkContext.authOrigin).host;
    setResultAndStopExecution({
      errors: [new GraphQLError(`Go to ${main} to do that.`, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } })],
    });
  },
};
