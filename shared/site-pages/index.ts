import { ABOUT } from './about.ts';
import { CREATOR_TOOLS } from './creator-tools.ts';
import { CREATORS } from './creators.ts';
import { JOBS } from './jobs.ts';
import type { SitePage } from './site-page.ts';
import { TERMS } from './terms.ts';

/** Quire's own pages by route. */
export const SITE_PAGES: Readonly<Record<string, SitePage>> = {
  ShowAbout: ABOUT,
  ShowCreators: CREATORS,
  ShowCreatorTools: CREATOR_TOOLS,
  ShowJobs: JOBS,
  AcctTos: TERMS,
};
