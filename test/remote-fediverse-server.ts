// The worker tests' "remote server" of the fediverse (test/support/remote-fediverse.ts), started once.
import type { TestProject } from 'vitest/node';
import { startRemoteFediverse } from './support/remote-fediverse.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    remoteFediverseOrigin: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const remote = await startRemoteFediverse({ verifySignatures: false });
  project.provide('remoteFediverseOrigin', remote.origin);
  return remote.close;
}
