import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { collections, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const resolver = inject('dnsResolverUrl');

/** A request to the Worker as deployed with the DNS resolver at `resolverUrl`. */
async function request(url: string, init: RequestInit = {}, resolverUrl = `${resolver}/dns-query`) {
  return createApp().request(url, init, { ...env, DNS_RESOLVER_URL: resolverUrl });
}

async function as(userId: string, resolverUrl?: string) {
  const { cookie, xsrf } = await signIn(userId);
  return async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await request(
      'http://localhost/_/graphql',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-Xsrf-Token': xsrf },
        body: JSON.stringify({ query, variables }),
      },
      resolverUrl,
    );
    return ((await response.json()) as { data: Record<string, Record<string, unknown>> }).data;
  };
}

const RESULT = `__typename ... on Collection { domain customDomain domainStatus domainVerification { name value } mediumUrl } ... on BadRequest { message } ... on AlreadyExists { message } ... on Forbidden { message }`;
const SET = `mutation ($domain: String!) { setCollectionCustomDomain(collectionId: "c-mag", domain: $domain) { ${RESULT} } }`;
const VERIFY = `mutation { verifyCollectionCustomDomain(collectionId: "c-mag") { ${RESULT} } }`;
const REMOVE = `mutation { removeCollectionCustomDomain(collectionId: "c-mag") { ${RESULT} } }`;
const putRecord = (name: string, value: string) =>
  fetch(`${resolver}/records`, { method: 'POST', body: JSON.stringify({ name, value }) });
const servedAt = async (domain: string) => (await request(`http://${domain}/`)).status;

beforeEach(() => seedContent(0));

describe('a publication’s custom domain (docs/spec-checklist.md 3 §3 domain statuses)', () => {
  it('goes CREATED → FAILED without its TXT record → ACTIVE with it, serving only then; removing makes it DELETED', async () => {
    const domain = `mag-${Date.now()}.example.com`;
    const ann = await as('u-ann');
    const created = (await ann(SET, { domain: domain.toUpperCase() }))['setCollectionCustomDomain'] as {
      domainVerification: { name: string; value: string };
    };
    expect(created).toMatchObject({
      __typename: 'Collection',
      domain: null,
      customDomain: domain,
      domainStatus: 'CREATED',
      mediumUrl: 'http://localhost/the-mag',
    });
    expect(created.domainVerification.name).toBe(`_quire-verification.${domain}`);
    expect(created.domainVerification.value).toMatch(/^quire-verification=[0-9a-f]{16}$/);
    expect(await servedAt(domain)).toBe(404);

    expect((await ann(VERIFY))['verifyCollectionCustomDomain']).toMatchObject({ domainStatus: 'FAILED', domain: null });
    await putRecord(created.domainVerification.name, 'someone-else');
    await putRecord(created.domainVerification.name, created.domainVerification.value);
    expect((await ann(VERIFY))['verifyCollectionCustomDomain']).toMatchObject({
      domainStatus: 'ACTIVE',
      domain,
      mediumUrl: `http://${domain}`,
    });
    expect(await servedAt(domain)).toBe(200);
    expect((await ann(VERIFY))['verifyCollectionCustomDomain']).toEqual({
      __typename: 'BadRequest',
      message: 'There is no domain waiting to be checked.',
    });

    expect((await ann(REMOVE))['removeCollectionCustomDomain']).toMatchObject({
      domainStatus: 'DELETED',
      domain: null,
      customDomain: null,
    });
    expect(await servedAt(domain)).toBe(404);
  });

  it('keeps the state when the resolver cannot be asked', async () => {
    const ann = await as('u-ann', `${resolver}/broken/dns-query`);
    await ann(SET, { domain: 'outage.example.com' });
    expect((await ann(VERIFY))['verifyCollectionCustomDomain']).toEqual({
      __typename: 'BadRequest',
      message: 'The DNS check could not be made. Please try again in a minute.',
    });
    expect(
      await env.DB.prepare(`select domain_status from collections where id = 'c-mag'`).first('domain_status'),
    ).toBe('CREATED');
  });

  it.each([
    [
      'a name that is not a domain',
      'not a domain',
      { __typename: 'BadRequest', message: 'Enter a domain name such as stories.example.com.' },
    ],
    [
      'the platform’s own domain',
      'pub.localhost',
      { __typename: 'BadRequest', message: 'That domain belongs to the platform.' },
    ],
  ])('refuses %s', async (_, domain, expected) => {
    expect((await (await as('u-ann'))(SET, { domain }))['setCollectionCustomDomain']).toEqual(expected);
  });

  it('refuses a domain a writer already uses, and anyone who does not run the publication', async () => {
    await db.update(users).set({ customDomain: 'rex.example.com' }).where(eq(users.id, 'u-rex')).run();
    expect((await (await as('u-ann'))(SET, { domain: 'rex.example.com' }))['setCollectionCustomDomain']).toEqual({
      __typename: 'AlreadyExists',
      message: 'That domain is already in use.',
    });
    expect((await (await as('u-rex'))(SET, { domain: 'mine.example.com' }))['setCollectionCustomDomain']).toEqual({
      __typename: 'Forbidden',
      message: 'Only the publication’s editors can do that.',
    });
    expect(
      (await (await as('u-rex'))(`{ collection(id: "c-mag") { customDomain domainVerification { value } } }`))[
        'collection'
      ],
    ).toEqual({ customDomain: null, domainVerification: null });
  });
});

