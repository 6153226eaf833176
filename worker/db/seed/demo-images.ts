/**
 * The demo site's pictures: abstract artwork drawn as SVG (no text, so no fonts are needed),
 * turned into JPEG and put into the local R2 bucket by `npm run seed`. Ids are derived from the
 * names, so the rows that point at them can be built without the files.
 */
export interface DemoImage {
  readonly name: string;
  readonly id: string;
  readonly width: number;
  readonly height: number;
  readonly svg: string;
}

/** 32 hex characters from a name (FNV-1a, four rounds): stable, and shaped like an upload's id. */
function hexId(name: string): string {
  let out = '';
  for (let round = 0; round < 4; round += 1) {
    let hash = 0x811c9dc5 ^ round;
    for (const char of `${round}:${name}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    out += hash.toString(16).padStart(8, '0');
  }
  return out;
}

export const demoImageId = (name: string): string => `${hexId(name)}.jpeg`;

type Palette = readonly [background: string, middle: string, accent: string];

function avatar(name: string, [background, middle, accent]: Palette): DemoImage {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${middle}"/></linearGradient></defs>
  <rect width="400" height="400" fill="url(#g)"/>
  <circle cx="250" cy="160" r="110" fill="${accent}" fill-opacity="0.85"/>
  <circle cx="150" cy="260" r="90" fill="#ffffff" fill-opacity="0.35"/>
</svg>`;
  return { name, id: demoImageId(name), width: 400, height: 400, svg };
}

function landscape(name: string, [sky, hills, sun]: Palette): DemoImage {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="800" viewBox="0 0 1400 800">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fdf6ec"/></linearGradient></defs>
  <rect width="1400" height="800" fill="url(#sky)"/>
  <circle cx="1020" cy="300" r="120" fill="${sun}"/>
  <path d="M0 560 C 250 430, 450 520, 700 470 S 1150 400, 1400 500 L 1400 800 L 0 800 Z" fill="${hills}" fill-opacity="0.55"/>
  <path d="M0 650 C 300 560, 600 690, 900 600 S 1250 560, 1400 620 L 1400 800 L 0 800 Z" fill="${hills}"/>
</svg>`;
  return { name, id: demoImageId(name), width: 1400, height: 800, svg };
}

export const DEMO_IMAGES = {
  ada: avatar('avatar-ada', ['#f6d365', '#fda085', '#3d5a80']),
  bruno: avatar('avatar-bruno', ['#a1c4fd', '#c2e9fb', '#e07a5f']),
  chen: avatar('avatar-chen', ['#d4fc79', '#96e6a1', '#6d597a']),
  longView: avatar('collection-long-view', ['#30475e', '#6b8cae', '#f2a365']),
  kitchenTable: avatar('collection-kitchen-table', ['#ffecd2', '#fcb69f', '#2a9d8f']),
  avenue: landscape('cover-avenue', ['#8ec5fc', '#3a7d44', '#ffd166']),
  code: landscape('cover-code', ['#cfd9df', '#4b6584', '#f7b731']),
  kitchen: landscape('cover-kitchen', ['#fddb92', '#b5651d', '#ef476f']),
} as const satisfies Record<string, DemoImage>;
