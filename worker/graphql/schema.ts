import { builder } from './builder.ts';
import './types/content.ts';
import './types/failures.ts';
import './types/user.ts';
import './types/collection.ts';
import './types/post.ts';
import './types/tag.ts';
import './types/catalog.ts';
import './types/search-click.ts';
import './types/account-token.ts';
import './types/responses.ts';
import './types/post-connection.ts';
import './types/queries.ts';
import './types/social-mutations.ts';
import './types/account.ts';
import './types/post-mutations.ts';
import './types/drafts.ts';
import './types/post-settings.ts';
import './types/publications.ts';
import './types/sequences.ts';
import './types/notifications.ts';
import './types/auth.ts';
import './types/magic-link.ts';
import './types/password.ts';
import './types/two-factor.ts';
import './types/verify-email.ts';

/** The one GraphQL schema: the server serves it, the client's types and graphcache derive from it. */
export const schema = builder.toSchema({ sortSchema: true });
