import { hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createBrowserClient, loadCache } from './data/create-client.ts';
import { loadPage } from './pages/page-loaders.ts';
import { findRootElement, isSafariLike, readStartupValues } from './startup.ts';

const startup = readStartupValues(window as unknown as Record<string, unknown>);
const root = findRootElement(document);
if (root) {
  const state = startup.__PRELOADED_STATE__;
  const [page, cache] = await Promise.all([loadPage(state.navigation.page), loadCache(startup)]);
  hydrateRoot(root, <App state={state} client={createBrowserClient(startup, cache)} page={page} />);
}

if (isSafariLike(navigator.userAgent)) {
  console.info(`Hello, reader. Like how ${startup.__PRELOADED_STATE__.config.productName} works? Build it with us: /jobs`);
}
