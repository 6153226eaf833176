import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { router } from '../../shared/routes/index.ts';
import { isBuiltPage, NOT_FOUND_PAGE } from './page-registry.ts';
import { PAGE_MODULES } from './page-modules.ts';

// The server renders pages from page-registry.ts; the browser imports them by PAGE_MODULES. A page
// in one and not the other would render and then fail to hydrate.
describe('PAGE_MODULES and the page registry name the same pages', () => {
  it('has a module for every page the server renders', () => {
    const rendered = new Set([
      NOT_FOUND_PAGE,
      ...router.routes.flatMap((definition) =>
        definition.page && isBuiltPage(definition.page) ? [definition.page] : [],
      ),
    ]);
    expect([...rendered].filter((page) => !Object.hasOwn(PAGE_MODULES, page))).toEqual([]);
  });

  it('names only pages the server renders, each with a file that exists', () => {
    for (const [page, file] of Object.entries(PAGE_MODULES)) {
      expect(isBuiltPage(page), page).toBe(true);
      expect(existsSync(new URL(`./${file}`, import.meta.url)), file).toBe(true);
    }
  });
});
