/**
 * What an application may do for a writer through the public API (/v1), by the names of Medium's
 * API, so its clients work unchanged. The consent page and the list of connected apps say each
 * in words.
 */
export const API_SCOPES = {
  basicProfile: 'See your name, username, picture and profile address',
  listPublications: 'See the publications you belong to and who writes for them',
  publishPost: 'Publish stories under your name',
} as const;

export type ApiScope = keyof typeof API_SCOPES;

export const isApiScope = (scope: string): scope is ApiScope => Object.hasOwn(API_SCOPES, scope);
