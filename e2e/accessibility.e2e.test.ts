import AxeBuilder from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, waitForHydration } from './support/browser.ts';

const baseURL = inject('baseURL');
const browser = useBrowser();

describe('accessibility of the main pages (axe)', () => {
  it.each([
    ['home', '/'],
    ['a profile', '/@ada'],
    ['a publication', '/the-long-view'],
    ['a post', '/the-long-view/the-city-that-learned-to-slow-down-a00000000001'],
    ['not found', '/no/such/page'],
    ['sign in', '/m/signin'],
  ])('%s (%s) has no serious or critical violation', async (_, path) => {
    // axe needs a page of its own context
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(baseURL + path);
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(severe).toEqual([]);
    await context.close();
  });
});
