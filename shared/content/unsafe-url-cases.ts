/**
 * The table of unsafe addresses every check must refuse (docs/security.md) (case, tabs, newlines,
 * control characters, doubled scheme, entities, other schemes, protocol-relative): shared by the
 * tests of the save path and of the reading page, so both hold against the same cases.
 */
export const UNSAFE_URL_CASES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  ' javascript:alert(1)',
  'javascript:javascript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/path',
] as const;
