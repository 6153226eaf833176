import { describe, expect, it } from 'vitest';
import {
  coreReachingFeatures,
  aroundPublicFaces,
  folderCircles,
  graphqlInFediverse,
  handWrittenEscapers,
  mutationsAroundTheHook,
  sqlWritesInTests,
  queriesOutsideDataModules,
  fediverseInApp,
  importCircles,
  importSpecifiers,
  resolveImport,
  upwardImports,
} from './layer-rules.ts';

describe('importSpecifiers', () => {
  it.each([
    ["import { a } from './a.ts';", ['./a.ts']],
    ["import type { A } from '../types/a.ts';", ['../types/a.ts']],
    ["export { b } from './b.ts';", ['./b.ts']],
    ["export * from './c.ts';", ['./c.ts']],
    ["import './side-effect.ts';", ['./side-effect.ts']],
    ["const Menu = lazy(() => import('./menu.tsx'));", ['./menu.tsx']],
    ["type Props = Parameters<typeof import('./menu.tsx').default>[0];", ['./menu.tsx']],
    ["import {\n  a,\n  b,\n} from './multi-line.ts';", ['./multi-line.ts']],
    ["import { useState } from 'react';", []],
    ["// a comment about import('x')", []],
  ])('%s → %j', (source, specifiers) => {
    expect(importSpecifiers(source)).toEqual(specifiers);
  });
});

describe('resolveImport', () => {
  it.each([
    ['client/auth/a.tsx', './b.ts', 'client/auth/b.ts'],
    ['client/auth/a.tsx', '../data/c.ts', 'client/data/c.ts'],
    ['worker/graphql/types/a.ts', '../../../shared/x.ts', 'shared/x.ts'],
  ])('%s + %s → %s', (from, specifier, resolved) => {
    expect(resolveImport(from, specifier)).toBe(resolved);
  });
});

