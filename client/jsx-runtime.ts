// The browser's JSX runtime (scripts/build-client.ts puts it where our sources import
// react/jsx-runtime): React's is CommonJS, so every element would be written `(0, r.jsx)(…)`;
// as named ES exports the minifier calls each by a short local name (about half a kilobyte
// gzipped of a story page).
import * as runtime from 'react/jsx-runtime';

export const jsx = runtime.jsx;
export const jsxs = runtime.jsxs;
export const Fragment = runtime.Fragment;
