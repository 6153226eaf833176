import type { StartupValues } from '../../shared/preloaded-state.ts';

const CLIENT_NAME = 'quire-web';
const CLIENT_VERSION = '0.1.0';

/** What every GraphQL request from the browser carries: the app, its release, the page, the anti-forgery value. */
export const operationHeaders = (startup: StartupValues): Record<string, string> => ({
  ...startup.__PRELOADED_STATE__.config.debugCarrier,
  'X-Client-Name': CLIENT_NAME,
  'X-Client-Version': CLIENT_VERSION,
  'X-Release': startup.__PRELOADED_STATE__.config.release,
  'X-Route-Name': startup.__PRELOADED_STATE__.navigation.routeName,
  'X-Route-Path': window.location.pathname + window.location.search,
  'X-Xsrf-Token': startup.__PRELOADED_STATE__.session.xsrf,
});
