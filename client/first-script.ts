// What nearly every page uses belongs to the first script: one file that every page shares and
// a reader's browser keeps, rather than a small chunk for each set of pages that uses it, each
// costing its own request and gzip dictionary (scripts/build-client.ts).
import './data/use-query.ts';
import './data/use-mutation.ts';
import './data/use-client.ts';
import './data/failure-message.ts';
import './graphql/graphql.ts';
import './components/avatar.tsx';
import './format.ts';
import '../shared/images/image-url.ts';
import '../shared/content/safe-url.ts';
import '../shared/social/social-toasts.ts';
import '../shared/social/user-actions.ts';
import '../shared/content/claps.ts';
import './data/on-demand.ts';
