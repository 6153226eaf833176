// `node bench/lighthouse.ts`: Lighthouse (mobile preset, Debian's Chromium) on a story page, home
// and a profile, and on a static copy of the same story page saved to disk and served as files
//. Prints each page's scores and the story page's LCP and TBT as ratios to the static
// copy's. Also run by `npm run bench`.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { startSite } from '../scripts/site.ts';
import { median } from './measure.ts';

const STORY = '/@ada/writing-code-you-can-read-in-a-year-a00000000002';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

export interface PageScores {
  readonly name: string;
  readonly scores: Readonly<Record<(typeof CATEGORIES)[number], number>>;
  readonly lcp: number;
  readonly tbt: number;
  /** The audits that cost points, for what to mend next. */
  readonly failing: readonly string[];
}

/**
 * The story page as files: its HTML, and every same-site file it names, fetched once; the built
 * client's own files (chunks the page imports later included) come from dist/client.
 */
async function staticCopy(baseURL: string): Promise<{ server: Server; url: string; stop: () => void }> {
  const root = mkdtempSync(join(tmpdir(), 'quire-static-'));
  const html = await (await fetch(`${baseURL}${STORY}`)).text();
  writeFileSync(join(root, 'index.html'), html);
  // what the page loads (scripts, images, stylesheets, icons), not the pages it links to
  const named = [...html.matchAll(/(?:\ssrc="|<link\b[^>]*\shref=")(\/[^"/][^"]*)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
  for (const path of new Set(named)) {
    const response = await fetch(`${baseURL}${path}`);
    if (!response.ok) continue;
    const file = join(root, 'files', decodeURIComponent(new URL(path, baseURL).pathname));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
  }
  const fileFor = (pathname: string): string | null => {
    if (pathname === STORY) return join(root, 'index.html');
    for (const candidate of [join(root, 'files', pathname), join('dist/client', pathname)])
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    return null;
  };
  const server = createServer((request, response) => {
    const file = fileFor(decodeURIComponent(new URL(request.url ?? '/', 'http://static.invalid').pathname));
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
      .end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    server,
    url: `http://localhost:${port}${STORY}`,
    stop: () => {
      server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Lighthouse's simulated LCP of one page swings from run to run (the story page's from 1.1 to
 * 1.8 s in four runs of one commit, its static copy's from 1.5 to 2.8), so the two are audited in
 * turns this many times and their ratio is the median of the pairs.
 */
const PAIRS = 5;

// TBT can be 0 for both: the ratio is then 1
const tbtRatio = (story: number, copy: number): number =>
  copy === 0 ? (story === 0 ? 1 : Number.POSITIVE_INFINITY) : story / copy;

export interface LighthouseResults {
  readonly pages: readonly PageScores[];
  /** The story page's LCP over its static copy's, one per pair of runs in turns. */
  readonly lcpRatios: readonly number[];
  readonly tbtRatios: readonly number[];
}

async function audit(port: number, name: string, url: string): Promise<PageScores> {
  const run = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!run) throw new Error(`Lighthouse did not run on ${url}`);
  const { categories, audits } = run.lhr;
  return {
    name,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
    ) as PageScores['scores'],
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failing: CATEGORIES.flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${ref.id} ${Math.round((audits[ref.id]?.score ?? 0) * 100)}`),
    ),
  };
}

export async function lighthouseScores(): Promise<LighthouseResults> {
  const site = await startSite({ production: true });
  let copy: Awaited<ReturnType<typeof staticCopy>> | undefined;
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    copy = await staticCopy(site.baseURL);
    chrome = await launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    const story = `${site.baseURL}${STORY}`;
    const storyPage = await audit(chrome.port, 'story page', story);
    const home = await audit(chrome.port, 'home', `${site.baseURL}/`);
    const profile = await audit(chrome.port, 'profile', `${site.baseURL}/@ada`);
    const file = await audit(chrome.port, 'static copy of the story page', copy.url);
    const pairs: [PageScores, PageScores][] = [[storyPage, file]];
    while (pairs.length < PAIRS)
      pairs.push([
        await audit(chrome.port, 'story page', story),
        await audit(chrome.port, 'static copy of the story page', copy.url),
      ]);
    return {
      pages: [storyPage, home, profile, file],
      lcpRatios: pairs.map(([page, staticPage]) => page.lcp / staticPage.lcp),
      tbtRatios: pairs.map(([page, staticPage]) => tbtRatio(page.tbt, staticPage.tbt)),
    };
  } finally {
    chrome?.kill();
    copy?.stop();
    site.stop();
  }
}

export function describeLighthouse({ pages, lcpRatios, tbtRatios }: LighthouseResults): string[] {
  const lines = pages.map(
    ({ name, scores, failing }) =>
      `Lighthouse (mobile) ${name}: ${CATEGORIES.map((category) => `${category} ${scores[category]}`).join(', ')}${failing.length > 0 ? `; below 90: ${failing.join(', ')}` : ''}`,
  );
  const each = (ratios: readonly number[]) => ratios.map((value) => value.toFixed(2)).join(' ');
  lines.push(
    `story page / its static copy, median of ${lcpRatios.length} runs in turns: LCP ${median(lcpRatios).toFixed(2)} (goal: within 1.2; each ${each(lcpRatios)}), ` +
      `TBT ${median(tbtRatios).toFixed(2)} (each ${each(tbtRatios)})`,
  );
  return lines;
}

if (import.meta.main) for (const line of describeLighthouse(await lighthouseScores())) console.log(line);
