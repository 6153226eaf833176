/**
 * Each page's module, by the page name of its route. The build makes every one an entry of its
 * own (scripts/build-client.ts) and lists their files in dist/client/manifest.json; the server
 * names the page's file in the document, and the browser imports just that one before it
 * hydrates. So the bundle every page loads does not grow with each new page. Like every lazily
 * loaded module, a page is its module's default export.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  home: 'home-page.tsx',
  post: 'post-page.tsx',
  'post-quotes': 'post-quotes-page.tsx',
  'post-quote': 'post-quote-page.tsx',
  'post-notes': 'post-notes-page.tsx',
  'post-deltas': 'post-deltas-page.tsx',
  'post-state': 'post-state-page.tsx',
  'new-response': 'new-response-page.tsx',
  'private-note': 'private-note-page.tsx',
  'user-profile': 'user-profile-page.tsx',
  'publication-profile': 'publication-page.tsx',
  'not-found': 'not-found-page.tsx',
  goodbye: 'goodbye-page.tsx',
  'magic-link': 'magic-link-page.tsx',
  'confirm-email': 'confirm-email-page.tsx',
  signin: 'sign-in-page.tsx',
  settings: 'settings-page.tsx',
  // the editor's module (Tiptap with it) loads on the writing routes only
  editor: 'editor-page.tsx',
  'your-stories': 'your-stories-page.tsx',
  'your-series': 'your-stories-page.tsx',
  sequence: 'sequence-page.tsx',
  import: 'import-page.tsx',
  'sequence-edit': 'sequence-edit-page.tsx',
  'user-series': 'user-profile-page.tsx',
  'post-settings': 'post-settings-page.tsx',
  'new-publication': 'new-publication-page.tsx',
  'your-publications': 'your-publications-page.tsx',
  'publication-settings': 'publication-settings-page.tsx',
  tag: 'tag-page.tsx',
  topic: 'topic-page.tsx',
  'top-stories': 'top-stories-page.tsx',
  'save-proxy': 'save-proxy-page.tsx',
  'topic-edit': 'topic-edit-page.tsx',
  'topic-add-posts': 'topic-add-posts-page.tsx',
  topics: 'topics-page.tsx',
  list: 'list-page.tsx',
  'your-catalogs': 'your-catalogs-page.tsx',
  notifications: 'notifications-page.tsx',
  search: 'search-page.tsx',
  plans: 'membership-page.tsx',
  membership: 'membership-page.tsx',
  'welcome-member': 'welcome-member-page.tsx',
  'cancel-membership': 'cancel-membership-page.tsx',
  placeholder: 'route-placeholder-page.tsx',
};
