import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { edgeSite } from '../support/edge-site.ts';
import { embeddedResultsOf, preloadedStateOf } from '../support/html.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../../worker/db/schema/index.ts';
import { batch, db } from '../support/test-database.ts';

const notify = (id: string, userId: string, occurredAt: number) =>
  db.insert(notifications).values({
    id,
    userId,
    notificationType: 'users_following_you',
    actorId: 'u-rex',
    rollupKey: id,
    occurredAt: new Date(occurredAt),
  });

/** A rendered page as a signed-in reader or a visitor sees it, streamed to its end. */
async function page(path: string, cookie?: string): Promise<string> {
  const response = await SELF.fetch(`http://localhost${path}`, cookie ? { headers: { Cookie: cookie } } : {});
  expect(response.status).toBe(200);
  return response.text();
}

beforeEach(async () => {
  await seedContent(1);
  await db.delete(notifications).run();
});

describe('the top bar’s search form', () => {
  it('is a named search landmark with a submit button, everywhere and in a publication, for checkers and screen readers', async () => {
    for (const [path, name] of [
      ['/', 'Search Quire'],
      ['/the-mag', 'Search'],
    ]) {
      const form = /<form class="search-box" role="search"[^>]*>.*?<\/form>/s.exec(await page(path ?? '/'))?.[0] ?? '';
      expect(form).toContain(`aria-label="${name}"`);
      expect(form).toContain('<button type="submit" class="visually-hidden" tabindex="-1">Search</button>');
    }
  });
});

describe('the top bar’s Write (docs/spec-checklist.md 1 §6: a visitor’s Write prompts registration, entry label global_nav)', () => {
  const writeHref = (html: string) =>
    /<a class="top-bar__link top-bar__write" href="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');

  it('leads a visitor to sign up, then to the editor; a signed-in writer straight to it', async () => {
    expect(writeHref(await page('/'))).toBe('/m/signin?operation=register&entry=global_nav&redirect=%2Fnew-story');
    expect(writeHref(await page('/', (await signIn('u-ann')).cookie))).toBe('/new-story');
  });
});

describe('the signed-in end of the top bar (docs/spec-checklist.md 1 §2.3, §2.4)', () => {
  it('renders the bell with the unread count, the membership button and the avatar menu’s toggle on the server', async () => {
    await batch(Array.from({ length: 3 }, (_, n) => notify(`n${n}`, 'u-ann', 1000 + n)));
    const { cookie } = await signIn('u-ann');
    const html = await page('/@ann', cookie);
    expect(html).toContain('aria-label="Notifications, 3 unread"');
    expect(html).toMatch(/<span class="top-bar__badge">3<\/span>/);
    expect(html).toContain('>Become a member</a>');
    expect(html).toContain('aria-label="Your account"');
  });

  it.each<[number, string | null]>([
    [0, null],
    [120, '99+'],
  ])('%i unread: badge %j (docs/spec-checklist.md 1 §5)', async (count, badge) => {
    if (count > 0) await batch(Array.from({ length: count }, (_, n) => notify(`n${n}`, 'u-ann', 1000 + n)));
    const { cookie } = await signIn('u-ann');
    const html = await page('/@ann', cookie);
    const shown = /<span class="top-bar__badge">([^<]*)<\/span>/.exec(html)?.[1] ?? null;
    expect(shown).toBe(badge);
  });

  it('a member gets no membership button', async () => {
    await db
      .update(users)
      .set({ mediumMemberAt: new Date(Date.UTC(2025, 4, 1)) })
      .where(eq(users.id, 'u-ann'))
      .run();
    const { cookie } = await signIn('u-ann');
    expect(await page('/@ann', cookie)).not.toContain('>Become a member</a>');
  });

  it('a lapsed member is asked to resume', async () => {
    await db.update(users).set({ hasPastMemberships: true }).where(eq(users.id, 'u-ann')).run();
    const { cookie } = await signIn('u-ann');
    expect(await page('/@ann', cookie)).toContain('>Resume membership</a>');
  });

  it('embeds the avatar menu and unread count data, so hydration asks for nothing', async () => {
    const { cookie } = await signIn('u-ann');
    const html = await page('/@ann', cookie);
    const cached = /window\.__APOLLO_STATE__=(.*?);<\/script>/s.exec(html)?.[1] ?? '';
    expect(cached).toContain('"unreadNotificationCount"');
    expect(cached).toContain('"adminCollections"');
  });

  it('embeds each result under its operation’s name and variables, the key the browser reads it back by without a GraphQL parser', async () => {
    const { cookie } = await signIn('u-ann');
    const results = embeddedResultsOf(await page('/@ann', cookie));
    expect(Object.keys(results)).toEqual(expect.arrayContaining(['AvatarMenuQuery{}', 'UnreadNotificationCount{}']));
    expect(results['UnreadNotificationCount{}']?.data).toEqual({
      notificationStatus: { __typename: 'NotificationStatus', unreadNotificationCount: 0 },
    });
  });

  it('a visitor’s page carries neither (it stays the same for every visitor)', async () => {
    const html = await page('/@ann');
    expect(html).not.toContain('unreadNotificationCount');
    expect(html).not.toContain('Your account');
    expect(preloadedStateOf(html).session.xsrf).toBe('');
  });
});

