// `npm run seed [-- --scale N]`: brings the local database up to date and fills it with the
// demo site, plus N generated stories for benchmarks.
import { withLocalBindings } from './local-bindings.ts';
import { migrateLocalDatabase } from './migrate-local-database.ts';
import { seedDemo } from './seed-demo.ts';

const scaleIndex = process.argv.indexOf('--scale');
const scale = scaleIndex === -1 ? 0 : Number(process.argv[scaleIndex + 1]);
if (!Number.isInteger(scale) || scale < 0) {
  console.error('--scale takes a whole number of stories, e.g. --scale 100000');
  process.exit(2);
}

const seeded = await withLocalBindings(async (bindings) => {
  await migrateLocalDatabase(bindings.DB);
  return seedDemo(bindings, scale);
});
console.log(`seeded ${seeded}`);
