/**
 * WCAG 2 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) for a design's colours:
 * the body text colour is chosen for the background, and the accent (links, buttons, the name)
 * must reach AA against it, 4.5:1, like any text.
 */
export const AA_CONTRAST = 4.5;

const HEX_COLOUR = /^#[0-9a-f]{6}$/;
/** rgb(r, g, b) or rgba(r, g, b, a), channels 0–255, commas or spaces between them. */
const RGB_COLOUR = /^rgba?\(\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*(?:[,/]\s*(\d*\.?\d+)(%?)\s*)?\)$/;

const hexByte = (value: number) => value.toString(16).padStart(2, '0');

/**
 * A colour as the design stores it, #rrggbb in lower case, from the forms docs/spec-checklist.md 3 §5 allows: hex
 * (#rgb or #rrggbb) or rgba (rgb(r, g, b) or rgba(r, g, b, a)). A see-through colour is null like
 * any other: a design's colours lie on one another, so its contrast could not be checked.
 */
export function parseColour(value: string): string | null {
  const colour = value.trim().toLowerCase();
  const rgb = RGB_COLOUR.exec(colour);
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number);
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
    if (channels.some((channel) => channel > 255) || alpha !== 1) return null;
    return `#${channels.map(hexByte).join('')}`;
  }
  const long = /^#[0-9a-f]{3}$/.test(colour)
    ? `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}`
    : colour;
  return HEX_COLOUR.test(long) ? long : null;
}

const channel = (value: number) => {
  const share = value / 255;
  return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a #rrggbb colour. */
export function luminance(colour: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => channel(Number.parseInt(colour.slice(at, at + 2), 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const DARK_TEXT = '#242424';
export const LIGHT_TEXT = '#ffffff';

/** The body text colour on a background: whichever of near-black and white reads better. */
export const textColourOn = (background: string): string =>
  contrastRatio(DARK_TEXT, background) >= contrastRatio(LIGHT_TEXT, background) ? DARK_TEXT : LIGHT_TEXT;

/** One decimal, rounded down, so a pair shown as 4.5:1 really reaches it. */
const ratioText = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

/** Why an accent cannot stand on a background, in words, or null when the pair reads. */
export function contrastProblem(accent: string, background: string): string | null {
  const ratio = contrastRatio(accent, background);
  if (ratio >= AA_CONTRAST) return null;
  return `The accent colour ${accent} on the background ${background} has a contrast of ${ratioText(ratio)}; text needs at least ${AA_CONTRAST}:1 (WCAG AA). Choose a ${luminance(background) > 0.18 ? 'darker accent or a lighter' : 'lighter accent or a darker'} background.`;
}