describe('footer link sets (docs/spec-checklist.md 1 §2.6)', () => {
  const footer = (html: string): string[] =>
    [
      ...(/<footer class="site-footer">(.*?)<\/footer>/s.exec(html)?.[1] ?? '').matchAll(
        /<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g,
      ),
    ].map((match) => `${match[2]} ${match[1]}`);

  it('ends home with the default set, leaving out the addresses this deployment has not configured', async () => {
    expect(footer(await page('/'))).toEqual([
      'Help /help',
      'Writers /creators',
      'Careers /jobs',
      'Privacy /m/tos#privacy',
      'Terms /m/tos',
      'About /about',
    ]);
  });

  it('ends a profile with the profile variant', async () => {
    expect(footer(await page('/@ann'))).toEqual([
      'Help /help',
      'Partner Program /m/partner-program',
      'Gifting /gift',
      'Careers /jobs',
      'Privacy /m/tos#privacy',
      'Terms /m/tos',
      'Start a blog /creators',
    ]);
  });

  it('gives the browser the footer’s configured addresses', async () => {
    expect(preloadedStateOf(await page('/')).config.footer).toEqual({
      statusPageUrl: '',
      blogUrl: '',
      textToSpeechUrl: '',
      appStoreUrl: '',
      playStoreUrl: '',
    });
  });
});

describe('the clicks pages report (docs/spec-checklist.md 1 §7: nav, upsell, footer, open-in-app and app-store clicks)', () => {
  /** Each marked element as "event target label", the way client/events/watch-page.ts reads it. */
  const marks = (html: string): string[] =>
    [
      ...html.matchAll(
        /<(?:a|button)\b[^>]*?data-event="([^"]+)"(?:[^>]*?data-event-target="([^"]*)")?[^>]*>(.*?)<\/(?:a|button)>/gs,
      ),
    ].map((match) => `${match[1]} ${match[2] ?? '-'} ${(match[3] ?? '').replace(/<[^>]+>/g, '').trim()}`);

  it('marks a visitor’s top bar and the footer', async () => {
    expect(marks(await page('/'))).toEqual([
      'nav.clicked home Quire',
      'nav.clicked write Write',
      'nav.clicked sign-up Sign up',
      'nav.clicked sign-in Sign In',
      'nav.avatarMenuOpened - ',
      'nav.clicked sign-up Sign up',
      'nav.clicked sign-in Sign In',
      'footer.clicked Help Help',
      'footer.clicked Writers Writers',
      'footer.clicked Careers Careers',
      'footer.clicked Privacy Privacy',
      'footer.clicked Terms Terms',
      'footer.clicked About About',
    ]);
  });

  it('marks a reader’s upsell, bell and avatar menu', async () => {
    const { cookie } = await signIn('u-ann');
    expect(marks(await page('/@ann', cookie)).filter((mark) => !mark.startsWith('footer.'))).toEqual([
      'nav.clicked home Quire',
      'nav.clicked write Write',
      'upsell.clicked top-bar Become a member',
      'nav.clicked notifications ',
      // the toggle shows the reader's initial until their picture loads
      'nav.avatarMenuOpened - A',
      'upsell.clicked second-bar Upgrade',
    ]);
  });

  it('shows Open in app, marked, where the deployment has an app', async () => {
    const html = await (
      await createApp().request('http://localhost/', {}, { ...env, APP_DEEP_LINK_URL: 'https://quire.app.link' })
    ).text();
    expect(marks(html)).toContain('openInApp.clicked - Open in app');
  });

  it('shows the sign-in screen’s minimal footer, with app-store buttons only where the deployment names its app (docs/spec-checklist.md 2 §2)', async () => {
    const withStores = await (
      await createApp().request(
        'http://localhost/m/signin',
        {},
        {
          ...env,
          APP_STORE_URL: 'https://apps.apple.com/app/id1',
          PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=quire',
        },
      )
    ).text();
    expect(marks(withStores).filter((mark) => !mark.startsWith('nav.'))).toEqual([
      'footer.clicked Quire Quire',
      'footer.clicked About About',
      'footer.clicked Help Help',
      'footer.clicked Terms Terms',
      'footer.clicked Privacy Privacy',
      'appStore.clicked app-store Download on the App Store',
      'appStore.clicked google-play Get it on Google Play',
    ]);
    expect(withStores).toContain('href="https://play.google.com/store/apps/details?id=quire"');
    expect(marks(await page('/m/signin')).filter((mark) => mark.startsWith('appStore.'))).toEqual([]);
  });
});

