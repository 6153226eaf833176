import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Every violation axe finds on the page as it is now, one line each (`rule: targets`). */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await analyze(page)).map(describe);
}

/** What axe finds serious or critical on the page as it is now: the bar for pages a journey passes through. */
export async function severeViolations(page: Page): Promise<string[]> {
  return (await analyze(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(describe);
}

/**
 * Legacy mode runs axe in the page itself: the default opens a blank page beside it to merge each
 * frame's results, a renderer process started for every check, and Quire's pages have no frame
 * from another origin to merge.
 */
const analyze = async (page: Page): Promise<Result[]> =>
  (await new AxeBuilder({ page }).setLegacyMode().analyze()).violations;

const describe = (violation: Result): string =>
  `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;
