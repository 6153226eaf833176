import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE } from '../../client/pages/define-page.ts';
import { isBuiltPage } from '../../client/pages/page-registry.ts';
import { FLAG_DEFAULTS } from '../../shared/flags.ts';
import { link, router } from '../../shared/routes/index.ts';
import type { RouteName } from '../../shared/routes/index.ts';
import { ROUTE_HANDLERS } from '../../worker/app/handlers.ts';
import { linkSignature } from '../../worker/auth/link-signature.ts';
import { FEATURE_LINK_PURPOSE } from '../../worker/partner/partner-graphql.ts';
import { EMAIL_SETTINGS_PURPOSE } from '../../worker/newsletters/mail-issue.ts';
import { preloadedStateOf } from '../support/html.ts';
import { sampleParams } from '../support/route-samples.ts';
import { seedHosts } from '../support/seed-hosts.ts';
import { signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import {
  charges,
  collectionFeaturePages,
  emailSubscribers,
  newsletters,
  posts,
  stripeCustomers,
  users,
} from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

beforeAll(async () => {
  await seedHosts();
  // bob is on the staff, for the staff tools under /_/
  await db.update(users).set({ isStaff: true }).where(eq(users.id, 'u-bob')).run();
  // a payment of alice's, for her receipt
  await db.batch([
    db.insert(stripeCustomers).values({ customerId: 'cus_alice', userId: 'u-alice' }).onConflictDoNothing(),
    db
      .insert(charges)
      .values({ id: 'x-chargeid', customerId: 'cus_alice', amountCents: 500, currency: 'USD', paidAt: new Date(1) })
      .onConflictDoNothing(),
    // a newsletter subscriber, for the signed link of their e-mail settings
    db.insert(emailSubscribers).values({ id: 'x-userid', email: 'sample@example.com' }).onConflictDoNothing(),
    // the sample publication's feature page, at the sample topic's address
    db
      .insert(collectionFeaturePages)
      .values({ collectionId: 'c-sample', slug: 'x-topicslug', title: 'A Sample Feature Page', tagSlug: 'x-tagslug' })
      .onConflictDoNothing(),
    // the sample publication's newsletter
    db
      .insert(newsletters)
      .values({
        id: 'x-newsletterv3id',
        kind: 'collection',
        slug: 'x-newsletterslug',
        name: 'Sample Letters',
        collectionId: 'c-sample',
      })
      .onConflictDoNothing(),
    // a story of carol's Field Notes, for the page that features it there
    db
      .insert(posts)
      .values({
        id: 'fea700000001',
        creatorId: 'u-carol',
        collectionId: 'c-notes',
        title: 'A Field Note',
        uniqueSlug: 'a-field-note-fea700000001',
        content: { paragraphs: [] },
        firstPublishedAt: new Date(1),
        latestPublishedAt: new Date(1),
        updatedAt: new Date(1),
      })
      .onConflictDoNothing(),
  ]);
});

/**
 * Routes whose sample params need more than the samples: Quire's own signature, a story that is
 * in the publication the address names, a tab the page has.
 */
const routeParams = async (name: string, params: Record<string, string>): Promise<Record<string, string>> => {
  if (name === 'RequestPartnerFeature')
    return { ...params, token: await linkSignature(env, FEATURE_LINK_PURPOSE, params['postId'] ?? '') };
  if (name === 'ShowEmailSettings')
    return { ...params, hash: await linkSignature(env, EMAIL_SETTINGS_PURPOSE, params['userId'] ?? '') };
  if (name === 'ShowCollectionPostFeatured')
    return { ...params, collectionSlug: 'field-notes', postId: 'fea700000001' };
  // a publication's Stories page names one of its tabs (shared/publications/story-filters.ts)
  if (name === 'ShowCollectionStoriesFilter' || name === 'ShowCollectionStoriesLoadMore')
    return { ...params, filterBy: 'published' };
  return params;
};

// Every route that renders a page (not a redirect, not an endpoint).
const pageRoutes = router.routes.filter(
  (definition) => !definition.redirect && !Object.hasOwn(ROUTE_HANDLERS, definition.name),
);

/**
 * Pages only their owner (and staff) may see: anyone else gets 404, so the route is asked for as
 * the owner of the samples it names (alice wrote the story, carol made the publication; bob is on
 * the staff), and once as a visitor, who must find nothing.
 */
const OWNER_ONLY_ROUTES: Readonly<Partial<Record<RouteName, string>>> = {
  ShowStatsPost: 'u-alice',
  ShowPostReferrers: 'u-alice',
  ShowPostInfo: 'u-alice',
  ShowPostInfoFiltered: 'u-alice',
  ShowUserStats: 'u-alice',
  ShowUserStatsResponses: 'u-alice',
  ShowUserStatsSeries: 'u-alice',
  ShowUserAudience: 'u-alice',
  ShowUserAudienceDetails: 'u-alice',
  ShowCollectionStats: 'u-carol',
  ShowCollectionDesign: 'u-carol',
  ShowCollectionStatsOverview: 'u-carol',
  ShowCollectionStatsStories: 'u-carol',
  ShowInternalStatus: 'u-bob',
  ShowCurationNextAuthor: 'u-bob',
  ShowModeration: 'u-bob',
  ShowModerationLog: 'u-bob',
  ShowModerationAppeals: 'u-bob',
  ShowAdminUsers: 'u-bob',
  ShowAdminLinkDomains: 'u-bob',
  ShowBillingReceipt: 'u-alice',
  RequestPartnerFeature: 'u-alice',
  // a story not featured is its publication's editors' alone to see there
  ShowCollectionPostFeatured: 'u-carol',
  // a publication's newsletter is run by its editors (carol made the sample publication)
  ShowCollectionNewNewsletter: 'u-carol',
  ShowCollectionNewsletterSettings: 'u-carol',
  ShowCollectionPublicationDigests: 'u-carol',
  ShowNewsletterNewEmail: 'u-carol',
  ShowNewsletterStats: 'u-carol',
  // a profile is edited by its owner alone
  ShowUserEdit: 'u-alice',
};

describe('every page route of the specification renders its own page', () => {
  it.each(pageRoutes.map((definition) => [definition.name, definition] as const))('%s', async (name, definition) => {
    const params = await routeParams(name, sampleParams(definition.path));
    const address = `http://localhost${link(name as RouteName, params)}`;
    const owner = OWNER_ONLY_ROUTES[name as RouteName];
    if (owner) expect((await SELF.fetch(address)).status).toBe(404);
    const response = await SELF.fetch(address, { headers: owner ? { Cookie: (await signIn(owner)).cookie } : {} });
    if (definition.flag && !FLAG_DEFAULTS[definition.flag]) {
      // gated routes are "not found" while their flag is off; that they are built is the registry's word
      expect(response.status).toBe(404);
      expect(isBuiltPage(definition.page ?? NOT_FOUND_PAGE)).toBe(true);
      return;
    }
    expect(response.status).toBe(200);
    const html = await response.text();
    const state = preloadedStateOf(html);
    expect(state.navigation.routeName).toBe(name);
    expect(state.navigation.params).toEqual(params);
    // the route's own page, not the not-found page a missing one would fall back to
    expect(definition.page && isBuiltPage(definition.page), `${name} has no page`).toBe(true);
    expect(state.navigation.page).toBe(definition.page);
  });
});

/**
 * Routes that once answered with another page (a sign-in step's address showing the sign-in
 * start): each shows what only it shows, and not what the page it was mistaken for shows.
 * (The profile's tabs and the publication's pages are checked by test/people/profile-tabs.test.ts.)
 */
const OWN_WORDS: readonly (readonly [path: string, shows: string, notShows: string, asUser?: string])[] = [
  ['/two-factor-authentication?method=SMS_TEXT&phone=42', 'Enter your verification code', 'Welcome back.'],
  ['/registration-form', 'Sign up with email', 'Welcome back.'],
  ['/unrecognized-account?email=kim%40example.com', 'recognize that email', 'Welcome back.'],
  [
    '/me/settings/mobile-beta',
    'app is in beta: it is this site, installed on your phone',
    'has no app to try out',
    'u-alice',
  ],
  // a feature page shows its own title; one that is not there is not found (test/publications/feature-pages.test.ts)
  ['/x-collectionslug/x-topicslug/home', 'A Sample Feature Page', 'aria-label="Stories in Sample Publication"'],
  ['/x-collectionslug/settings/feature-pages', 'New feature page', 'Only editors can see this page', 'u-carol'],
];

describe('routes that once showed another page show their own', () => {
  it.each(OWN_WORDS)('%s shows “%s”', async (path, shows, notShows, asUser) => {
    const response = await SELF.fetch(`http://localhost${path}`, {
      headers: asUser ? { Cookie: (await signIn(asUser)).cookie } : {},
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(shows);
    expect(html).not.toContain(notShows);
  });
});
