import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { postId, seedContent } from '../support/seed-content.ts';

const page = async (path: string, flags: Record<string, boolean>) =>
  (await createApp().request(`http://localhost${path}`, {}, { ...env, FLAGS: JSON.stringify(flags) })).text();

beforeAll(() => seedContent(1));

describe('the developer tool (docs/spec-checklist.md 2 §2, enable_devtool)', () => {
  it('shows, outside the part that hydrates, the route, the page and what it cost, only while the flag is on', async () => {
    const on = await page(`/p/${postId(1)}`, { enable_devtool: true });
    const panel = /<\/div><aside class="devtool" aria-label="Developer tool">(.*?)<\/aside>/.exec(on)?.[1] ?? '';
    expect(panel).toContain('<summary>Developer tool</summary>');
    expect(panel).toMatch(/<dt>Route<\/dt><dd>Show\w*Post\w* \(default\)<\/dd>/);
    expect(panel).toContain('<dt>Page</dt><dd>post</dd>');
    expect(panel).toMatch(/<dt>D1 round trips<\/dt><dd>[1-9]\d*<\/dd>/);
    expect(panel).toMatch(/<dt>Flags on<\/dt><dd>[^<]*enable_devtool/);
    expect(await page(`/p/${postId(1)}`, {})).not.toContain('class="devtool"');
  });
});
