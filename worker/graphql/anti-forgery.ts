import { GraphQLError, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';

/**
 * Whether a request may change state. Signed-in viewers must echo their session's anti-forgery
 * value; visitors (whose value is empty, docs/spec-checklist.md 3 §1) must still send the header, which a
 * cross-site form or simple request cannot do without a preflight we never grant.
 */
export function passesAntiForgery(context: Pick<GraphQLContext, 'viewer' | 'xsrfToken'>): boolean {
  if (context.xsrfToken === null) return false;
  return context.viewer ? context.xsrfToken === context.viewer.xsrf : true;
}

/** Refuses every mutation of a request that fails the anti-forgery check, before it runs. */
export const antiForgery: Plugin<GraphQLContext> = {
  onExecute({ args, setResultAndStopExecution }) {
    const operation = getOperationAST(args.document, args.operationName);
    if (operation?.operation !== 'mutation') return;
    if (passesAntiForgery(args.contextValue)) return;
    setResultAndStopExecution({
      errors: [
        new GraphQLError('Missing or invalid anti-forgery value.', {
          extensions: { code: 'FORBIDDEN', http: { status: 403 } },
        }),
      ],
    });
  },
};
