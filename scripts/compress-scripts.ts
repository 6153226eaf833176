// A second minifier over the browser's scripts: terser's compressor, run twice over esbuild's
// output, takes about 1.4% more off what a reader downloads (0.8 KB gzipped of React alone),
// which esbuild, built for speed, leaves. Source maps are carried through, so a
// script's map still leads back to the TypeScript sources.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'terser';

/**
 * Rewrites every script under `dir` in place, with its source map beside it, but those in `leave`
 * (paths as esbuild wrote them), which stay as esbuild minified them.
 */
export async function compressScripts(dir: string, leave: ReadonlySet<string> = new Set()): Promise<void> {
  const scripts = (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(dir, name))
    .filter((script) => !leave.has(script));
  await Promise.all(
    scripts.map(async (script) => {
      const result = await minify(readFileSync(script, 'utf8'), {
        module: true,
        // Methods written `{ m: function () {} }` become `{ m() {} }`: about 70 bytes gzipped off a
        // story page. Unsafe only for code that calls `new obj.m()` on such a method, which nothing
        // in the bundle does (its only `new x.y()` calls construct classes behind module getters).
        compress: { passes: 2, ecma: 2020, unsafe_methods: true },
        format: { ecma: 2020 },
        // no sourceMappingURL comment: client/public/_headers names each map in a header
        sourceMap: { content: readFileSync(`${script}.map`, 'utf8') },
      });
      if (result.code === undefined || typeof result.map !== 'string')
        throw new Error(`terser returned nothing for ${script}`);
      writeFileSync(script, result.code);
      writeFileSync(`${script}.map`, result.map);
    }),
  );
}
