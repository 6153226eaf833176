import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../support/seed-content.ts';

const PUBLICATION = {
  query: 'query PublicationQuery { collectionByDomainOrSlug(domainOrSlug: "the-mag") { name } }',
  operationName: 'PublicationQuery',
};
const VIEWER = { query: 'query ViewerQuery { viewer { name } }', operationName: 'ViewerQuery' };

const post = (body: unknown, headers: Record<string, string> = {}) =>
  SELF.fetch('http://localhost/_/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const withFixtures = (data: unknown) => ({
  'X-Quire-Fixtures': 'true',
  'X-Quire-Fixtures-Data': encodeURIComponent(JSON.stringify(data)),
});

beforeAll(() => seedContent(1));

describe('test fixtures on the GraphQL endpoint (docs/spec-checklist.md 3 §7)', () => {
  it('answers a named operation from the fixture and runs the others of the batch', async () => {
    const response = await post(
      [PUBLICATION, VIEWER],
      withFixtures({ ViewerQuery: { viewer: { name: 'Fay Fixture' } } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { data: { collectionByDomainOrSlug: { name: 'The Mag' } } },
      { data: { viewer: { name: 'Fay Fixture' } } },
    ]);
  });

  it('answers without running anything when every operation has a fixture', async () => {
    const response = await post(PUBLICATION, withFixtures({ PublicationQuery: { collectionByDomainOrSlug: null } }));
    expect(await response.json()).toEqual({ data: { collectionByDomainOrSlug: null } });
  });

  it('runs everything as usual without the flag', async () => {
    const response = await post(VIEWER, {
      'X-Quire-Fixtures-Data': encodeURIComponent(JSON.stringify({ ViewerQuery: { viewer: { name: 'Fay' } } })),
    });
    expect(await response.json()).toEqual({ data: { viewer: null } });
  });

  it('refuses fixture data it cannot read, saying what it must be', async () => {
    const response = await post(VIEWER, { 'X-Quire-Fixtures': 'true', 'X-Quire-Fixtures-Data': 'not json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'X-Quire-Fixtures-Data must be a URI-encoded JSON object of operation names to their data' }],
    });
  });
});
