import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { router } from '../../shared/routes/index.ts';
import { PAGE_MODULES } from './page-modules.ts';
import { NOT_FOUND_PAGE } from './define-page.ts';
import { isBuiltPage, pageFor } from './page-registry.ts';

const declared = PAGE_MODULES.flatMap(({ file, module }) => Object.keys(module.pages).map((page) => ({ page, file })));

// The server renders each page from the module that declares it and names that module's script in
// the document; a page declared twice would render from whichever module came last.
describe('the page modules', () => {
  it('declare each page once', () => {
    const twice = declared.filter(({ page }, index) => declared.findIndex((other) => other.page === page) !== index);
    expect(twice).toEqual([]);
  });

  it('declare every page the route table names, and the not-found page', () => {
    const named = new Set([NOT_FOUND_PAGE, ...router.routes.flatMap((definition) => definition.page ?? [])]);
    expect([...named].filter((page) => !isBuiltPage(page))).toEqual([]);
  });

  it('declare only pages the route table names', () => {
    const named = new Set([NOT_FOUND_PAGE, ...router.routes.flatMap((definition) => definition.page ?? [])]);
    expect(declared.filter(({ page }) => !named.has(page))).toEqual([]);
  });

  it('name a browser module that exists for each page', () => {
    for (const { page } of declared)
      expect(existsSync(new URL(`../${pageFor(page).browserFile}`, import.meta.url)), page).toBe(true);
  });

  it('give the editor the shell on the server and the whole editor in the browser', () => {
    expect(pageFor('editor').browserFile).toBe('editor/editor-page.tsx');
    expect(pageFor('post').browserFile).toBe('stories/post-page.tsx');
  });

  it("live in their features' folders under names of their own, which name their scripts", () => {
    const names = PAGE_MODULES.map(({ file }) => file.split('/').at(-1));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(pageFor(NOT_FOUND_PAGE).browserFile).toBe('pages/not-found-page.tsx');
  });
});
