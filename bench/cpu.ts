// `node bench/cpu.ts`: the CPU an uncached story render costs (the goal: at most 3 ms of Workers'
// 10 ms free-plan budget for the worker's own code). Workers' own clocks stand still while code
// runs, so this is measured from outside, two ways: the worker isolate's own CPU, from V8's
// profiler (bench/isolate-cpu.ts), which is what the budget counts; and the workerd processes' CPU
// time (Linux /proc), which locally adds D1's SQLite, the cache's storage and the HTTP serving. The
// static file measured the same way shows what serving any request costs. Also run by `npm run bench`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startSite, type RunningSite } from '../scripts/site.ts';
import { isolateCpuPerRequest } from './isolate-cpu.ts';
import { median } from './measure.ts';
import { workerdProcesses } from './workerd-processes.ts';

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`: 100 on Linux). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** The CPU milliseconds the site's workerd processes have used so far. */
function workerdCpuMs(site: RunningSite): number {
  let ticks = 0;
  for (const { pid } of workerdProcesses(site)) {
    // utime and stime are fields 14 and 15, after the command's parenthesised name
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Sends `count` requests one at a time. */
async function send(urlOf: (n: number) => string, count: number): Promise<void> {
  for (let n = 0; n < count; n += 1) {
    const response = await fetch(urlOf(n));
    if (!response.ok) throw new Error(`${urlOf(n)} answered ${response.status}`);
    await response.arrayBuffer();
  }
}

/** The workerd CPU milliseconds one request costs, over `count` requests one at a time. */
async function cpuPerRequest(site: RunningSite, urlOf: (n: number) => string, count: number): Promise<number> {
  const before = workerdCpuMs(site);
  await send(urlOf, count);
  return (workerdCpuMs(site) - before) / count;
}

export interface RenderCpu {
  /** The worker's own code only, per uncached story page kept at the edge (the budget's measure). */
  readonly own: number;
  /** A cache MISS: rendered, then kept at the edge (its index rows written, purges checked). */
  readonly story: number;
  /** Rendered only: a parameter outside the cache key's list makes the page DYNAMIC. */
  readonly rendered: number;
  readonly staticFile: number;
}

export async function renderCpu(rounds = 5, perRound = 60): Promise<RenderCpu> {
  // The Worker's production environment too: development adds headers (Server-Timing, the D1
  // round trips) and a second wrapping of every response that production pages do not pay.
  const site = await startSite({ production: true, vars: { ENVIRONMENT: 'production' } });
  try {
    const story = `${site.baseURL}/@ada/writing-code-you-can-read-in-a-year-a00000000002`;
    const staticFile = `${site.baseURL}/favicon.ico`;
    let miss = 0;
    // warm both paths first: the first requests load code and fill the runtime's caches
    await cpuPerRequest(site, () => `${story}?utm_content=warm-${(miss += 1)}`, 20);
    await cpuPerRequest(site, () => staticFile, 20);
    const stories: number[] = [];
    const rendered: number[] = [];
    const files: number[] = [];
    const own: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      own.push(
        await isolateCpuPerRequest(site, perRound, () =>
          send(() => `${story}?utm_content=own-${(miss += 1)}`, perRound),
        ),
      );
      // an allowed parameter that differs each time makes every request a cache MISS: a full render
      stories.push(await cpuPerRequest(site, () => `${story}?utm_content=cpu-${(miss += 1)}`, perRound));
      rendered.push(await cpuPerRequest(site, (n) => `${story}?bench=${n}`, perRound));
      files.push(await cpuPerRequest(site, () => staticFile, perRound));
    }
    return { own: median(own), story: median(stories), rendered: median(rendered), staticFile: median(files) };
  } finally {
    site.stop();
  }
}

/**
 * What uncached / static (requests per second) could reach if the worker's own code cost nothing:
 * a miss would still cost the local runtime's part (its D1, its cache and the serving), and two
 * cores serve requests in proportion to their CPU.
 */
export const missCeiling = ({ own, story, staticFile }: RenderCpu): number => staticFile / (story - own);

export const describeRenderCpu = (cpu: RenderCpu): string =>
  `the worker's own CPU per uncached story page kept at the edge, from its isolate's profile: ${cpu.own.toFixed(1)} ms (median; goal: at most 3 ms of the free plan's 10)\n` +
  `workerd CPU per request, local D1, cache storage and HTTP serving included (median): ` +
  `uncached story page kept at the edge ${cpu.story.toFixed(1)} ms, rendered only ${cpu.rendered.toFixed(1)} ms, a static file ${cpu.staticFile.toFixed(1)} ms\n` +
  `uncached / static could reach at most ${missCeiling(cpu).toFixed(2)} on this machine were the worker's own code free: ` +
  `the rest of a miss is the local runtime's D1, cache and serving`;

if (import.meta.main) console.log(describeRenderCpu(await renderCpu()));
