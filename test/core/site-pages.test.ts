import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const page = async (path: string) => {
  const response = await SELF.fetch(`http://localhost${path}`);
  expect(response.status).toBe(200);
  return response.text();
};

describe('Quire’s own pages, their words from shared/site-pages', () => {
  it.each<[string, string]>([
    ['/about', 'About Quire'],
    ['/creators', 'Write on Quire'],
    ['/creator-tools', 'Tools for writers'],
    ['/jobs', 'Work on Quire'],
    ['/m/tos', 'Terms of Service and Privacy Policy'],
  ])('%s says what it is about, with the product’s name', async (path, title) => {
    const html = await page(path);
    expect(html).toContain(`<h1 class="landing__title">${title}</h1>`);
    expect(html).not.toContain('{product}');
  });

  it('has the privacy policy where the footer, the banner and the sign-in dialog point (#privacy)', async () => {
    expect(await page('/m/tos')).toContain('<section id="privacy"');
  });

  it('searches the help centre from the address, without script', async () => {
    const html = await page('/help?q=password');
    expect(html).toContain('Sign in without a password');
    expect(html).not.toContain('Write and publish a story');
    expect(await page('/help?q=xylophone')).toContain('No article matches');
    // no search: every topic
    const all = await page('/help');
    for (const topic of ['Writing', 'Reading', 'Membership', 'Account']) expect(all).toContain(`>${topic}</h2>`);
  });
});
