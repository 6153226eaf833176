import type { ComponentType } from 'react';
import type { PreloadedState } from '../shared/preloaded-state.ts';
import { hydrateRoot } from 'react-dom/client';
import './first-script.ts';
import { App, prepareApp } from './app.tsx';
import { browserDataSource } from './data/data-source.ts';
import { watchPage } from './events/watch-page.ts';
import { findRootElement, isSafariLike, readStartupValues } from './startup.ts';
import { PAGE_SCRIPT_META } from '../shared/constants.ts';

const startup = readStartupValues(window as unknown as Record<string, unknown>);
watchPage();
const root = findRootElement(document);
if (root) {
  const state = startup.__PRELOADED_STATE__;
  // the page's own module, which the server names in the document (client/pages/page-modules.ts)
  const pageScript =
    document.querySelector<HTMLLinkElement>('link[data-page]')?.href ??
    document.querySelector<HTMLMetaElement>(`meta[name=${PAGE_SCRIPT_META}]`)?.content ??
    '';
  const data = browserDataSource(startup);
  // a page may load parts of itself that must hydrate with it (client/shell/preloadable.tsx)
  const { default: page, prepare } = (await import(pageScript)) as {
    default: ComponentType;
    prepare?: (state: PreloadedState) => Promise<unknown> | undefined;
  };
  await Promise.all([prepare?.(state), prepareApp(state)]);
  hydrateRoot(root, <App state={state} data={data} page={page} />);
}

if (isSafariLike(navigator.userAgent)) {
  console.info(
    `Hello, reader. Like how ${startup.__PRELOADED_STATE__.config.productName} works? Build it with us: /jobs`,
  );
}
