import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DESIGN } from '../../shared/design/design.ts';
import { edgeSite, type EdgeSite } from '../support/edge-site.ts';
import { asViewer, type Answer } from '../support/as-viewer.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import {
  collectionDesigns,
  collections,
  edgeCacheEntries,
  edgeCachePurges,
  follows,
  userDesigns,
  users,
} from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// seedContent: Ann writes and created The Mag (Ed edits it); Rex reads.
const USER_DESIGN = `mutation ($design: DesignInput!, $visible: Boolean!) {
  updateUserDesign(design: $design, visible: $visible) { __typename ... on User { isAuroraVisible } ... on Failure { message } } }`;
const COLLECTION_DESIGN = `mutation ($id: ID!, $design: DesignInput!, $visible: Boolean!) {
  updateCollectionDesign(collectionId: $id, design: $design, visible: $visible) { __typename ... on Collection { isAuroraVisible } ... on Failure { message } } }`;

const LOGO = `${'1'.repeat(32)}.png`;
const HEADER = `${'2'.repeat(32)}.jpeg`;
const REX_IMAGE = `${'3'.repeat(32)}.png`;

/** Every field away from Quire's own look. */
const DESIGN = {
  ...DEFAULT_DESIGN,
  nameTreatment: 'LOGO',
  logoImageId: LOGO,
  headerScale: 'L',
  taglinePlacement: 'SIDEBAR',
  blogroll: 'SIDEBAR',
  fontSet: 'SERIF_2',
  accentColor: '#1E3A5F',
  backgroundColor: '#fdf6e3',
  headerImageId: HEADER,
  navigation: [
    { type: 'EXTERNAL_LINK', title: 'My shop', target: 'https://shop.example' },
    { type: 'ABOUT', title: 'Who I am', target: '' },
  ],
};

/** What each design field puts in a page. */
const RENDERED = [
  '--design-accent:#1e3a5f',
  '--design-bg:#fdf6e3',
  // the text colour chosen for the background
  '--design-text:#242424',
  '--design-font:&quot;Iowan Old Style&quot;',
  'designed-header--l',
  `${LOGO}`,
  `${HEADER}`,
  'My shop</a>',
  'Who I am</a>',
  'designed-sidebar__tagline',
  // the blogroll: whom Ann follows
  'Rex Reader</a>',
];

async function upload(id: string, uploaderId: string) {
  await env.MEDIA.put(id, new Uint8Array([1, 2, 3]), { customMetadata: { uploaderId, width: '10', height: '10' } });
}

async function warm(site: EdgeSite, pages: readonly { path: string; host: string }[]) {
  for (const { path, host } of pages) {
    await site.fetch(path, { host });
    expect([host, path, (await site.fetch(path, { host })).cache]).toEqual([host, path, 'HIT']);
  }
}

beforeEach(async () => {
  await seedContent(2);
  await db.batch([
    db.delete(userDesigns),
    db.delete(collectionDesigns),
    db.delete(follows),
    db.delete(edgeCacheEntries),
    db.delete(edgeCachePurges),
    db.insert(follows).values({ followerId: 'u-ann', followedId: 'u-rex' }),
  ]);
  await upload(LOGO, 'u-ann');
  await upload(HEADER, 'u-ann');
  await upload(REX_IMAGE, 'u-rex');
});

