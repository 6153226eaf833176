import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import './first-script.ts';
import { App } from './app.tsx';
import { browserDataSource } from './data/data-source.ts';
import { watchPage } from './events/watch-page.ts';
import { findRootElement, isSafariLike, readStartupValues } from './startup.ts';

const startup = readStartupValues(window as unknown as Record<string, unknown>);
watchPage();
const root = findRootElement(document);
if (root) {
  const state = startup.__PRELOADED_STATE__;
  // the page's own module, which the server names in the document (client/pages/page-modules.ts)
  const pageScript = document.querySelector<HTMLLinkElement>('link[data-page]')?.href ?? '';
  const data = browserDataSource(startup);
  const { default: page } = (await import(pageScript)) as { default: ComponentType };
  hydrateRoot(root, <App state={state} data={data} page={page} />);
}

if (isSafariLike(navigator.userAgent)) {
  console.info(`Hello, reader. Like how ${startup.__PRELOADED_STATE__.config.productName} works? Build it with us: /jobs`);
}
