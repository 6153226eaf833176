import type { ClientInfo } from '@cloudflare/workers-oauth-provider';
import { randomHex } from '../../shared/hex.ts';
import { hashToken } from '../auth/hash-token.ts';
import type { integrationTokens } from '../db/schema/index.ts';
import { INTEGRATION_TOKEN_PREFIX } from './integration-token.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { requireFreshProof } from '../graphql/require-fresh-proof.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { UserRef } from '../graphql/types/refs.ts';
import {
  applicationCount,
  applicationsOf,
  deleteApplication,
  integrationTokenCount,
  integrationTokensOf,
  newApplication,
  newIntegrationToken,
  ownedApplication,
  revokeIntegrationToken,
} from './oauth-application-queries.ts';
import { failure, type Failure, isKind, SIGN_IN } from '../graphql/types/failure.ts';

/** Applications and integration tokens one writer may hold: more is a script, not a person. */
export const MAX_APPLICATIONS = 20;
export const MAX_INTEGRATION_TOKENS = 20;
const MAX_REDIRECT_URIS = 5;
const MAX_NAME = 50;
const NO_APPLICATION = failure('NotFound', 'No such application.');

type IntegrationTokenRow = typeof integrationTokens.$inferSelect;
interface ConnectedApplication {
  readonly grantId: string;
  readonly client: ClientInfo | null;
  readonly scope: readonly string[];
  readonly createdAt: number;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A redirect address an application may register: https, or http to the writer's own computer
 * (a desktop app's loopback, RFC 8252), with no fragment. Null when it is fine, else the reason.
 */
export function redirectUriProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `“${value}” is not a web address.`;
  }
  if (url.hash) return `“${value}” may not have a #fragment.`;
  if (url.username || url.password) return `“${value}” may not carry a user name or password.`;
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return null;
  return `“${value}” must start with https:// (or http://localhost for an app on your computer).`;
}

/** An application as the library keeps it, with what D1 keeps of it. */
type OwnApplication = ClientInfo & { readonly mediumCompatible: boolean };

const OAuthApplicationRef = builder.objectRef<OwnApplication>('OAuthApplication').implement({
  fields: (t) => ({
    /** The client id the application sends to /m/oauth/authorize and /m/token. */
    id: t.exposeID('clientId'),
    name: t.string({ resolve: (client) => client.clientName ?? client.clientId }),
    website: t.string({ nullable: true, resolve: (client) => client.clientUri ?? null }),
    redirectUris: t.stringList({ resolve: (client) => client.redirectUris }),
    createdAt: t.float({
      nullable: true,
      resolve: (client) => (client.registrationDate ? client.registrationDate * 1000 : null),
    }),
    /** Registered for Medium's API: it may ask for access without PKCE, as Medium's clients do. */
    mediumCompatible: t.exposeBoolean('mediumCompatible'),
  }),
});

const CreatedOAuthApplicationRef = builder
  .objectRef<{
    kind: 'CreatedOAuthApplication';
    application: OwnApplication;
    clientSecret: string;
    owner: GraphQLContext['viewer'] & object;
  }>('CreatedOAuthApplication')
  .implement({
    isTypeOf: isKind('CreatedOAuthApplication'),
    fields: (t) => ({
      application: t.field({ type: OAuthApplicationRef, resolve: (created) => created.application }),
      /** Shown once: only its hash is kept. */
      clientSecret: t.exposeString('clientSecret'),
      owner: t.field({ type: UserRef, resolve: (created) => created.owner.user }),
    }),
  });

const ConnectedApplicationRef = builder.objectRef<ConnectedApplication>('ConnectedApplication').implement({
  fields: (t) => ({
    /** The grant: what Disconnect takes back. */
    id: t.exposeID('grantId'),
    name: t.string({ resolve: (connected) => connected.client?.clientName ?? 'An application that was deleted' }),
    website: t.string({ nullable: true, resolve: (connected) => connected.client?.clientUri ?? null }),
    scopes: t.stringList({ resolve: (connected) => [...connected.scope] }),
    connectedAt: t.float({ resolve: (connected) => connected.createdAt * 1000 }),
  }),
});

const IntegrationTokenRef = builder.objectRef<IntegrationTokenRow>('IntegrationToken').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    description: t.exposeString('description'),
    createdAt: t.float({ resolve: (token) => token.createdAt.getTime() }),
    lastUsedAt: t.float({ nullable: true, resolve: (token) => token.lastUsedAt?.getTime() ?? null }),
  }),
});

