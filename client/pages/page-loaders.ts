import type { ComponentType } from 'react';

/**
 * The browser loads only the code of the page it shows: each page is its own chunk, fetched
 * before hydration. (The server imports every page directly, through page-registry.ts.) Like
 * every lazily loaded module, a page is its module's default export: a name per line would be
 * bytes every reader downloads.
 */
const LOADERS: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {
  home: () => import('./home-page.tsx'),
  post: () => import('./post-page.tsx'),
  'post-quotes': () => import('./post-quotes-page.tsx'),
  'post-quote': () => import('./post-quote-page.tsx'),
  'post-notes': () => import('./post-notes-page.tsx'),
  'post-deltas': () => import('./post-deltas-page.tsx'),
  'private-note': () => import('./private-note-page.tsx'),
  'user-profile': () => import('./user-profile-page.tsx'),
  'publication-profile': () => import('./publication-page.tsx'),
  'not-found': () => import('./not-found-page.tsx'),
  'magic-link': () => import('./magic-link-page.tsx'),
  'confirm-email': () => import('./confirm-email-page.tsx'),
  signin: () => import('./sign-in-page.tsx'),
  settings: () => import('./settings-page.tsx'),
  // The editor's chunk (Tiptap with it) loads on the writing routes only.
  editor: () => import('./editor-page.tsx'),
  'your-stories': () => import('./your-stories-page.tsx'),
  'your-series': () => import('./your-stories-page.tsx'),
  sequence: () => import('./sequence-page.tsx'),
  import: () => import('./import-page.tsx'),
  'sequence-edit': () => import('./sequence-edit-page.tsx'),
  'user-series': () => import('./user-profile-page.tsx'),
  'post-settings': () => import('./post-settings-page.tsx'),
  'new-publication': () => import('./new-publication-page.tsx'),
  'your-publications': () => import('./your-publications-page.tsx'),
  'publication-settings': () => import('./publication-settings-page.tsx'),
  tag: () => import('./tag-page.tsx'),
  topic: () => import('./topic-page.tsx'),
  topics: () => import('./topics-page.tsx'),
  list: () => import('./list-page.tsx'),
  'your-catalogs': () => import('./your-catalogs-page.tsx'),
  notifications: () => import('./notifications-page.tsx'),
  search: () => import('./search-page.tsx'),
  plans: () => import('./membership-page.tsx'),
  membership: () => import('./membership-page.tsx'),
  'welcome-member': () => import('./welcome-member-page.tsx'),
  'cancel-membership': () => import('./cancel-membership-page.tsx'),
};

export const loadPage = (page: string): Promise<ComponentType> => (LOADERS[page] ?? (() => import('./route-placeholder-page.tsx')))().then((module) => module.default);
