import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * What axe finds serious or critical on the page as it is now, one line each. Legacy mode runs axe
 * in the page itself: the default opens a blank page beside it to merge each frame's results, a
 * renderer process started for every check, and Quire's pages have no frame from another origin
 * to merge.
 */
export async function severeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
