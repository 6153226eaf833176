// graphql as the Worker runs it, its ES module build, is patched (scripts/patches/README.md): an
// execution makes its resolvers' abort signal only when one asks for it. The tests load that build
// by its file, since Node's tests resolve graphql to its CommonJS build (which the patch leaves
// alone), and hold the patch to graphql's own behaviour otherwise.
import type * as GraphQL from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';

const { buildSchema, execute, parse }: typeof GraphQL = await import(
  new URL('../../node_modules/graphql/index.mjs', import.meta.url).href
);

interface Info {
  getAbortSignal(): AbortSignal;
}

const schema = buildSchema('type Query { plain: String, watching: String, later: String }');
const asked: { during?: boolean; signal?: AbortSignal; ask?: () => AbortSignal } = {};
const rootValue = {
  plain: () => 'plain',
  watching: (_args: unknown, _context: unknown, info: Info) => {
    asked.signal = info.getAbortSignal();
    asked.during = asked.signal.aborted;
    return 'watching';
  },
  later: (_args: unknown, _context: unknown, info: Info) => {
    asked.ask = () => info.getAbortSignal();
    return 'later';
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('a resolver’s abort signal', () => {
  it('is never made for an execution whose resolvers do not ask for it', async () => {
    const made = vi.fn();
    vi.stubGlobal(
      'AbortController',
      class extends AbortController {
        constructor() {
          super();
          made();
        }
      },
    );
    const result = await execute({ schema, rootValue, document: parse('{ plain }') });
    expect(result).toEqual({ data: { plain: 'plain' } });
    expect(made).not.toHaveBeenCalled();
  });

  it('is live while the execution runs and aborted once it has ended', async () => {
    await execute({ schema, rootValue, document: parse('{ watching }') });
    expect(asked.during).toBe(false);
    expect(asked.signal?.aborted).toBe(true);
  });

  it('is aborted already when first asked for after the execution ended', async () => {
    await execute({ schema, rootValue, document: parse('{ later }') });
    expect(asked.ask?.().aborted).toBe(true);
  });
});