describe('the metabar reading on a publication’s pages (docs/spec-checklist.md 1 §2.3, §6)', () => {
  const bar = (html: string): string => /<header[^>]*class="top-bar[^"]*"[^>]*>(.*?)<\/header>/s.exec(html)?.[1] ?? '';

  it('gives a member who edits the publication Write, Gift a membership and its tools', async () => {
    await db
      .update(users)
      .set({ mediumMemberAt: new Date(1600000000000) })
      .where(eq(users.id, 'u-ed'))
      .run();
    const { cookie } = await signIn('u-ed');
    const html = bar(await page('/the-mag', cookie));
    expect(html).toMatch(/hide-xs hide-sm" href="\/new-story"[^>]*>Write<\/a>/);
    expect(html).toMatch(/href="\/gift-plans\?source=gift_membership---top-bar"[^>]*>Gift a membership<\/a>/);
    expect(html).toMatch(/href="\/the-mag\/stories"[^>]*>Publication tools<\/a>/);
    expect(html).not.toContain('Become a member');
  });

  it('gives a reader who is not a member no Write, but Become a member; and no tools where they do not edit', async () => {
    const { cookie } = await signIn('u-rex');
    const full = await page('/the-mag', cookie);
    const html = bar(full);
    // the bar's own Write is there, for the stylesheet to hide in the metabar reading; the members' one is not
    expect(full).toContain('class="top-bar top-bar--metabar"');
    expect(html).not.toMatch(/hide-xs hide-sm" href="\/new-story">Write<\/a>/);
    expect(html).not.toContain('Gift a membership');
    expect(html).not.toContain('Publication tools');
    expect(html).toContain('>Become a member</a>');
  });

  it('gives visitors the sign-up and sign-in bar without Write (the stylesheet hides the bar’s), and the plain reading elsewhere', async () => {
    const full = await page('/the-mag');
    const html = bar(full);
    expect(full).toContain('class="top-bar top-bar--metabar"');
    expect(html).not.toMatch(/hide-xs hide-sm" href="\/new-story">Write<\/a>/);
    expect(html).toContain('Sign up');
    expect(await page('/@ann')).toContain('class="top-bar top-bar--follow"');
  });
});

describe('Open in app (docs/spec-checklist.md 1 §2.3)', () => {
  const APP = 'https://quire.app.link/open';
  const openInApp = (html: string) =>
    /<a class="second-bar__app[^"]*" href="([^"]*)"[^>]*>Open in app<\/a>/.exec(html)?.[1]?.replaceAll('&amp;', '&') ??
    null;

  it('leads the small-screen second bar with the deep link, for visitors and readers alike, where the deployment has an app', async () => {
    const site = edgeSite({ APP_DEEP_LINK_URL: APP });
    const visitor = new URL(openInApp((await site.fetch('/@ann')).body) ?? 'x:');
    expect(Object.fromEntries(visitor.searchParams)).toEqual({
      $canonical_url: 'http://localhost/@ann',
      feature: 'logged_out',
      channel: 'quire_web',
      stage: 'second_bar',
    });
    const { cookie } = await signIn('u-ann');
    const reader = new URL(openInApp((await site.fetch('/@ann', { headers: { Cookie: cookie } })).body) ?? 'x:');
    expect(reader.searchParams.get('feature')).toBe('logged_in');
  });

  it('is left out without an app, and on the newsletter landing route', async () => {
    expect(openInApp(await page('/@ann'))).toBeNull();
    const site = edgeSite({ APP_DEEP_LINK_URL: APP });
    expect(openInApp((await site.fetch('/the-mag/newsletters/weekly')).body)).toBeNull();
  });
});
