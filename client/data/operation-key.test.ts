import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { OPERATION_NAME, operationKey, operationNameIn } from './operation-key.ts';

describe('operationKey', () => {
  const PostPageQuery = parse('query PostPageQuery($id: ID!, $sk: String) { postResult(id: $id) { __typename } }');

  it.each([
    ['keys written in another order', { id: 'a1', sk: null }, { sk: null, id: 'a1' }],
    ['an undefined variable and a missing one', { id: 'a1', sk: undefined }, { id: 'a1' }],
    [
      'nested objects in another order',
      { id: 'a1', sk: { b: 1, a: [1, { d: 2, c: 3 }] } },
      { sk: { a: [1, { c: 3, d: 2 }], b: 1 }, id: 'a1' },
    ],
  ])('is the same for %s', (_, one, other) => {
    expect(operationKey(PostPageQuery, one)).toBe(operationKey(PostPageQuery, other));
  });

  it.each([
    ['another value', { id: 'a1' }, { id: 'a2' }],
    ['null and a missing variable', { id: 'a1', sk: null }, { id: 'a1' }],
    ['a number and its text', { id: 1 }, { id: '1' }],
  ])('tells apart %s', (_, one, other) => {
    expect(operationKey(PostPageQuery, one)).not.toBe(operationKey(PostPageQuery, other));
  });

  it('treats no variables as empty ones, as the shell queries are run and read', () => {
    const AvatarMenuQuery = parse('query AvatarMenuQuery { viewer { id } }');
    expect(operationKey(AvatarMenuQuery, undefined)).toBe(operationKey(AvatarMenuQuery, {}));
    expect(operationKey(AvatarMenuQuery, {})).toBe('AvatarMenuQuery{}');
  });

  it('reads the name an unparsed document carries, the same as the parsed one’s', () => {
    const unparsed = {
      kind: 'Document',
      [OPERATION_NAME]: 'PostPageQuery',
      get definitions(): never {
        throw new Error('parsed');
      },
    };
    expect(operationKey(unparsed as never, { id: 'a1' })).toBe(operationKey(PostPageQuery, { id: 'a1' }));
  });

  it('refuses an operation without a name', () => {
    expect(() => operationKey(parse('{ viewer { id } }'), {})).toThrow('needs a name');
  });
});

describe('operationNameIn', () => {
  it.each([
    ['query PostPageQuery($id:ID!){postResult(id:$id){__typename}}', 'PostPageQuery'],
    ['\n  mutation ClapPost($postId: ID!) { clap }', 'ClapPost'],
    ['subscription Feed { x }', 'Feed'],
    ['fragment ParagraphFields on Paragraph { name }', undefined],
    ['{ viewer { id } }', undefined],
  ])('finds the operation named in %j', (source, name) => {
    expect(operationNameIn(source)).toBe(name);
  });
});
