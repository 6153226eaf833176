import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';
import { mutationFields } from './mutation-fields.ts';

export const ACCOUNT_SUSPENDED =
  'Your account is suspended, so it can’t make changes. You can still read your data and export it.';

/**
 * What a suspended account may still do: appeal its suspension, take its data away (which wants a
 * fresh proof) and sign out. Everything else that changes state is refused (docs/security.md, "Suspended accounts").
 */
export const SUSPENDED_MAY: ReadonlySet<string> = new Set([
  'appealDecision',
  'confirmIdentity',
  'requestDataExport',
  'signOutSession',
  'signOutOtherSessions',
]);

/** Refuses, before it runs, a suspended account's mutation outside SUSPENDED_MAY. */
export const suspendedAccount: Plugin<GraphQLContext> = {
  onExecute({ args, setResultAndStopExecution }) {
    if (!args.contextValue.viewer?.user.isSuspended) return;
    const fields = mutationFields(args.document, args.operationName);
    if (!fields || fields.every((field) => SUSPENDED_MAY.has(field))) return;
    setResultAndStopExecution({
      errors: [
        new GraphQLError(ACCOUNT_SUSPENDED, { extensions: { code: 'ACCOUNT_SUSPENDED', http: { status: 403 } } }),
      ],
    });
  },
};