const CreatedIntegrationTokenRef = builder
  .objectRef<{
    kind: 'CreatedIntegrationToken';
    integrationToken: IntegrationTokenRow;
    token: string;
    owner: GraphQLContext['viewer'] & object;
  }>('CreatedIntegrationToken')
  .implement({
    isTypeOf: isKind('CreatedIntegrationToken'),
    fields: (t) => ({
      integrationToken: t.field({ type: IntegrationTokenRef, resolve: (created) => created.integrationToken }),
      /** Shown once: only its hash is kept. */
      token: t.exposeString('token'),
      owner: t.field({ type: UserRef, resolve: (created) => created.owner.user }),
    }),
  });

/** The viewer's own applications, newest first (at most MAX_APPLICATIONS, so a bounded number of reads). */
async function ownApplications(context: GraphQLContext, ownerId: string): Promise<OwnApplication[]> {
  const rows = await applicationsOf(context.db, ownerId);
  const oauth = await context.oauth();
  const clients = await Promise.all(
    rows.map(async (row) => {
      const client = await oauth.lookupClient(row.clientId);
      return client && { ...client, mediumCompatible: row.mediumCompatible };
    }),
  );
  return clients.filter((client) => client !== null);
}

/** The application `clientId` if the viewer registered it. */
async function ownApplication(
  context: GraphQLContext,
  ownerId: string,
  clientId: string,
): Promise<OwnApplication | Failure> {
  const row = await ownedApplication(context.db, ownerId, clientId);
  const client = row ? await (await context.oauth()).lookupClient(clientId) : null;
  return row && client ? { ...client, mediumCompatible: row.mediumCompatible } : NO_APPLICATION;
}

const isOwner = (context: GraphQLContext, userId: string) => context.viewer?.user.id === userId;

builder.objectFields(UserRef, (t) => ({
  /** The applications this writer registered (/me/applications), for the writer only. */
  oauthApplications: t.field({
    type: [OAuthApplicationRef],
    resolve: (user, _args, context) => (isOwner(context, user.id) ? ownApplications(context, user.id) : []),
  }),
  /** The applications this writer let act for them, each until they disconnect it. */
  connectedApplications: t.field({
    type: [ConnectedApplicationRef],
    resolve: async (user, _args, context) => {
      if (!isOwner(context, user.id)) return [];
      const oauth = await context.oauth();
      const { items } = await oauth.listUserGrants(user.id);
      const clients = await Promise.all(items.map((grant) => oauth.lookupClient(grant.clientId)));
      return items.map((grant, index) => ({
        grantId: grant.id,
        client: clients[index] ?? null,
        scope: grant.scope,
        createdAt: grant.createdAt,
      }));
    },
  }),
  integrationTokens: t.field({
    type: [IntegrationTokenRef],
    resolve: (user, _args, context) => (isOwner(context, user.id) ? integrationTokensOf(context.db, user.id) : []),
  }),
}));

builder.queryFields((t) => ({
  /** One of the viewer's own applications (/me/applications/{oauthApplicationId}); anyone else's is not found. */
  oauthApplication: t.field({
    type: OAuthApplicationRef,
    nullable: true,
    args: { id: t.arg.id() },
    resolve: async (_root, args, context) => {
      if (!context.viewer) return null;
      const found = await ownApplication(context, context.viewer.user.id, String(args.id));
      return 'kind' in found ? null : found;
    },
  }),
}));

const CreateOAuthApplicationResult = resultUnion('CreateOAuthApplicationResult', CreatedOAuthApplicationRef, [
  'BadRequest',
  'Unauthorized',
]);
const ApplicationsChangeResult = resultUnion('ApplicationsChangeResult', UserRef, ['NotFound', 'Unauthorized']);
const CreateIntegrationTokenResult = resultUnion('CreateIntegrationTokenResult', CreatedIntegrationTokenRef, [
  'BadRequest',
  'Unauthorized',
  'ReauthenticationRequired',
]);

