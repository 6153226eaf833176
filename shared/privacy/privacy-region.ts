// Where the EU privacy banner applies: decided on the server, per request, and kept out of the
// browser's bundle (the page's head carries the answer: PRIVACY_BANNER_META).

/** docs/spec-checklist.md 1 §9: "EU banner countries: EU member states plus GB" (ISO 3166 codes, as the edge reports them). */
export const PRIVACY_BANNER_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'GB',
]);

export const inPrivacyRegion = (country: string | null | undefined): boolean =>
  typeof country === 'string' && PRIVACY_BANNER_COUNTRIES.has(country.toUpperCase());
