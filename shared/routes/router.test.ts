import { describe, expect, it } from 'vitest';
import { sampleParams } from '../../test/support/route-samples.ts';
import { createLogger, type LogContext } from '../logger.ts';
import { createLinkBuilder } from './link-builder.ts';
import { route, type TableMode } from './route-definition.ts';
import { ROUTES } from './route-table.ts';
import { createRouter } from './router.ts';

function recordingLogger() {
  const warnings: { message: string; context?: LogContext }[] = [];
  const logger = createLogger('warn', (level, message, context) => {
    if (level === 'warn') warnings.push({ message, ...(context ? { context } : {}) });
  });
  return { logger, warnings };
}

const HOST_PARAMS: Record<TableMode, Record<string, string>> = {
  default: {},
  user: { username: 'alice' },
  collection: { collectionSlug: 'x-collectionslug' },
};

describe('the route table', () => {
  it('registers every route of the specification without an ambiguity warning', () => {
    const { logger, warnings } = recordingLogger();
    const router = createRouter(ROUTES, logger);
    expect(warnings).toEqual([]);
    expect(router.routes).toHaveLength(ROUTES.length);
  });

  const { logger } = recordingLogger();
  const router = createRouter(ROUTES, logger);
  const buildLink = createLinkBuilder(router, logger);
  const cases = ROUTES.flatMap((definition) =>
    (['default', 'user', 'collection'] as const)
      .filter((table) => router.patternFor(definition.name, table) !== undefined)
      .map((table) => ({ name: definition.name, table, path: definition.path })),
  );

  it.each(cases)('round-trips $name in the $table table', ({ name, table, path }) => {
    const params = { ...sampleParams(path), ...HOST_PARAMS[table] };
    const built = buildLink(name, params, { table, authOrigin: 'https://quire.test' });
    const match = router.match(built, table, HOST_PARAMS[table]);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
  });
});

