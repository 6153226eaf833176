import type { TestProject } from 'vitest/node';
import { startSite } from '../scripts/site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One site for the whole e2e run, started exactly as a newcomer's `npm start` would. */
export default async function setup(project: TestProject): Promise<() => void> {
  const site = await startSite();
  project.provide('baseURL', site.baseURL);
  return () => site.stop();
}
