import { issueAccountToken } from '../auth/account-token-writes.ts';
import { otherServedSite } from '../routes/other-served-site.ts';
import { normalizeHost } from '../hosts/resolve-host.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { failure, type Failure, SIGN_IN } from '../graphql/types/failure.ts';

interface AccountToken {
  readonly kind: 'AccountToken';
  readonly token: string;
  /** Where the browser goes next: the other site's /m/global-identity with the token. */
  readonly redirect: string;
}

const AccountTokenRef = builder.objectRef<AccountToken>('AccountToken').implement({
  fields: (t) => ({ token: t.exposeString('token'), redirect: t.exposeString('redirect') }),
});

const AccountTokenResult = resultUnion('AccountTokenResult', AccountTokenRef, ['BadRequest', 'Unauthorized']);

const NOT_OURS = 'That address is not on a site we serve.';
const NOT_STARTED = (host: string) => `Signing in to ${host} starts there: go back to it and choose Sign in.`;

/**
 * AccountTokenQuery (docs/spec-checklist.md 2 §7): a reader signed in on the auth domain who came from a writer's
 * or a publication's own domain (the action URL), and agreed on the page that names it, gets a
 * one-minute, one-use token that signs them in there too, since cookies cannot cross sites. The
 * token is bound to the nonce that site set in the reader's browser when it started the hand-off
 * (docs/security.md).
 */
async function accountToken(
  context: GraphQLContext,
  actionUrl: string,
  handOff: string | null | undefined,
): Promise<AccountToken | Failure> {
  const viewer = context.viewer?.user;
  if (!viewer || context.viewer?.boundHost) return SIGN_IN;
  const authOrigin = new URL(context.linkContext.authOrigin);
  const authHost = normalizeHost(authOrigin.host);
  if (normalizeHost(context.requestUrl.host) !== authHost)
    return failure('BadRequest', 'Ask for this on the main site.');
  const target = await otherServedSite(context.db, actionUrl, authOrigin);
  if (!target) return failure('BadRequest', NOT_OURS);
  if (!handOff) return failure('BadRequest', NOT_STARTED(target.host));
  const host = normalizeHost(target.host);
  const token = await issueAccountToken(context.db, viewer.id, host, handOff, context.now().getTime());
  const redirect = new URL('/m/global-identity', target.origin);
  redirect.searchParams.set('redirectUrl', target.href);
  redirect.searchParams.set('token', token);
  return { kind: 'AccountToken', token, redirect: redirect.href };
}

builder.queryFields((t) => ({
  accountToken: t.field({
    type: AccountTokenResult,
    args: {
      actionUrl: t.arg.string(),
      // The sign-in step the reader was at; the action URL alone says where they go next.
      step: t.arg.string({ required: false }),
      // The nonce the other site set when it started the hand-off (/m/global-identity?start=…).
      handOff: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) => accountToken(context, args.actionUrl, args.handOff),
  }),
}));
