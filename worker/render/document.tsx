import type { ReactNode } from 'react';
import { escapeJsonForScript } from '../../shared/escape-json.ts';
import type { StartupValues } from '../../shared/preloaded-state.ts';
import { MAIN_SCRIPT_META, PAGE_SCRIPT_META, PRIVACY_BANNER_META } from '../../shared/constants.ts';

/** Blanks the page before it paints when it is loaded inside a frame (docs/spec-checklist.md 2 §4). */
const FRAME_GUARD = "if(window.top!==window.self){document.documentElement.style.display='none'}";

/**
 * Early clicks (docs/spec-checklist.md 1 §4, a control works from the first paint): until the app
 * has hydrated (`data-hydrated`, client/app.tsx), a click on a script-driven button, a checkbox or
 * a menu's summary (a story's Share) does nothing of itself, and no code of the page hears it.
 * This keeps such clicks from the first paint, each control once, and clicks it again once the
 * page has hydrated, when its code does what the reader meant (a story's Follow, a setting's
 * checkbox; on a visitor's story, which waits for the reader, the press that started it). It
 * stops the early click there, so the control changes once, whether or not React would have
 * replayed it. Server-only: it costs the page's script nothing.
 */
const EARLY_CLICKS =
  "(()=>{const r=document.documentElement,kept=new Set();addEventListener('click',e=>{if(r.dataset.hydrated)return;" +
  "const c=e.target instanceof Element&&e.target.closest('#root button[type=button]:not([disabled]),#root input[type=checkbox]:not([disabled]),#root summary');" +
  'if(c){e.preventDefault();e.stopPropagation();kept.add(c)}},true);' +
  "new MutationObserver((_,o)=>{if(r.dataset.hydrated){o.disconnect();for(const c of kept)if(c.isConnected)c.click()}}).observe(r,{attributeFilter:['data-hydrated']})})()";

const startupScript = (values: StartupValues): string =>
  Object.entries(values)
    .map(([key, value]) => `window.${key}=${escapeJsonForScript(value)};`)
    .join('');

interface DocumentProps {
  readonly nonce: string;
  readonly stylesheet: string | undefined;
  /** The page's own module: named here for the browser's bundle to import, and fetched at once. */
  readonly pageScript?: string | undefined;
  /**
   * A page that hydrates at the reader's first intent (client/boot.ts): the main script, which
   * its first script loads then. Its own module is named but not fetched until that moment.
   */
  readonly mainScript?: string | undefined;
  /** Absent for pages that never hydrate, such as the 500 page. */
  readonly startup?: StartupValues;
  readonly frameGuard: boolean;
  /** Whether this request gets the EU privacy banner (worker/render/privacy-region.ts). */
  readonly privacyBanner: boolean;
  /** Server-only head elements (the share card). */
  readonly head?: ReactNode;
  /** The developer tool's panel, when enable_devtool is on (./devtool-panel.tsx). */
  readonly devtool?: ReactNode;
  readonly children: ReactNode;
}

/** The HTML document around the app. Only the #root subtree hydrates; this part is server-only. */
export function Document({
  nonce,
  stylesheet,
  pageScript,
  mainScript,
  startup,
  frameGuard,
  privacyBanner,
  head,
  devtool,
  children,
}: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name={PRIVACY_BANNER_META} content={privacyBanner ? '1' : '0'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="search" type="application/opensearchdescription+xml" href="/osd.xml" title="Search" />
        {head}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by its nonce */}
        {frameGuard && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FRAME_GUARD }} />}
        {stylesheet && <link rel="stylesheet" href={stylesheet} />}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the startup state, escaped for a script by startupScript */}
        {startup && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: startupScript(startup) }} />}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by its nonce */}
        {startup && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_CLICKS }} />}
        {startup && pageScript && !mainScript && (
          <link rel="modulepreload" href={pageScript} nonce={nonce} data-page="" />
        )}
        {/* a page that waits for the reader names its scripts without fetching them (client/boot.ts) */}
        {startup && pageScript && mainScript && <meta name={PAGE_SCRIPT_META} content={pageScript} />}
        {startup && mainScript && <meta name={MAIN_SCRIPT_META} content={mainScript} />}
      </head>
      <body>
        <div id="root">{children}</div>
        {devtool}
      </body>
    </html>
  );
}
