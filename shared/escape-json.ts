const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON that is safe inside an inline <script>: `<`, `>` and `&` cannot close the element or start
 * a comment, and U+2028/U+2029 (line terminators in older JavaScript) cannot break the statement.
 */
export const escapeJsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
