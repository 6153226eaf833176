// What nearly every page uses belongs to the first script: one file that every page shares and
// a reader's browser keeps, rather than a small chunk for each set of pages that uses it, each
// costing its own request and gzip dictionary (scripts/build-client.ts). A visitor's story page,
// the page most read, uses all of it (its clap and follow buttons and the reading position run
// their mutations through useMutation): what only other pages use (safe links) stays in their
// chunks.
import './data/use-query.ts';
import './data/use-client.ts';
import './data/use-mutation.ts';
import './data/failure-message.ts';
import './graphql/graphql.ts';
import './graphql/paragraph-fields.ts';
import './components/avatar.tsx';
import './format.ts';
import '../shared/images/image-url.ts';
import '../shared/social/user-actions.ts';
import '../shared/claps/claps.ts';
import './data/on-demand.ts';
// React's own files are CommonJS: the pages reach them through this module (and the React
// wrappers it imports) rather than each importing them, which would leave a call to each in
// every page (scripts/build-client.ts)
import 'react-dom/client';
