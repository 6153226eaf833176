import type { ComponentType } from 'react';
import type { PageDeclaration, PageDeclarations } from './define-page.ts';
import NotFoundPage from './not-found-page.tsx';
import { PAGE_MODULES } from './page-modules.ts';

/** One page as the server renders it: its module's component and what the module declares of it. */
export interface PageEntry extends PageDeclaration {
  readonly component: ComponentType;
  /** The module the browser loads to hydrate the page, a file of client/pages. */
  readonly browserFile: string;
}

interface LoadedPageModule {
  readonly file: string;
  readonly browserFile?: string;
  readonly module: { readonly default: ComponentType; readonly pages: PageDeclarations };
}

/** Pages by name, from the declarations of the page modules (client/pages/define-page.ts). */
const modules: readonly LoadedPageModule[] = PAGE_MODULES;
const PAGES: ReadonlyMap<string, PageEntry> = new Map(
  modules.flatMap(({ file, browserFile, module }) =>
    Object.entries(module.pages).map(([page, declaration]): [string, PageEntry] => [
      page,
      { ...declaration, component: module.default, browserFile: browserFile ?? file },
    ]),
  ),
);

/** Whether a module declares the page: test/core/every-route.test.ts holds every route's page to it. */
export const isBuiltPage = (page: string): boolean => PAGES.has(page);

/** A page no module declares is "not found", never a blank or generic page. */
export const pageFor = (page: string): PageEntry =>
  PAGES.get(page) ?? { component: NotFoundPage, browserFile: 'pages/not-found-page.tsx' };
