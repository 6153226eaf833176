import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('/osd.xml (OpenSearch)', () => {
  it('describes the main site’s search, so a browser can search Quire from its address bar', async () => {
    const response = await SELF.fetch('http://localhost/osd.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/opensearchdescription+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<ShortName>Quire</ShortName>');
    expect(xml).toContain('<Url type="text/html" method="get" template="http://localhost/search?q={searchTerms}"/>');
  });

  it('is named in every page, for browsers to find', async () => {
    const html = await (await SELF.fetch('http://localhost/')).text();
    expect(html).toContain(
      '<link rel="search" type="application/opensearchdescription+xml" href="/osd.xml" title="Search"/>',
    );
  });
});
