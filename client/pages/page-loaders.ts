import type { ComponentType } from 'react';

/**
 * The browser loads only the code of the page it shows: each page is its own chunk, fetched
 * before hydration. (The server imports every page directly, through page-registry.ts.)
 */
const LOADERS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  home: () => import('./home-page.tsx').then((module) => module.HomePage),
  post: () => import('./post-page.tsx').then((module) => module.PostPage),
  'user-profile': () => import('./user-profile-page.tsx').then((module) => module.UserProfilePage),
  'publication-profile': () => import('./publication-page.tsx').then((module) => module.PublicationPage),
  'not-found': () => import('./not-found-page.tsx').then((module) => module.NotFoundPage),
  'magic-link': () => import('./magic-link-page.tsx').then((module) => module.MagicLinkPage),
  'confirm-email': () => import('./confirm-email-page.tsx').then((module) => module.ConfirmEmailPage),
  signin: () => import('./sign-in-page.tsx').then((module) => module.SignInPage),
  settings: () => import('./settings-page.tsx').then((module) => module.SettingsPage),
  // The editor's chunk (Tiptap with it) loads on the writing routes only.
  editor: () => import('./editor-page.tsx').then((module) => module.EditorPage),
  'your-stories': () => import('./your-stories-page.tsx').then((module) => module.YourStoriesPage),
  'your-series': () => import('./your-stories-page.tsx').then((module) => module.YourStoriesPage),
  sequence: () => import('./sequence-page.tsx').then((module) => module.SequencePage),
  import: () => import('./import-page.tsx').then((module) => module.ImportPage),
  'sequence-edit': () => import('./sequence-edit-page.tsx').then((module) => module.SequenceEditPage),
  'user-series': () => import('./user-profile-page.tsx').then((module) => module.UserProfilePage),
  'post-settings': () => import('./post-settings-page.tsx').then((module) => module.PostSettingsPage),
  'new-publication': () => import('./new-publication-page.tsx').then((module) => module.NewPublicationPage),
  'your-publications': () => import('./your-publications-page.tsx').then((module) => module.YourPublicationsPage),
  'publication-settings': () => import('./publication-settings-page.tsx').then((module) => module.PublicationSettingsPage),
  tag: () => import('./tag-page.tsx').then((module) => module.TagPage),
  topic: () => import('./topic-page.tsx').then((module) => module.TopicPage),
  topics: () => import('./topics-page.tsx').then((module) => module.TopicsPage),
  list: () => import('./list-page.tsx').then((module) => module.ListPage),
  'your-catalogs': () => import('./your-catalogs-page.tsx').then((module) => module.YourCatalogsPage),
  notifications: () => import('./notifications-page.tsx').then((module) => module.NotificationsPage),
  search: () => import('./search-page.tsx').then((module) => module.SearchPage),
};

export const loadPage = (page: string): Promise<ComponentType> =>
  (LOADERS[page] ?? (() => import('./route-placeholder-page.tsx').then((module) => module.RoutePlaceholderPage)))();
