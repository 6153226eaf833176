import { describe, expect, it } from 'vitest';
import { csvRecords, csvRows } from './csv-rows.ts';

describe('csvRows (RFC 4180)', () => {
  it.each([
    [
      'plain cells',
      'a,b,c\n1,2,3\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'CRLF line ends and no final line break',
      'a,b\r\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['a comma and a quote inside quotes', '"x, y","say ""hi"""\n', [['x, y', 'say "hi"']]],
    [
      'a quoted cell over two lines',
      'title,subtitle\n"One","two\nlines"\n',
      [
        ['title', 'subtitle'],
        ['One', 'two\nlines'],
      ],
    ],
    ['empty cells', 'a,,c\n', [['a', '', 'c']]],
    [
      'a byte-order mark and blank lines',
      '\uFEFFa,b\n\n1,2\n\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
  ])('%s', (_, text, rows) => {
    expect(csvRows(text)).toEqual(rows);
  });

  it('gives records by the header’s names, lower-cased', () => {
    expect(csvRecords('Post_ID,Title\n1.a,"Hello, world"\n2.b\n')).toEqual([
      { post_id: '1.a', title: 'Hello, world' },
      { post_id: '2.b', title: '' },
    ]);
  });
});
