import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url.ts';

describe('safeUrl', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\rscript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    [' javascript:alert(1)'],
    ['\u0001\u001fjavascript:alert(1)'],
    ['javascript:javascript:alert(1)'],
    ['javascript&colon;alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['jav&#x09;ascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['//evil.example/path'],
    ['/relative/path'],
    [''],
    [null],
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw)).toBeNull();
  });

  it.each([
    ['https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
    ['http://example.com', 'http://example.com/'],
    ['mailto:writer@example.com', 'mailto:writer@example.com'],
    ['HTTPS://Example.com/Path', 'https://example.com/Path'],
  ])('keeps %s', (raw, expected) => {
    expect(safeUrl(raw)).toBe(expected);
  });
});
