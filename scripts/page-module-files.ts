/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A page module of client/pages, and the module the browser loads for it when that is another. */
export interface PageModuleFile {
  readonly file: string;
  readonly browserFile: string;
}

export const PAGES_FOLDER = 'client/pages';

const DECLARES_PAGES = /^export const pages = definePages\(/m;
const BROWSER_MODULE = /^export const browserModule = '([\w-]+\.tsx)';$/m;

/**
 * The modules that declare pages (client/pages/define-page.ts), read from their source: the
 * build runs in Node, which cannot import a page's React code, and the generated list the server
 * imports (client/pages/page-modules.ts) is written from the same reading.
 */
export const pageModuleFiles = (folder = PAGES_FOLDER): PageModuleFile[] =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.tsx'))
    .sort()
    .flatMap((file) => {
      const source = readFileSync(join(folder, file), 'utf8');
      if (!DECLARES_PAGES.test(source)) return [];
      return [{ file, browserFile: BROWSER_MODULE.exec(source)?.[1] ?? file }];
    });
