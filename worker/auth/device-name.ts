/** Browsers in the order they must be tested: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/** Systems in testing order: iPadOS and iOS say "like Mac OS X", Android says "Linux". */
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPad/, 'iPadOS'],
  [/iPhone|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on macOS": how the security settings and the new sign-in e-mail name a device. */
export function deviceName(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'An unknown device';
}

let regions: Intl.DisplayNames | undefined;

/** The country a request came from (Cloudflare's two letters) by its English name; null when unknown. */
export function placeName(country: string | null | undefined): string | null {
  if (!country || !/^[A-Z]{2}$/.test(country) || country === 'XX' || country === 'T1') return null;
  regions ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return regions.of(country) ?? null;
}
