import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes/route-table.ts';
import { createApp } from '../../worker/app/app.ts';
import { seedHosts } from '../support/seed-hosts.ts';
import { tags } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

beforeAll(seedHosts);

const id = '0123456789ab';

// [route name, request URL, status, Location]
const REDIRECTS = [
  ['RedirectStyles', 'http://localhost/me/styles', 301, '/me/design'],
  ['RedirectCollectionStyles', 'http://localhost/the-daily/styles', 301, '/the-daily/design'],
  ['RedirectFollowingTopics', 'http://localhost/me/following/topics', 301, '/me/following'],
  ['RedirectMissionControl', 'http://localhost/me/missioncontrol', 301, '/me/following'],
  ['RedirectUserFollow', 'http://localhost/@alice/follow', 301, '/@alice'],
  ['RedirectMembershipUser', 'http://localhost/membership/@alice', 301, '/@alice/membership'],
  ['ShowMobileWebEditorRedirectNewStory', 'http://localhost/m-write', 302, '/new-story'],
  ['ShowMobileWebEditorRedirectEditStory', `http://localhost/m-write/${id}`, 302, `/p/${id}/edit`],
  ['AcctLoginRedirect', 'http://localhost/m/login-redirect', 302, '/m/signin'],
  ['AcctAppLogin', 'http://localhost/m/app/login/some-token', 302, '/m/signin'],
  ['AcctApp', 'http://localhost/m/app', 302, '/'],
  ['AcctGettingStarted', 'http://localhost/m/getting-started', 302, '/topics'],
  [
    'AcctCallbackAuthenticate',
    'http://localhost/m/callback/authenticate?redirect=%2Fme',
    302,
    '/m/signin?redirect=%2Fme',
  ],
  [
    'AcctCallbackNamecheap',
    'http://localhost/m/callback/namecheap?domain=ann.example',
    302,
    '/me/settings/custom-domain?domain=ann.example',
  ],
  // its landing page is flagged off by default, so the tag that page gathers stands in
  ['VanityTicks', 'http://localhost/ticks', 302, '/tag/lyme-disease'],
  ['Vanity45', 'http://localhost/45', 302, '/l/the-trump-45'],
  ...['cointalk', 'futurehuman', 'greatescape', 'unrulybodies', 'playback', 'trustissues', 'youthnow']
    .concat(['powertrip', 'thenewnew', 'lovehate', 'reasonabledoubt', 'freakonomicsradio'])
    .map((slug) => [`Vanity_${slug}`, `http://localhost/${slug}`, 302, `/tag/${slug}`] as const),
  ...['human-parts', 'timeline-of-sounds', 'teamhuman'].map(
    (slug) => [`Vanity_${slug.replaceAll('-', '_')}`, `http://localhost/s/${slug}`, 302, `/tag/${slug}`] as const,
  ),
] as const;

describe('redirect routes (docs/spec-checklist.md 3 §2: 301, or 302 when temporary)', () => {
  it.each(REDIRECTS)('%s: %s → %i %s', async (_, url, status, location) => {
    const response = await SELF.fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(status);
    expect(response.headers.get('Location')).toBe(location);
  });

  it('covers every redirect route of the table', () => {
    const tested = new Set<string>(REDIRECTS.map(([name]) => name));
    const redirects = ROUTES.filter((definition) => 'redirect' in definition).map((definition) => definition.name);
    expect(redirects.filter((name) => !tested.has(name))).toEqual([]);
  });

  it('leads /ticks to its landing page once the landing page is on, and the stand-in tag answers meanwhile', async () => {
    const flagged = await createApp().request(
      'http://localhost/ticks',
      { redirect: 'manual' },
      { ...env, FLAGS: JSON.stringify({ enable_tick_landing_page: true }) },
    );
    expect(flagged.status).toBe(302);
    expect(flagged.headers.get('Location')).toBe('/l/ticks');
    await db.insert(tags).values({ slug: 'lyme-disease', displayTitle: 'Lyme Disease' }).onConflictDoNothing().run();
    const standIn = await SELF.fetch('http://localhost/tag/lyme-disease');
    expect(standIn.status).toBe(200);
    expect(await standIn.text()).toContain('Lyme Disease');
  });

  it('answers /s/{name} with the sequence of that name, else the tag of that name, else not found', async () => {
    const sequence = await SELF.fetch('http://localhost/s/x-sequenceslug', { redirect: 'manual' });
    expect(sequence.status).toBe(200);
    expect(await sequence.text()).toContain('A Sample Sequence');
    const tag = await SELF.fetch('http://localhost/s/x-tagslug?source=mail', { redirect: 'manual' });
    expect(tag.status).toBe(302);
    expect(tag.headers.get('Location')).toBe('/tag/x-tagslug?source=mail');
    expect((await SELF.fetch('http://localhost/s/no-such-name', { redirect: 'manual' })).status).toBe(404);
  });

  it('keeps the query string', async () => {
    const response = await SELF.fetch('http://localhost/me/styles?tab=fonts', { redirect: 'manual' });
    expect(response.headers.get('Location')).toBe('/me/design?tab=fonts');
    const signIn = await SELF.fetch('http://localhost/m/login-redirect?redirect=%2Fme%2Flists', { redirect: 'manual' });
    expect(signIn.headers.get('Location')).toBe('/m/signin?redirect=%2Fme%2Flists');
  });

  it('redirects within a publication domain to the same domain', async () => {
    const response = await SELF.fetch('http://daily.example/styles', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/design');
  });

  it("redirects within a writer's domain to the profile on that domain", async () => {
    const response = await SELF.fetch('http://bob.example/follow', { redirect: 'manual' });
    expect(response.headers.get('Location')).toBe('/');
  });
});
