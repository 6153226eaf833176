// The local D1 database and R2 bucket that `wrangler dev` serves, opened in this process: one
// start of the local runtime for migrating and seeding, where each wrangler command starts its own.
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { wranglerEnv } from './wrangler.ts';

/** The parts of the bindings the scripts use (the Workers types are not loaded in Node scripts). */
export interface LocalDatabase {
  prepare(sql: string): LocalStatement;
  batch(statements: LocalStatement[]): Promise<unknown>;
}
export interface LocalStatement {
  all<T>(): Promise<{ results: T[] }>;
}
export interface MediaBucket {
  put(
    key: string,
    value: Uint8Array,
    options: { httpMetadata: { contentType: string }; customMetadata: Record<string, string> },
  ): Promise<unknown>;
}
export interface LocalBindings {
  readonly DB: LocalDatabase;
  readonly MEDIA: MediaBucket;
}

/** Runs `use` with the bindings of the state directory QUIRE_STATE_DIR names (default: wrangler's own). */
export async function withLocalBindings<T>(use: (bindings: LocalBindings) => Promise<T>): Promise<T> {
  // In-process wrangler reads the same offline switches the command-line runs get.
  Object.assign(process.env, wranglerEnv);
  const stateDir = process.env.QUIRE_STATE_DIR;
  const { env, dispose } = await getPlatformProxy<LocalBindings>({
    persist: stateDir ? { path: join(stateDir, 'v3') } : true,
    remoteBindings: false,
  });
  try {
    return await use(env);
  } finally {
    await dispose();
  }
}
