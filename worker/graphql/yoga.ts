import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import { GraphQLError, type GraphQLSchema, NoSchemaIntrospectionCustomRule } from 'graphql';
import { GRAPHQL_PATH } from '../../shared/constants.ts';
import { antiForgery } from './anti-forgery.ts';
import { boundSessionScope } from './bound-session-scope.ts';
import { suspendedAccount } from './suspended-account.ts';
import type { GraphQLContext } from './context.ts';
import { GRAPHQL_BATCH_LIMIT } from '../../shared/constants.ts';
import { withoutSkippedSelections } from './without-skipped-selections.ts';

/** Production answers no introspection and suggests no field or enum names to a prober, in validation or in variables. */
const hardenForProduction: Plugin<GraphQLContext> = {
  onValidate({ addValidationRule, validateFn, setValidationFn }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
    setValidationFn((schemaToValidate, document, rules, options) =>
      validateFn(schemaToValidate, document, rules, { ...options, hideSuggestions: true }),
    );
  },
  onExecute({ executeFn, setExecuteFn }) {
    setExecuteFn((args) => executeFn({ ...args, hideSuggestions: true } as typeof args));
  },
};

/** The query limits (./builder.ts) measure what runs: the selections `@skip`/`@include` leave out go before execution. */
const measureWhatRuns: Plugin<GraphQLContext> = {
  onExecute({ executeFn, setExecuteFn }) {
    setExecuteFn((args) =>
      executeFn({
        ...args,
        document: withoutSkippedSelections(
          args.document,
          args.variableValues as Record<string, unknown> | null | undefined,
        ),
      } as typeof args),
    );
  },
};

/** Every operation, batched or not, counts against the network's limit before it runs. */
const operationLimit: Plugin<GraphQLContext> = {
  async onExecute({ args, setResultAndStopExecution }) {
    if (await args.contextValue.withinOperationLimit()) return;
    setResultAndStopExecution({
      errors: [
        new GraphQLError('Too many requests. Please try again later.', { extensions: { code: 'TOO_MANY_REQUESTS' } }),
      ],
    });
  },
};

const yogas = new Map<boolean, ReturnType<typeof create>>();

function create(schema: GraphQLSchema, production: boolean) {
  return createYoga<GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    batching: { limit: GRAPHQL_BATCH_LIMIT },
    // isDev is set explicitly: yoga would otherwise read NODE_ENV, and stacks must never leak.
    maskedErrors: {
      isDev: false,
      maskError(error, message) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        // Errors we raise on purpose (limits, validation) are for the client as they are.
        if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return error;
        // Anything else is a defect: the client gets "Unexpected error.", the log gets what happened.
        console.error(
          'GraphQL resolver failed',
          original instanceof Error ? (original.stack ?? original.message) : String(original),
        );
        return maskError(error, message, false);
      },
    },
    // CORS is the endpoint's: only Quire's own origins, which takes the database (graphql-endpoint.ts).
    cors: false,
    graphiql: false,
    landingPage: false,
    logging: false,
    plugins: production
      ? [measureWhatRuns, operationLimit, antiForgery, boundSessionScope, suspendedAccount, hardenForProduction]
      : [measureWhatRuns, operationLimit, antiForgery, boundSessionScope, suspendedAccount],
  });
}

/** One yoga per isolate and mode, over the app's one schema (the context carries it). */
export function graphqlServer(schema: GraphQLSchema, environment: string) {
  const production = environment === 'production';
  let yoga = yogas.get(production);
  if (!yoga) {
    yoga = create(schema, production);
    yogas.set(production, yoga);
  }
  return yoga;
}
