/**
 * JSON that is safe inside an inline <script>: `<`, `>` and `&` cannot close the element or start
 * a comment, and U+2028/U+2029 (line terminators in older JavaScript) cannot break the statement.
 * One native search per character, not a pattern with a callback: a page's start-up state is
 * kilobytes long and seldom holds any of them.
 */
export const escapeJsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
