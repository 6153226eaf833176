import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

const order = (process.env.ORDER ?? '').split(',').filter(Boolean);
class Ordered extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (f: TestSpecification) => { const i = order.findIndex((o) => f.moduleId.includes(`/${o}.test`)); return i < 0 ? 999 : i; };
    return [...files].sort((a, b) => rank(a) - rank(b));
  }
  override async shard(files: TestSpecification[]) { return files; }
}
const worker = (base.test!.projects as any[])[1];
export default defineConfig({
  plugins: worker.plugins,
  test: { ...worker.test, isolate: false, fileParallelism: false, maxWorkers: 1, sequence: { sequencer: Ordered } },
});
