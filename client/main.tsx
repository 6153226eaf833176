import { hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { createBrowserClient } from './data/create-client.ts';
import { loadPage } from './pages/page-loaders.ts';
import { findRootElement, isSafariLike, readStartupValues } from './startup.ts';

const startup = readStartupValues(window as unknown as Record<string, unknown>);
const root = findRootElement(document);
if (root) {
  const state = startup.__PRELOADED_STATE__;
  const page = await loadPage(state.navigation.page);
  hydrateRoot(root, <App state={state} client={createBrowserClient(startup)} page={page} />);
}

if (isSafariLike(navigator.userAgent)) {
  console.info(`Hello, reader. Like how ${startup.__PRELOADED_STATE__.config.productName} works? Build it with us: /jobs`);
}
