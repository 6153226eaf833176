import { parse } from 'graphql';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataProvider } from './data-provider.tsx';
import { prefetchedDataSource } from './data-source.ts';
import { operationKey } from './operation-key.ts';
import { useQuery } from './use-query.ts';

const PostTitle = parse('query PostTitle($id: ID!) { post(id: $id) { title } }');

function Title({ id, policy }: { id: string; policy?: 'cache-first' | 'network-only' | 'cache-and-network' }) {
  const [{ data, fetching, stale }] = useQuery<{ post: { title: string } }>({
    query: PostTitle,
    variables: { id },
    requestPolicy: policy,
  });
  return <p>{fetching ? 'loading' : `${data?.post.title ?? 'none'}${stale ? ' (refreshing)' : ''}`}</p>;
}

const prefetched = new Map([[operationKey(PostTitle, { id: 'a1' }), { post: { title: 'Slow cities' } }]]);
const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<DataProvider source={prefetchedDataSource(prefetched)}>{node}</DataProvider>);

describe('useQuery over the embedded results (what the server renders and the browser hydrates)', () => {
  it.each([
    ['an embedded result, by its name and variables', <Title key="1" id="a1" />, '<p>Slow cities</p>'],
    [
      'an embedded result asked for with cache-and-network, shown while it is refreshed',
      <Title key="2" id="a1" policy="cache-and-network" />,
      '<p>Slow cities (refreshing)</p>',
    ],
    [
      'an embedded result asked for with network-only, as loading',
      <Title key="3" id="a1" policy="network-only" />,
      '<p>loading</p>',
    ],
    ['a result the page did not embed, as loading', <Title key="4" id="a2" />, '<p>loading</p>'],
  ])('renders %s', (_, node, html) => {
    expect(render(node)).toBe(html);
  });

  it('reads nothing while paused', () => {
    function Paused() {
      const [{ data, fetching }] = useQuery({ query: PostTitle, variables: { id: 'a1' }, pause: true });
      return <p>{`${fetching} ${data === undefined}`}</p>;
    }
    expect(render(<Paused />)).toBe('<p>false true</p>');
  });

  it('has no live client on the server', async () => {
    await expect(prefetchedDataSource(prefetched).load()).rejects.toThrow('prefetched data only');
  });
});