builder.mutationFields((t) => ({
  /**
   * Registers an application that can ask writers for access (/me/applications/new): a name, its
   * website, the addresses it may send people back to, and whether it is made for Medium's API
   * (then it may ask without PKCE). The secret is in the answer only.
   */
  createOAuthApplication: t.field({
    type: CreateOAuthApplicationResult,
    args: {
      name: t.arg.string(),
      website: t.arg.string({ required: false }),
      redirectUris: t.arg.stringList(),
      mediumCompatible: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer;
      if (!viewer) return SIGN_IN;
      const name = args.name.trim();
      if (name === '' || name.length > MAX_NAME)
        return failure('BadRequest', `Give the application a name of up to ${MAX_NAME} characters.`);
      const website = (args.website ?? '').trim();
      if (website && !/^https:\/\/[^\s#]+$/.test(website))
        return failure('BadRequest', 'The website must be an https:// address.');
      const redirectUris = [...new Set(args.redirectUris.map((uri) => uri.trim()).filter(Boolean))];
      if (redirectUris.length === 0) return failure('BadRequest', 'Give at least one address to send people back to.');
      if (redirectUris.length > MAX_REDIRECT_URIS)
        return failure('BadRequest', `Give at most ${MAX_REDIRECT_URIS} addresses to send people back to.`);
      const problem = redirectUris.map(redirectUriProblem).find((reason) => reason !== null);
      if (problem) return failure('BadRequest', problem);
      if ((await applicationCount(context.db, viewer.user.id)) >= MAX_APPLICATIONS)
        return failure(
          'BadRequest',
          `You can register up to ${MAX_APPLICATIONS} applications. Delete one you no longer use first.`,
        );
      const client = await (await context.oauth()).createClient({
        clientName: name,
        ...(website ? { clientUri: website } : {}),
        redirectUris,
        tokenEndpointAuthMethod: 'client_secret_basic',
      });
      if (!client.clientSecret)
        return failure('BadRequest', 'The application could not be registered. Please try again.');
      const mediumCompatible = args.mediumCompatible ?? false;
      await newApplication(context.db, client.clientId, viewer.user.id, mediumCompatible);
      return {
        kind: 'CreatedOAuthApplication' as const,
        application: { ...client, mediumCompatible },
        clientSecret: client.clientSecret,
        owner: viewer,
      };
    },
  }),
  /** Deletes one of the viewer's applications; every writer it was connected to is disconnected. */
  deleteOAuthApplication: t.field({
    type: ApplicationsChangeResult,
    args: { id: t.arg.id() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer;
      if (!viewer) return SIGN_IN;
      const found = await ownApplication(context, viewer.user.id, String(args.id));
      if ('kind' in found) return found;
      await (await context.oauth()).deleteClient(found.clientId);
      await deleteApplication(context.db, found.clientId);
      return viewer.user;
    },
  }),
  /** Takes back an application's access: its tokens stop working at once. */
  disconnectApplication: t.field({
    type: ApplicationsChangeResult,
    args: { id: t.arg.id() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer;
      if (!viewer) return SIGN_IN;
      const oauth = await context.oauth();
      const { items } = await oauth.listUserGrants(viewer.user.id);
      if (!items.some((grant) => grant.id === String(args.id)))
        return failure('NotFound', 'That application is not connected.');
      await oauth.revokeGrant(String(args.id), viewer.user.id);
      return viewer.user;
    },
  }),
  /**
   * A token for the writer's own scripts to call the public API as them. Whoever holds a session
   * could otherwise mint a lasting key, so it wants a fresh proof; the token is in the answer only.
   */
  createIntegrationToken: t.field({
    type: CreateIntegrationTokenResult,
    args: { description: t.arg.string() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer;
      if (!viewer) return SIGN_IN;
      const description = args.description.trim();
      if (description === '' || description.length > MAX_NAME)
        return failure('BadRequest', `Describe the token in up to ${MAX_NAME} characters, e.g. “My blog’s importer”.`);
      const unproved = requireFreshProof(context);
      if (unproved) return unproved;
      if ((await integrationTokenCount(context.db, viewer.user.id)) >= MAX_INTEGRATION_TOKENS)
        return failure(
          'BadRequest',
          `You can have up to ${MAX_INTEGRATION_TOKENS} integration tokens. Revoke one you no longer use first.`,
        );
      const token = INTEGRATION_TOKEN_PREFIX + randomHex(40);
      const row = await newIntegrationToken(context.db, viewer.user.id, description, await hashToken(token));
      if (!row) return failure('BadRequest', 'The token could not be made. Please try again.');
      return { kind: 'CreatedIntegrationToken' as const, integrationToken: row, token, owner: viewer };
    },
  }),
  revokeIntegrationToken: t.field({
    type: ApplicationsChangeResult,
    args: { id: t.arg.id() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer;
      if (!viewer) return SIGN_IN;
      const gone = await revokeIntegrationToken(context.db, viewer.user.id, String(args.id));
      return gone ? viewer.user : failure('NotFound', 'No such token.');
    },
  }),
}));
