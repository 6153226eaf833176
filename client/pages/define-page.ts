import type { ShareCardSource } from '../../shared/discovery/share-card.ts';
import type { PageName } from '../../shared/routes/index.ts';
import type { ErasedPageData } from './page-data.ts';

/**
 * Whether the edge may keep the copy a signed-out reader gets (docs/edge-cache.md): 'public' pages
 * are the same for every signed-out reader; 'home', 'post', 'tag' and 'topic' pages add their own
 * check (a published story, a tag that exists). A page that declares none is never kept.
 */
export type PageCachePolicy = 'public' | 'home' | 'post' | 'tag' | 'topic';

/** What the server needs to know of one page besides its component. */
export interface PageDeclaration {
  /** The query the server runs before rendering, whose result also fixes the status. */
  readonly data?: ErasedPageData;
  readonly cache?: PageCachePolicy;
  /** What the page tells social networks, search engines and feed readers about itself. */
  readonly shareCard?: ShareCardSource;
}

/** The page of every address nothing answers, and of things that do not exist: no route names it. */
export const NOT_FOUND_PAGE = 'not-found';

export type PageDeclarations = { readonly [Page in PageName | typeof NOT_FOUND_PAGE]?: PageDeclaration };

/**
 * A page module (a `client/pages/*.tsx` file) declares the pages of the route table it renders
 * with its default export, as `export const pages = definePages({ … })`. `npm run generate` lists
 * every such module in client/pages/page-modules.ts, from which the server's registry and the
 * browser's entries are derived (docs/architecture.md, "Adding a page").
 */
export const definePages = (declarations: PageDeclarations): PageDeclarations => declarations;
