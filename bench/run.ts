// `npm run bench`: starts the site and prints ratios measured in this one run, never absolute
// times, so results compare across machines.
import { startSite } from '../scripts/site.ts';
import { ratio, requestsPerSecond } from './measure.ts';

const site = await startSite();
try {
  const page = await requestsPerSecond(`${site.baseURL}/@ada`);
  const asset = await requestsPerSecond(`${site.baseURL}/humans.txt`);
  console.log(`server-rendered page / static asset (requests per second): ${ratio(page, asset)}`);
} finally {
  site.stop();
}
