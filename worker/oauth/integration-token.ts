/** Integration tokens start so, which tells them from the OAuth library's own tokens at a glance. */
export const INTEGRATION_TOKEN_PREFIX = 'qit_';
