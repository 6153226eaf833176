/**
 * GraphQL documents as the browser downloads them: comments, commas and whitespace between
 * tokens carry no meaning, so the build drops them (strings are kept as written). urql keys a
 * request by the printed document, not by its source text, so the server's copies (as written)
 * and the browser's (minified) still name the same server-rendered data.
 */
const TOKEN = /"""[\s\S]*?"""|"(?:\\.|[^"\\])*"|#[^\n\r]*|[\s,]+|\.\.\.|[!$&():=@[\]{|}]|[^\s,!$&():=@[\]{|}"#.]+|\./g;

const isWord = (token: string): boolean => /^[_A-Za-z0-9-]/.test(token) || token.startsWith('"');

export function minifyDocument(source: string): string {
  let out = '';
  let previous = '';
  for (const [token] of source.matchAll(TOKEN)) {
    if (token.startsWith('#') || /^[\s,]+$/.test(token)) continue;
    // two names (or a name and a number or string) need a space between them; punctuators do not
    if (isWord(previous) && isWord(token)) out += ' ';
    out += token;
    previous = token;
  }
  return out;
}

/** The same source with every graphql(`…`) document minified; documents with substitutions are left alone. */
export const minifyDocumentsIn = (code: string): string =>
  code.replace(
    /\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`/g,
    (_match, body: string) => `graphql(\`${minifyDocument(body)}\``,
  );
