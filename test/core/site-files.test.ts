import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { seedHosts } from '../support/seed-hosts.ts';

const get = (path: string) => SELF.fetch(`http://localhost${path}`);
const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('the site’s well-known and static files', () => {
  it('serves /favicon.ico as an icon holding the favicon’s drawing', async () => {
    const response = await get('/favicon.ico');
    expect(response.status).toBe(200);
    const ico = await bytes(response);
    expect([...ico.slice(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect([...ico.slice(22, 30)]).toEqual(PNG_SIGNATURE);
  });

  it.each([
    ['/icons/icon-192.png', 192],
    ['/icons/icon-512.png', 512],
    ['/icons/apple-touch-icon.png', 180],
  ])('serves %s, %i pixels square', async (path, size) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    const png = await bytes(response);
    expect([...png.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    const view = new DataView(png.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([size, size]);
  });

  it('names the touch icon in every page', async () => {
    expect(await (await get('/')).text()).toContain(
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/>',
    );
  });

  it('answers an unknown icon with the not-found page', async () => {
    expect((await get('/icons/no-such-icon.png')).status).toBe(404);
  });

  it('lets no plug-in read the site from another domain (/crossdomain.xml)', async () => {
    const response = await get('/crossdomain.xml');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<site-control permitted-cross-domain-policies="none"/>');
  });

  it.each(['/apple-app-site-association', '/.well-known/apple-app-site-association'])(
    'answers %s with an association naming no app, as JSON',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ applinks: { details: [] }, webcredentials: { apps: [] } });
    },
  );

  it('answers /.well-known/assetlinks.json with no Android app', async () => {
    const response = await get('/.well-known/assetlinks.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual([]);
  });
});

describe('the web app manifest: the site installs as an app', () => {
  it('is linked from every page and names the site, its start and its icons', async () => {
    const page = await (await get('/help')).text();
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const response = await get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Quire', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map(({ sizes }) => sizes)).toEqual(['192x192', '512x512', 'any']);
    for (const { src } of manifest.icons) expect((await get(src)).status).toBe(200);
  });

  it('installs a publication’s own domain as that publication', async () => {
    await seedHosts();
    const manifest = (await (await SELF.fetch('http://daily.example/manifest.webmanifest')).json()) as { name: string };
    expect(manifest.name).toBe('The Daily');
  });
});
