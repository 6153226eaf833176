import type { ComponentType } from 'react';
import { HomePage } from './home-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RoutePlaceholderPage } from './route-placeholder-page.tsx';

/** Page components by the page name of their route; routes without one show the placeholder. */
const PAGES: Readonly<Record<string, ComponentType>> = {
  home: HomePage,
  'not-found': NotFoundPage,
};

export const NOT_FOUND_PAGE = 'not-found';

export const pageFor = (page: string | undefined): ComponentType => (page && PAGES[page]) || RoutePlaceholderPage;