const WRITER = `__typename ... on User { hasSubdomain mediumUrl customDomainState { live { domain } } customDomainSetting { domain status verification { name value } } } ... on Failure { message }`;
const SET_MINE = `mutation ($domain: String!) { setUserCustomDomain(domain: $domain) { ${WRITER} } }`;
const VERIFY_MINE = `mutation { verifyUserCustomDomain { ${WRITER} } }`;
const REMOVE_MINE = `mutation { removeUserCustomDomain { ${WRITER} } }`;
const SUBDOMAIN = `mutation ($enabled: Boolean!) { setSubdomain(enabled: $enabled) { ${WRITER} } }`;

describe('a writer’s own domain and subdomain (/me/settings/custom-domain, /me/create-subdomain)', () => {
  it('checks the writer’s domain by its TXT record as a publication’s, serving the profile only once it is live', async () => {
    const domain = `ann-${Date.now()}.example.com`;
    const ann = await as('u-ann');
    const created = (await ann(SET_MINE, { domain }))['setUserCustomDomain'] as {
      customDomainSetting: { verification: { name: string; value: string } };
    };
    expect(created).toMatchObject({
      __typename: 'User',
      mediumUrl: 'http://localhost/@ann',
      customDomainState: { live: null },
      customDomainSetting: { domain, status: 'CREATED' },
    });
    expect(await servedAt(domain)).toBe(404);
    expect((await ann(VERIFY_MINE))['verifyUserCustomDomain']).toMatchObject({
      customDomainSetting: { status: 'FAILED' },
    });
    await putRecord(created.customDomainSetting.verification.name, created.customDomainSetting.verification.value);
    expect((await ann(VERIFY_MINE))['verifyUserCustomDomain']).toMatchObject({
      mediumUrl: `http://${domain}`,
      customDomainState: { live: { domain } },
      customDomainSetting: { status: 'ACTIVE' },
    });
    expect(await servedAt(domain)).toBe(200);
    expect((await ann(REMOVE_MINE))['removeUserCustomDomain']).toMatchObject({
      mediumUrl: 'http://localhost/@ann',
      customDomainSetting: null,
    });
    expect(await servedAt(domain)).toBe(404);
  });

  it('refuses a domain someone else uses, and shows the setting to its owner alone', async () => {
    await db
      .update(collections)
      .set({ domain: 'mag.example.com', domainStatus: 'ACTIVE' })
      .where(eq(collections.id, 'c-mag'))
      .run();
    expect((await (await as('u-rex'))(SET_MINE, { domain: 'mag.example.com' }))['setUserCustomDomain']).toEqual({
      __typename: 'AlreadyExists',
      message: 'That domain is already in use.',
    });
    await (await as('u-ann'))(SET_MINE, { domain: 'ann.example.com' });
    const seen = (
      await (
        await as('u-rex')
      )(`{ userResult(username: "ann") { ... on User { customDomainSetting { domain } } } }`)
    )['userResult'];
    expect(seen).toEqual({ customDomainSetting: null });
  });

  it('gives the writer {username}.{AUTH_DOMAIN} and takes it back', async () => {
    const ann = await as('u-ann');
    expect(await servedAt('ann.localhost')).toBe(404);
    expect((await ann(SUBDOMAIN, { enabled: true }))['setSubdomain']).toMatchObject({
      hasSubdomain: true,
      mediumUrl: 'http://ann.localhost',
    });
    expect(await servedAt('ann.localhost')).toBe(200);
    expect((await ann(SUBDOMAIN, { enabled: false }))['setSubdomain']).toMatchObject({
      hasSubdomain: false,
      mediumUrl: 'http://localhost/@ann',
    });
    expect(await servedAt('ann.localhost')).toBe(404);
  });

  it('refuses a subdomain to a username a host name cannot carry', async () => {
    await db.update(users).set({ username: 'ann_author' }).where(eq(users.id, 'u-ann')).run();
    expect((await (await as('u-ann'))(SUBDOMAIN, { enabled: true }))['setSubdomain']).toEqual({
      __typename: 'BadRequest',
      message: 'A subdomain can’t contain an underscore. Change your username in settings first, then come back.',
    });
  });
});

