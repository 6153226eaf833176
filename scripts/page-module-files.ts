/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A page module, and the module the browser loads for it when that is another: each a path from
 * client/ (`stories/post-page.tsx`), as the manifest and the server's registry name them.
 */
export interface PageModuleFile {
  readonly file: string;
  readonly browserFile: string;
}

/** Where the page machinery lives (client/pages/define-page.ts) and the generated list is written. */
export const PAGES_FOLDER = 'client/pages';

/** Page modules live in their feature's folder of the client, beside its components. */
const CLIENT_FOLDER = 'client';

const DECLARES_PAGES = /^export const pages = definePages\(/m;
const BROWSER_MODULE = /^export const browserModule = '([\w-]+\.tsx)';$/m;

const tsxFiles = (folder: string): string[] =>
  readdirSync(join(CLIENT_FOLDER, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });

/**
 * The modules that declare pages (client/pages/define-page.ts), read from their source: the
 * build runs in Node, which cannot import a page's React code, and the generated list the server
 * imports (client/pages/page-modules.ts) is written from the same reading. A browser module is
 * named from its page module's folder.
 */
export const pageModuleFiles = (): PageModuleFile[] =>
  tsxFiles('')
    .sort()
    .flatMap((file) => {
      const source = readFileSync(join(CLIENT_FOLDER, file), 'utf8');
      if (!DECLARES_PAGES.test(source)) return [];
      const browserModule = BROWSER_MODULE.exec(source)?.[1];
      return [{ file, browserFile: browserModule ? join(dirname(file), browserModule) : file }];
    });