describe('matching (docs/spec-checklist.md 3 §2 "Routing rules")', () => {
  const router = createRouter(ROUTES, recordingLogger().logger);
  const id = '0123456789ab';

  it.each([
    // [table, path, route name, params]
    ['default', '/', 'ShowHome', {}],
    ['default', `/p/${id}`, 'ShowPost', { postId: id }],
    // "the trailing hex id after the last hyphen of the parameter"
    ['default', `/p/my-first-story-${id}`, 'ShowPost', { postId: id }],
    ['default', `/@alice/my-story-${id}`, 'ShowPostUnderUser', { username: 'alice', postId: id }],
    ['default', `/the-daily/a-title-${id}`, 'ShowPostUnderCollection', { collectionSlug: 'the-daily', postId: id }],
    ['default', '/@alice', 'ShowUser', { username: 'alice' }],
    ['default', '/the-daily', 'ShowCollectionHome', { collectionSlug: 'the-daily' }],
    // literal segments win over parameters
    ['default', '/search', 'ShowSearch', {}],
    ['default', '/the-daily/about', 'ShowCollectionMasthead', { collectionSlug: 'the-daily' }],
    ['default', '/me/settings/tipping', 'ShowTippingSettings', {}],
    ['default', '/me/settings/email', 'ShowSettingsSection', { setting: 'email' }],
    ['default', '/feed/latest', 'FeedLatest', {}],
    ['default', '/feed/@alice', 'FeedUser', { username: 'alice' }],
    ['default', '/feed/the-daily', 'FeedCollection', { collectionSlug: 'the-daily' }],
    ['default', '/the-daily/@alice', 'ShowCollectionUser', { collectionSlug: 'the-daily', username: 'alice' }],
    ['default', `/s/a-sequence/${id}`, 'ShowSequencePost', { sequenceSlug: 'a-sequence', postId: id }],
    [
      'default',
      '/tag/poetry/archive/2026/11/22',
      'ShowTagArchiveDay',
      { tagSlug: 'poetry', year: '2026', month: '11', day: '22' },
    ],
    ['default', '/m/callback/google', 'AcctCallbackGoogle', {}],
    ['default', '/1/indexes/*/queries', 'SearchQueries', {}],
    ['default', '/js/app/main.js', 'StaticJs', { '*': 'app/main.js' }],
    // the one address the specification gives with a trailing slash
    ['default', '/_/clientele/reports/performance/', 'PerformanceReport', {}],
    ['collection', '/_/clientele/reports/performance/', 'PerformanceReport', { collectionSlug: 'the-daily' }],
    // user table: /@{username} is dropped, the host names the writer
    ['user', '/', 'ShowUser', { username: 'alice' }],
    ['user', `/my-story-${id}`, 'ShowPostUnderUser', { username: 'alice', postId: id }],
    ['user', '/about', 'ShowUserAbout', { username: 'alice' }],
    ['user', `/p/${id}`, 'ShowPost', { username: 'alice', postId: id }],
    ['user', '/feed', 'FeedUser', { username: 'alice' }],
    // collection table: /{collectionSlug} is dropped
    ['collection', '/', 'ShowCollectionHome', { collectionSlug: 'the-daily' }],
    ['collection', `/a-title-${id}`, 'ShowPostUnderCollection', { collectionSlug: 'the-daily', postId: id }],
    ['collection', '/archive/2026', 'ShowCollectionArchiveYear', { collectionSlug: 'the-daily', year: '2026' }],
    ['collection', '/feed', 'FeedCollection', { collectionSlug: 'the-daily' }],
  ] as const)('%s %s → %s', (table, path, name, params) => {
    const hostParams: Record<string, string> =
      table === 'user' ? { username: 'alice' } : table === 'collection' ? { collectionSlug: 'the-daily' } : {};
    const match = router.match(path, table, hostParams);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it.each([
    ['default', '/me/x.css'],
    ['default', '/p/not-a-post'],
    ['default', '/about/'],
    ['default', '/js/'],
    ['default', '/js/app.js/'],
    ['default', '/the-daily/latest/'],
    ['default', '/_/clientele/reports/performance'],
    ['default', '/_/clientele/reports/performance//'],
    ['default', '//about'],
    ['default', '/@alice%2Fabout'],
    ['default', '/%E0%A4%A'],
    ['default', '/m/callback/myspace'],
    ['user', '/me/settings'],
    ['collection', '/m/signin'],
  ] as const)('%s %s matches nothing', (table, path) => {
    expect(router.match(path, table, {})).toBeNull();
  });
});

describe('registration and link-building errors (docs/spec-checklist.md 3 §8)', () => {
  it('rejects an ambiguous duplicate with a warning and skips it', () => {
    const { logger, warnings } = recordingLogger();
    const router = createRouter([route('ShowSequence', '/s/{sequenceSlug}'), route('VanityS', '/s/{name}')], logger);
    expect(warnings).toEqual([
      expect.objectContaining({
        message: 'Cannot add route',
        context: expect.objectContaining({ error: 'Can not register [VanityS /s/{name}], path is ambiguous' }),
      }),
    ]);
    expect(router.get('VanityS')).toBeUndefined();
    expect(router.match('/s/x', 'default')?.route.name).toBe('ShowSequence');
  });

  const { logger, warnings } = recordingLogger();
  const router = createRouter(
    [route('ShowTagPosts', '/tag/{tagSlug}'), route('Broken', '/tag/{tagSlug'), route('Files', '/files/{owner}/*')],
    logger,
  );
  const buildLink = createLinkBuilder(router, logger);

  it('needs every param', () => {
    expect(() => buildLink('ShowTagPosts', {})).toThrow('One or more required param(s) not provided');
  });

  it('warns on an empty or undefined value', () => {
    warnings.length = 0;
    expect(buildLink('ShowTagPosts', { tagSlug: '' })).toBe('/tag/');
    expect(buildLink('ShowTagPosts', { tagSlug: undefined })).toBe('/tag/');
    expect(warnings.map((warning) => warning.message)).toEqual([
      'Route param "tagSlug" is empty or undefined',
      'Route param "tagSlug" is empty or undefined',
    ]);
  });

  it('refuses an unknown name', () => {
    expect(() => buildLink('ShowNothing')).toThrow('Route with name ShowNothing does not exist');
  });

  it('refuses a pattern with a leftover brace', () => {
    expect(() => buildLink('Broken', {})).toThrow('Could not format route');
  });

  it('encodes values, so a value cannot add a segment', () => {
    expect(buildLink('ShowTagPosts', { tagSlug: 'a/b c' })).toBe('/tag/a%2Fb%20c');
  });

  it('fills a pattern anew each time, the rest segment by segment', () => {
    expect(buildLink('Files', { owner: 'ada b', '*': 'a b/c' })).toBe('/files/ada%20b/a%20b/c');
    expect(buildLink('Files', { owner: 'grace', '*': 'd' })).toBe('/files/grace/d');
    expect(() => buildLink('Files', { owner: 'grace' })).toThrow('One or more required param(s) not provided');
  });
});
