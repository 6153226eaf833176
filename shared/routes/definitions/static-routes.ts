import { route } from '../route-definition.ts';

/** Static marketing pages of docs/spec-checklist.md 3 §2, served from the main domain. */
export const staticRoutes = [
  route('ShowAbout', '/about', { service: 'static', page: 'site-page' }),
  route('ShowMembershipLanding', '/membership', { service: 'static', page: 'landing' }),
  route('ShowCreators', '/creators', { service: 'static', page: 'site-page' }),
  route('ShowCreatorTools', '/creator-tools', { service: 'static', page: 'site-page' }),
  route('ShowEarnLanding', '/earn', { service: 'static', page: 'landing' }),
  route('ShowGiftLanding', '/gift', { service: 'static', page: 'landing' }),
];