describe('claims on a domain nobody has proved yet (docs/security.md, "Custom domains")', () => {
  const ask = (userId: string) => as(userId);
  const claim = async (userId: string, domain: string) =>
    ((await (await ask(userId))(SET_MINE, { domain }))['setUserCustomDomain'] ?? {}) as {
      __typename: string;
      customDomainSetting?: { status: string; verification: { name: string; value: string } };
    };

  it('does not let an unverified claim block anyone: the hole was “That domain is already in use.” forever', async () => {
    expect((await claim('u-rex', 'bigbrand.example')).__typename).toBe('User');
    const own = await claim('u-ann', 'bigbrand.example');
    expect(own).toMatchObject({ __typename: 'User', customDomainSetting: { status: 'CREATED' } });
    // a publication may ask for it as well
    expect(
      (
        (await (await ask('u-ann'))(SET, { domain: 'bigbrand.example' }))['setCollectionCustomDomain'] as {
          __typename: string;
        }
      ).__typename,
    ).toBe('Collection');
  });

  it('gives the domain to the first to verify it, and clears the other claims', async () => {
    const squatter = await claim('u-rex', 'first.example');
    const owner = await claim('u-ann', 'first.example');
    await putRecord(
      owner.customDomainSetting?.verification.name ?? '',
      owner.customDomainSetting?.verification.value ?? '',
    );
    expect((await (await ask('u-ann'))(VERIFY_MINE))['verifyUserCustomDomain']).toMatchObject({
      customDomainSetting: { status: 'ACTIVE' },
    });
    expect(await servedAt('first.example')).toBe(200);
    // the squatter's claim is gone, and asking again is refused now that the domain is proved
    expect(squatter.__typename).toBe('User');
    expect(
      await env.DB.prepare(`select custom_domain from users where id = 'u-rex'`).first('custom_domain'),
    ).toBeNull();
    expect(await claim('u-rex', 'first.example')).toEqual({
      __typename: 'AlreadyExists',
      message: 'That domain is already in use.',
    });
  });

  it('refuses to verify a claim when someone else verified the domain first, even with the record', async () => {
    const late = await claim('u-rex', 'race.example');
    await db
      .update(collections)
      .set({ domain: 'race.example', domainStatus: 'ACTIVE' })
      .where(eq(collections.id, 'c-mag'))
      .run();
    await putRecord(
      late.customDomainSetting?.verification.name ?? '',
      late.customDomainSetting?.verification.value ?? '',
    );
    expect((await (await ask('u-rex'))(VERIFY_MINE))['verifyUserCustomDomain']).toEqual({
      __typename: 'AlreadyExists',
      message: 'That domain is already in use.',
    });
  });

  it('lets a claim lapse after 7 days unverified', async () => {
    const stale = await claim('u-rex', 'stale.example');
    await db
      .update(users)
      .set({ customDomainRequestedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.id, 'u-rex'))
      .run();
    await putRecord(
      stale.customDomainSetting?.verification.name ?? '',
      stale.customDomainSetting?.verification.value ?? '',
    );
    expect((await (await ask('u-rex'))(VERIFY_MINE))['verifyUserCustomDomain']).toEqual({
      __typename: 'BadRequest',
      message: 'This request lapsed after 7 days without its TXT record. Ask for the domain again.',
    });
    expect(await servedAt('stale.example')).toBe(404);
  });
});
