// The local runtime's processes of a bench site: wrangler starts two workerd, one serving its
// proxy, one running the Workers (the one with an inspector).
import { execFileSync } from 'node:child_process';
import type { RunningSite } from '../scripts/site.ts';

export interface WorkerdProcess {
  readonly pid: string;
  /** Its command line, switches included. */
  readonly args: string;
}

export const workerdProcesses = (site: RunningSite): WorkerdProcess[] =>
  execFileSync('ps', ['-o', 'pid=,comm=,args=', '-g', String(site.processGroup)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(line))
    .flatMap((match) => (match?.[2] === 'workerd' ? [{ pid: match[1] ?? '', args: match[3] ?? '' }] : []));
