/**
 * Image addresses (docs/spec-checklist.md 3 §7): the image service resamples, crops or letterboxes to a size,
 * darkens the foot with a gradient (for words over a cropped cover), blurs, and converts to
 * WebP; sizes are multiplied by the screen's pixel ratio, capped at 2.
 * An address names one rendition in a canonical form, so the edge caches each rendition once.
 */
export type ImageStrategy = 'resample' | 'crop' | 'letterbox';

export interface ImageOptions {
  readonly width?: number;
  readonly height?: number;
  /** resample keeps the proportions inside the size; crop fills it; letterbox pads it. Default resample. */
  readonly strategy?: ImageStrategy;
  /** A blur radius, 1 to 250 (placeholders before the image loads). */
  readonly blur?: number;
  /** A dark gradient over the lower part, so light text on it reads; cropped renditions of both sides only. */
  readonly gradient?: boolean;
  readonly webp?: boolean;
  readonly pixelRatio?: number;
}

export interface ImageTransform {
  readonly width: number | null;
  readonly height: number | null;
  readonly strategy: ImageStrategy;
  readonly blur: number | null;
  readonly gradient: boolean;
  readonly webp: boolean;
}

export const MAX_PIXEL_RATIO = 2;
export const MAX_IMAGE_SIDE = 4000;
const MAX_BLUR = 250;

/** Image ids: 32 hex characters and the format the upload had. */
export const IMAGE_ID = /^[0-9a-f]{32}\.(?:jpeg|png|gif|webp)$/;

const clampSide = (side: number | undefined, ratio: number): number | null =>
  side === undefined || !(side > 0) ? null : Math.min(MAX_IMAGE_SIDE, Math.round(side * ratio));

/** The canonical transform segment: `w:1400,h:600,crop,blur:20,gradient,webp`, or `original`. */
export function formatImageTransform(transform: ImageTransform): string {
  const parts = [
    transform.width === null ? null : `w:${transform.width}`,
    transform.height === null ? null : `h:${transform.height}`,
    transform.strategy === 'resample' ? null : transform.strategy,
    transform.blur === null ? null : `blur:${transform.blur}`,
    transform.gradient ? 'gradient' : null,
    transform.webp ? 'webp' : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? 'original' : parts.join(',');
}

export function imageUrl(id: string, options: ImageOptions = {}): string {
  const ratio = Math.min(MAX_PIXEL_RATIO, Math.max(1, options.pixelRatio ?? 1));
  const transform: ImageTransform = {
    width: clampSide(options.width, ratio),
    height: clampSide(options.height, ratio),
    strategy: options.strategy ?? 'resample',
    blur: options.blur === undefined ? null : Math.min(MAX_BLUR, Math.max(1, Math.round(options.blur))),
    gradient: false,
    webp: options.webp ?? false,
  };
  const withGradient = { ...transform, gradient: Boolean(options.gradient) && hasGradientShape(transform) };
  return `/_/image/${formatImageTransform(withGradient)}/${encodeURIComponent(id)}`;
}

/** A gradient needs the rendition's exact size, which only a crop of both sides has. */
const hasGradientShape = (transform: ImageTransform): boolean =>
  transform.strategy === 'crop' && transform.width !== null && transform.height !== null;

const TOKEN = /^(?:(w|h|blur):([1-9]\d{0,3})|(crop|letterbox|gradient|webp))$/;

/**
 * Reads a transform segment back; anything but the canonical form is refused (null), so one
 * rendition cannot be asked for under many addresses.
 */
export function parseImageTransform(segment: string): ImageTransform | null {
  const transform: {
    width: number | null;
    height: number | null;
    strategy: ImageStrategy;
    blur: number | null;
    gradient: boolean;
    webp: boolean;
  } = {
    width: null,
    height: null,
    strategy: 'resample',
    blur: null,
    gradient: false,
    webp: false,
  };
  if (segment !== 'original') {
    for (const token of segment.split(',')) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const [, key, value, flag] = match;
      if (key === 'w') transform.width = Number(value);
      else if (key === 'h') transform.height = Number(value);
      else if (key === 'blur') transform.blur = Number(value);
      else if (flag === 'webp') transform.webp = true;
      else if (flag === 'gradient') transform.gradient = true;
      else if (flag === 'crop' || flag === 'letterbox') transform.strategy = flag;
    }
  }
  const tooLarge =
    (transform.width ?? 0) > MAX_IMAGE_SIDE ||
    (transform.height ?? 0) > MAX_IMAGE_SIDE ||
    (transform.blur ?? 0) > MAX_BLUR;
  if (tooLarge || (transform.gradient && !hasGradientShape(transform)) || formatImageTransform(transform) !== segment)
    return null;
  return transform;
}
