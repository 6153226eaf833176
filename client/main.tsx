import { hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { findRootElement, isSafariLike, readStartupValues } from './startup.ts';

const startup = readStartupValues(window as unknown as Record<string, unknown>);
const root = findRootElement(document);
if (root) hydrateRoot(root, <App state={startup.__PRELOADED_STATE__} />);

if (isSafariLike(navigator.userAgent)) {
  console.info(`Hello, reader. Like how ${startup.__PRELOADED_STATE__.config.productName} works? Build it with us: /jobs`);
}
