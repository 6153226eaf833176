/** The hashed client files that `npm run build` wrote to dist/client/manifest.json. */
export interface AssetManifest {
  readonly script: string;
  /** The first script of a page that hydrates at the reader's first intent (client/boot.ts). */
  readonly boot: string;
  readonly stylesheet: string;
  /** Each page module's own script, by the module's file in client/pages (client/pages/page-registry.ts). */
  readonly pages: Readonly<Record<string, string>>;
}

// One fetch per isolate: the manifest changes only with a new deployment.
let cached: Promise<AssetManifest> | undefined;

export function loadAssetManifest(assets: Fetcher): Promise<AssetManifest> {
  cached ??= assets.fetch('https://assets.invalid/manifest.json').then(async (response) => {
    if (!response.ok) {
      cached = undefined;
      throw new Error('dist/client/manifest.json is missing: run `npm run build` before starting the worker');
    }
    return (await response.json()) as AssetManifest;
  });
  return cached;
}