describe('the layer rules', () => {
  it('refuses shared/ importing client/ or worker/, and nothing else', () => {
    const graph = new Map([
      ['shared/a.ts', ['shared/b.ts', 'client/c.ts']],
      ['shared/b.ts', ['worker/d.ts']],
      ['client/c.ts', ['shared/a.ts']],
      ['worker/d.ts', ['shared/b.ts']],
    ]);
    expect(upwardImports(graph)).toEqual([
      'shared/a.ts imports client/c.ts: shared/ may import only shared/',
      'shared/b.ts imports worker/d.ts: shared/ may import only shared/',
    ]);
  });

  it('finds each circle once, however long, and no chains', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts', 'c.ts']],
      ['c.ts', ['d.ts']],
      ['d.ts', ['e.ts']],
      ['e.ts', ['c.ts']],
      ['f.ts', ['a.ts']],
      ['g.ts', ['g.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts'], ['c.ts', 'd.ts', 'e.ts'], ['g.ts']]);
  });

  it('finds none in a tree', () => {
    expect(
      importCircles(
        new Map([
          ['a.ts', ['b.ts', 'c.ts']],
          ['b.ts', ['c.ts']],
          ['c.ts', []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe("the worker's core, its features and its app", () => {
  const core = new Set(['db', 'graphql']);
  it.each([
    ['a feature on core', 'worker/claps/clap-graphql.ts', 'worker/graphql/builder.ts', []],
    ['a feature on another', 'worker/claps/clap-graphql.ts', 'worker/stories/post-access.ts', []],
    ['core on core', 'worker/graphql/builder.ts', 'worker/db/client.ts', []],
    ['core on shared', 'worker/graphql/builder.ts', 'shared/constants.ts', []],
    ['the app on a feature', 'worker/app/schema.ts', 'worker/claps/clap-graphql.ts', []],
    ['the entry on the app', 'worker/index.ts', 'worker/app/app.ts', []],
    [
      'core on a feature',
      'worker/graphql/context.ts',
      'worker/stories/post-queries.ts',
      ["worker/graphql/context.ts imports worker/stories/post-queries.ts: the worker's core imports no feature"],
    ],
    [
      "the worker's top on a feature",
      'worker/context.ts',
      'worker/claps/clap-count-job.ts',
      ["worker/context.ts imports worker/claps/clap-count-job.ts: the worker's core imports no feature"],
    ],
    [
      'a feature on the app',
      'worker/people/me.ts',
      'worker/app/graphql-context.ts',
      [
        'worker/people/me.ts imports worker/app/graphql-context.ts: only the app imports worker/app/ (the request carries what it hands on)',
      ],
    ],
    [
      'core on the app',
      'worker/routes/image.ts',
      'worker/app/render-pages.tsx',
      [
        'worker/routes/image.ts imports worker/app/render-pages.tsx: only the app imports worker/app/ (the request carries what it hands on)',
      ],
    ],
    [
      'the database on other core',
      'worker/db/client.ts',
      'worker/graphql/context.ts',
      ['worker/db/client.ts imports worker/graphql/context.ts: worker/db/ may import only worker/db/ and shared/'],
    ],
  ])('%s: %s → %s', (_case, from, to, problems) => {
    expect(coreReachingFeatures(new Map([[from, [to]]]), core)).toEqual(problems);
  });
});

describe("circles between the worker's folders", () => {
  it('finds none when features stand on each other one way', () => {
    const graph = new Map([
      ['worker/lists/catalog-graphql.ts', ['worker/stories/post-writes.ts', 'worker/db/client.ts']],
      ['worker/stories/post-writes.ts', ['worker/db/client.ts', 'worker/stories/post-queries.ts']],
      ['worker/stories/post-queries.ts', ['worker/stories/post-writes.ts']],
      ['worker/app/schema.ts', ['worker/lists/catalog-graphql.ts']],
    ]);
    expect(folderCircles(graph)).toEqual([]);
  });

  it('names a circle of folders with an import for each step, though no file imports itself back', () => {
    const graph = new Map([
      ['worker/stories/post-mutations-graphql.ts', ['worker/lists/reading-list-writes.ts']],
      ['worker/lists/catalog-graphql.ts', ['worker/stories/story-queries-graphql.ts']],
      ['worker/lists/reading-list-writes.ts', ['worker/db/client.ts']],
    ]);
    expect(folderCircles(graph)).toEqual([
      'folder circle: worker/lists/ ⇄ worker/stories/ (worker/stories/post-mutations-graphql.ts → worker/lists/reading-list-writes.ts; worker/lists/catalog-graphql.ts → worker/stories/story-queries-graphql.ts)',
    ]);
  });

  it("counts the worker's top files as a folder, and its entry as the app's", () => {
    const graph = new Map([
      ['worker/context.ts', ['worker/cache/cache-decision.ts']],
      ['worker/cache/cache-decision.ts', ['worker/context.ts']],
      ['worker/index.ts', ['worker/app/app.ts']],
      ['worker/app/app.ts', ['worker/context.ts']],
    ]);
    expect(folderCircles(graph)).toEqual([
      'folder circle: worker// ⇄ worker/cache/ (worker/context.ts → worker/cache/cache-decision.ts; worker/cache/cache-decision.ts → worker/context.ts)',
    ]);
  });
});

describe('SQL lives in data modules', () => {
  const refusal = (path: string) =>
    `${path} runs a query: SQL lives in its folder's data modules (*-queries.ts, *-writes.ts)`;
  it.each([
    ['a call to a data module', 'worker/claps/clap-graphql.ts', 'await addClaps(context.db, post.id);', []],
    [
      'a Drizzle select',
      'worker/claps/clap-graphql.ts',
      'await context.db.select().from(claps);',
      [refusal('worker/claps/clap-graphql.ts')],
    ],
    [
      'a select on the next line',
      'worker/claps/clap-graphql.ts',
      'await context.db\n  .update(claps)',
      [refusal('worker/claps/clap-graphql.ts')],
    ],
    [
      'a batch',
      'worker/lists/catalog-graphql.ts',
      'await context.db.batch([a, b]);',
      [refusal('worker/lists/catalog-graphql.ts')],
    ],
    [
      "D1's own statement",
      'worker/search/search-graphql.ts',
      "context.d1.prepare('select 1')",
      [refusal('worker/search/search-graphql.ts')],
    ],
    [
      'SQL written out',
      'worker/stats/stats-graphql.ts',
      'const n = sql`count(*)`;',
      [refusal('worker/stats/stats-graphql.ts')],
    ],
    [
      "a query on the request's database",
      'worker/people/entity-redirect.ts',
      "const [user] = await database(c.get('d1'))\n    .select()\n    .from(users);",
      [refusal('worker/people/entity-redirect.ts')],
    ],
    [
      'a query in a job',
      'worker/publishing/publish-due.ts',
      'await db.update(posts).set({ publishedAt });',
      [refusal('worker/publishing/publish-due.ts')],
    ],
    ['a query in core', 'worker/auth/viewer.ts', 'await db.update(sessions);', [refusal('worker/auth/viewer.ts')]],
    ['a query in a data module', 'worker/claps/clap-writes.ts', 'await db.select().from(claps);', []],
    ['a query in a queries module', 'worker/claps/clap-queries.ts', 'await db.select().from(claps);', []],
    ['a query in the database module', 'worker/db/retry-d1.ts', 'await d1.batch(statements);', []],
    ['a query in a test', 'worker/claps/clap-count.test.ts', 'await db.select().from(claps);', []],
    ['a query outside the worker', 'scripts/seed-demo.ts', 'await db.insert(users);', []],
    [
      'a deleted copy in the edge cache is no query',
      'worker/cache/purge-edge-cache.ts',
      'await edgeCache().delete(key);',
      [],
    ],
  ])('%s', (_case, file, source, problems) => {
    expect(queriesOutsideDataModules(new Map([[file, source]]))).toEqual(problems);
  });
});

describe('one escaper', () => {
  it.each([
    ['a call to the escaper', 'worker/account/data-export.ts', "'<title>' + escapeEntities(title) + '</title>'", []],
    [
      'characters replaced by number',
      'worker/phone/phone-sender.ts',
      "text.replace(/[<>&'\"]/g, (char) => '&#' + char.charCodeAt(0) + ';')",
      ['worker/phone/phone-sender.ts escapes markup by hand: call escapeEntities (shared/content/html-entities.ts)'],
    ],
    [
      'characters replaced one at a time',
      'client/share/share-text.ts',
      "text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')",
      ['client/share/share-text.ts escapes markup by hand: call escapeEntities (shared/content/html-entities.ts)'],
    ],
    ['the escaper itself', 'shared/content/html-entities.ts', 'text.replace(/[&<>"\']/g, (c) => ESCAPES[c] ?? c)', []],
    ['a test', 'worker/render/document.test.tsx', "html.replace(/[<>]/g, '')", []],
    ['other characters', 'shared/content/slug.ts', "title.replace(/[^a-z0-9]/g, '-')", []],
  ])('%s', (_case, file, source, problems) => {
    expect(handWrittenEscapers(new Map([[file, source]]))).toEqual(problems);
  });
});

describe('test fixtures go through the schema', () => {
  const refusal = (file: string) =>
    `${file} writes rows with SQL: set them up through the schema (test/support/test-database.ts)`;
  it.each([
    ['a typed insert', 'test/claps/claps.test.ts', "await db.insert(claps).values({ userId: 'u-rex' })", []],
    ['a read checking what was stored', 'test/claps/claps.test.ts', "env.DB.prepare('select count from claps')", []],
    [
      'an insert as SQL',
      'test/claps/claps.test.ts',
      'env.DB.prepare("insert into claps (user_id) values (\'u-rex\')")',
      [refusal('test/claps/claps.test.ts')],
    ],
    [
      'an update as SQL',
      'test/stats/stats.test.ts',
      "sql(`update users set is_staff = 1 where id = 'u-ann'`)",
      [refusal('test/stats/stats.test.ts')],
    ],
    ['a delete as SQL', 'test/support/seed.ts', "'delete from outbox'", [refusal('test/support/seed.ts')]],
    ['the worker’s own data modules', 'worker/claps/clap-writes.ts', 'sql`insert into claps`', []],
  ])('%s', (_case, file, source, problems) => {
    expect(sqlWritesInTests(new Map([[file, source]]))).toEqual(problems);
  });
});

describe('one way to run a mutation on the client', () => {
  it.each([
    ['a component with the hook', 'client/claps/clap-button.tsx', 'const [, clap] = useMutation(ClapMutation);', []],
    [
      'a call on the client object',
      'client/auth/profile-form.tsx',
      'await client.mutation(UpdateUserProfile, { name }).toPromise()',
      ['client/auth/profile-form.tsx runs a mutation on the client: use useMutation (client/data/use-mutation.ts)'],
    ],
    [
      'a call broken over lines',
      'client/editor/editor-page.tsx',
      'client\n      .mutation(CreatePost, {})\n      .toPromise()',
      ['client/editor/editor-page.tsx runs a mutation on the client: use useMutation (client/data/use-mutation.ts)'],
    ],
    ['the hook itself', 'client/data/use-mutation.ts', 'client.mutation(query, variables, context)', []],
    ['a test driving urql itself', 'client/data/viewer-following.test.ts', 'client.mutation(FollowUser, {})', []],
    ['the worker', 'worker/graphql/yoga.ts', 'builder.mutation({})', []],
  ])('%s', (_case, file, source, problems) => {
    expect(mutationsAroundTheHook(new Map([[file, source]]))).toEqual(problems);
  });
});

describe("features meet through each other's public faces", () => {
  const refusal = (file: string, target: string) =>
    `${file} imports ${target}: another feature is used through its index.ts (or graphql.ts)`;
  it.each([
    ['a feature through the other index', 'worker/lists/catalog-writes.ts', 'worker/stories/index.ts', []],
    [
      'a GraphQL module through the other graphql.ts',
      'worker/lists/catalog-graphql.ts',
      'worker/stories/graphql.ts',
      [],
    ],
    ['a feature on its own modules', 'worker/lists/catalog-graphql.ts', 'worker/lists/catalog-writes.ts', []],
    ['a feature on core', 'worker/lists/catalog-graphql.ts', 'worker/graphql/builder.ts', []],
    ['the app on any module', 'worker/app/loaders.ts', 'worker/stories/story-lookup-queries.ts', []],
    ['a test beside a module', 'worker/lists/catalog.test.ts', 'worker/stories/post-writes.ts', []],
    [
      'a feature around the other index',
      'worker/lists/catalog-writes.ts',
      'worker/stories/post-writes.ts',
      [refusal('worker/lists/catalog-writes.ts', 'worker/stories/post-writes.ts')],
    ],
    [
      'a feature on the other GraphQL types outside a GraphQL module',
      'worker/federation/articles.ts',
      'worker/stories/graphql.ts',
      [
        "worker/federation/articles.ts imports worker/stories/graphql.ts: only GraphQL modules use another feature's graphql.ts",
      ],
    ],
    [
      'GraphQL types in an index',
      'worker/stories/index.ts',
      'worker/stories/post-graphql.ts',
      [
        "worker/stories/index.ts re-exports worker/stories/post-graphql.ts: GraphQL types belong in the feature's graphql.ts",
      ],
    ],
  ])('%s: %s → %s', (_case, from, to, problems) => {
    expect(aroundPublicFaces(new Map([[from, [to]]]))).toEqual(problems);
  });
});

describe("the fediverse's Worker without the GraphQL builder", () => {
  it('names the way its bundle reaches Pothos, and nothing when it does not', () => {
    const sources = new Map([
      ['worker/federation/federation-worker.ts', "import { lockedPreview } from '../stories/index.ts';"],
      ['worker/stories/index.ts', "export { lockedPreview } from './post-access.ts';"],
      ['worker/stories/post-access.ts', "import type { Failure } from '../graphql/types/failures.ts';"],
    ]);
    expect(graphqlInFediverse(sources, 'worker/federation/federation-worker.ts')).toEqual([]);
    sources.set('worker/stories/post-access.ts', "import { failure } from '../graphql/types/failures.ts';");
    sources.set('worker/graphql/types/failures.ts', "import { builder } from '../builder.ts';");
    sources.set('worker/graphql/builder.ts', "import SchemaBuilder from '@pothos/core';");
    expect(graphqlInFediverse(sources, 'worker/federation/federation-worker.ts')).toEqual([
      "worker/federation/federation-worker.ts → worker/stories/index.ts → worker/stories/post-access.ts → worker/graphql/types/failures.ts → worker/graphql/builder.ts imports @pothos/core: the fediverse's Worker builds no GraphQL schema",
    ]);
  });
});

describe('the app Worker without Fedify', () => {
  it.each([
    [
      "import { FederationWorker } from './b.ts';",
      ["worker/a.ts → worker/b.ts imports @fedify/fedify: only the fediverse's Worker may"],
    ],
    [
      "const { run } = await import('./b.ts');",
      ["worker/a.ts → worker/b.ts imports @fedify/fedify: only the fediverse's Worker may"],
    ],
    [
      "export { FederationWorker } from './b.ts';",
      ["worker/a.ts → worker/b.ts imports @fedify/fedify: only the fediverse's Worker may"],
    ],
    ["import type { FederationWorker } from './b.ts';", []],
    ["export type { FederationWorker } from './b.ts';", []],
    [
      "import { type FederationWorker, other } from './b.ts';",
      ["worker/a.ts → worker/b.ts imports @fedify/fedify: only the fediverse's Worker may"],
    ],
    [
      "import { Note } from '@fedify/fedify/vocab';",
      ["worker/a.ts imports @fedify/fedify/vocab: only the fediverse's Worker may"],
    ],
    ["import { Hono } from 'hono';", []],
  ])('%s → %j', (entry, problems) => {
    const sources = new Map([
      ['worker/a.ts', entry],
      ['worker/b.ts', "import { createFederation } from '@fedify/fedify';\nexport class FederationWorker {}"],
    ]);
    expect(fediverseInApp(sources, 'worker/a.ts')).toEqual(problems);
  });
});