describe('a writer’s profile design (/me/design)', () => {
  it('saves every field and shows it on the profile on every host, purging what the edge held', async () => {
    await db.update(users).set({ hasSubdomain: true }).where(eq(users.id, 'u-ann')).run();
    const site = edgeSite();
    const hosts = [
      { path: '/@ann', host: 'localhost' },
      { path: '/', host: 'ann.localhost' },
    ];
    await warm(site, hosts);
    const saved = await site.graphql(USER_DESIGN, { design: DESIGN, visible: true }, await signIn('u-ann'));
    expect(saved['updateUserDesign']).toEqual({ __typename: 'User', isAuroraVisible: true });
    for (const { path, host } of hosts) {
      const page = await site.fetch(path, { host });
      expect([host, page.cache]).toEqual([host, 'MISS']);
      for (const mark of RENDERED) expect([host, mark, page.body.includes(mark)]).toEqual([host, mark, true]);
    }
    // and on the writer's custom domain
    await db
      .update(users)
      .set({ customDomain: 'ann.example', customDomainStatus: 'ACTIVE' })
      .where(eq(users.id, 'u-ann'))
      .run();
    const custom = await site.fetch('/', { host: 'ann.example' });
    expect(custom.status).toBe(200);
    for (const mark of RENDERED) expect([mark, custom.body.includes(mark)]).toEqual([mark, true]);
  });

  it('keeps a design that is switched off, and readers see Quire’s own look', async () => {
    const ann = await asViewer('u-ann');
    expect((await ann(USER_DESIGN, { design: DESIGN, visible: false }))['updateUserDesign']).toEqual({
      __typename: 'User',
      isAuroraVisible: false,
    });
    const page = await edgeSite().fetch('/@ann');
    expect(page.body).not.toContain('--design-accent');
    expect(page.body).toContain('profile__name');
    expect(await env.DB.prepare("select count(*) as n from user_designs where user_id = 'u-ann'").first('n')).toBe(1);
  });

  it.each([
    [
      'an accent that does not read on the background',
      { accentColor: '#ffff00' },
      'The accent colour #ffff00 on the background #fdf6e3 has a contrast of 1.0:1; text needs at least 4.5:1 (WCAG AA). Choose a darker accent or a lighter background.',
    ],
    [
      'a colour that is neither hex nor rgba',
      { backgroundColor: 'white; background: url(x)' },
      'The background colour must be an opaque colour written as #rrggbb or rgba(r, g, b, 1).',
    ],
    ['someone else’s image', { logoImageId: REX_IMAGE }, 'That image was not uploaded here.'],
    [
      'an image that was never uploaded',
      { headerImageId: `${'4'.repeat(32)}.png` },
      'That image was not uploaded here.',
    ],
    [
      'a link to script',
      { navigation: [{ type: 'EXTERNAL_LINK', title: 'Bad', target: 'javascript:alert(1)' }] },
      '“Bad” needs a web address starting with https://.',
    ],
  ])('refuses %s, saving nothing', async (_case, change, message) => {
    const ann = await asViewer('u-ann');
    expect((await ann(USER_DESIGN, { design: { ...DESIGN, ...change }, visible: true }))['updateUserDesign']).toEqual({
      __typename: 'BadRequest',
      message,
    });
    expect(await env.DB.prepare('select count(*) as n from user_designs').first('n')).toBe(0);
    expect(await env.DB.prepare("select is_aurora_visible as on_ from users where id = 'u-ann'").first('on_')).toBe(0);
  });

  it('asks a visitor to sign in', async () => {
    expect(
      ((await (await asViewer(null))(USER_DESIGN, { design: DESIGN, visible: true }))['updateUserDesign'] as Answer)
        .__typename,
    ).toBe('Unauthorized');
  });
});

describe('a publication’s design (/{collectionSlug}/design)', () => {
  it('is saved by its editors and shown on the publication, its navigation the publication’s own', async () => {
    await db
      .update(collections)
      .set({ domain: 'mag.example', domainStatus: 'ACTIVE' })
      .where(eq(collections.id, 'c-mag'))
      .run();
    const site = edgeSite();
    const hosts = [
      { path: '/the-mag', host: 'localhost' },
      { path: '/', host: 'mag.example' },
    ];
    await warm(site, hosts);
    await upload(`${'5'.repeat(32)}.png`, 'u-ed');
    const saved = await site.graphql(
      COLLECTION_DESIGN,
      { id: 'c-mag', design: { ...DESIGN, logoImageId: `${'5'.repeat(32)}.png`, headerImageId: null }, visible: true },
      await signIn('u-ed'),
    );
    expect(saved['updateCollectionDesign']).toEqual({ __typename: 'Collection', isAuroraVisible: true });
    expect(
      JSON.parse(
        (await env.DB.prepare("select navigation from collections where id = 'c-mag'").first<{ navigation: string }>())
          ?.navigation ?? '[]',
      ),
    ).toHaveLength(2);
    for (const { path, host } of hosts) {
      const page = await site.fetch(path, { host });
      expect([host, page.cache]).toEqual([host, 'MISS']);
      for (const mark of [
        '--design-accent:#1e3a5f',
        'designed-header--l',
        `${'5'.repeat(32)}.png`,
        'My shop</a>',
        'Writers of The Mag',
        'Ann Author</a>',
      ]) {
        expect([host, mark, page.body.includes(mark)]).toEqual([host, mark, true]);
      }
    }
  });

  it('is refused to anyone who does not run the publication, and its page is not found for them', async () => {
    const rex = await asViewer('u-rex');
    expect(
      (
        (await rex(COLLECTION_DESIGN, { id: 'c-mag', design: DEFAULT_DESIGN, visible: true }))[
          'updateCollectionDesign'
        ] as Answer
      ).__typename,
    ).toBe('Forbidden');
    expect(await env.DB.prepare('select count(*) as n from collection_designs').first('n')).toBe(0);
    const site = edgeSite();
    const rexSession = await signIn('u-rex');
    expect((await site.fetch('/the-mag/design', { headers: { Cookie: rexSession.cookie } })).status).toBe(404);
    const edPage = await site.fetch('/the-mag/design', { headers: { Cookie: (await signIn('u-ed')).cookie } });
    expect(edPage.status).toBe(200);
    expect(edPage.body).toContain('Design The Mag');
  });
});
