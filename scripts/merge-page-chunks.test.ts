import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { chunksToInline } from './merge-page-chunks.ts';

/** A build's outputs from lines like 'page: shared, later*' (* a dynamic import). */
function outputs(graph: Record<string, string>): Metafile['outputs'] {
  return Object.fromEntries(
    Object.entries(graph).map(([file, imports]) => [
      file,
      {
        bytes: 1,
        inputs: {},
        exports: [],
        imports: imports
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => ({
            path: name.replace('*', ''),
            kind: name.endsWith('*') ? ('dynamic-import' as const) : ('import-statement' as const),
          })),
      },
    ]),
  );
}

describe('chunksToInline', () => {
  it.each([
    ['a chunk only the page loads', { main: 'first', first: '', page: 'own', own: '' }, ['own']],
    ['nothing the main script already holds', { main: 'first', first: '', page: 'first, own', own: '' }, ['own']],
    [
      'what the page’s own chunks import, all the way down',
      { main: '', page: 'own', own: 'deeper', deeper: '' },
      ['own', 'deeper'],
    ],
    [
      'no chunk a lazy part of the page imports too (it must exist once)',
      { main: '', page: 'own, menu*', own: '', menu: 'own' },
      [],
    ],
    [
      'no chunk that something a lazy part loads imports, however deep',
      { main: '', page: 'own, menu*', own: '', menu: 'panel*', panel: 'own' },
      [],
    ],
    ['no chunk a lazy part of the main script imports', { main: 'client*', client: 'own', page: 'own' }, []],
    [
      'the chunks the lazy parts leave alone',
      { main: '', page: 'own, shared, menu*', own: '', shared: '', menu: 'shared' },
      ['own'],
    ],
    ['nothing for a page that imports nothing', { main: 'first', first: '', page: '' }, []],
  ])('takes in %s', (_, graph, inlined) => {
    expect([...chunksToInline(outputs(graph), ['main'], 'page')].sort()).toEqual([...inlined].sort());
  });
});
