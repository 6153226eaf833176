import { IMAGE_ID } from '../images/image-url.ts';
import { parseNavigation, type NavigationItem } from '../publications/navigation.ts';
import { contrastProblem, parseColour } from './contrast.ts';

/** docs/spec-checklist.md 3 §3 "Publication design"; a writer's profile design takes the same choices. */
export const NAME_TREATMENTS = ['TEXT', 'LOGO'] as const;
export const HEADER_SCALES = ['S', 'M', 'L'] as const;
export const TAGLINE_PLACEMENTS = ['HEADER', 'SIDEBAR'] as const;
export const BLOGROLL_VISIBILITIES = ['HIDDEN', 'SIDEBAR', 'UNSET'] as const;
/** The four font sets: two sans, two serif (docs/spec-checklist.md 3 §3, "Theme": SERIF_1, SERIF_2, SANS_SERIF_1…). */
export const FONT_SETS = ['SANS_SERIF_1', 'SANS_SERIF_2', 'SERIF_1', 'SERIF_2'] as const;

export type NameTreatment = (typeof NAME_TREATMENTS)[number];
export type HeaderScale = (typeof HEADER_SCALES)[number];
export type TaglinePlacement = (typeof TAGLINE_PLACEMENTS)[number];
export type BlogrollVisibility = (typeof BLOGROLL_VISIBILITIES)[number];
export type FontSet = (typeof FONT_SETS)[number];

export interface Design {
  readonly nameTreatment: NameTreatment;
  /** The uploaded logo; the name is shown as text when there is none. */
  readonly logoImageId: string | null;
  readonly headerScale: HeaderScale;
  readonly taglinePlacement: TaglinePlacement;
  readonly blogroll: BlogrollVisibility;
  readonly fontSet: FontSet;
  /** #rrggbb */
  readonly accentColor: string;
  /** #rrggbb */
  readonly backgroundColor: string;
  readonly headerImageId: string | null;
  readonly navigation: readonly NavigationItem[];
}

/** Quire's own look, which a new design starts from. */
export const DEFAULT_DESIGN: Design = {
  nameTreatment: 'TEXT',
  logoImageId: null,
  headerScale: 'M',
  taglinePlacement: 'HEADER',
  blogroll: 'UNSET',
  fontSet: 'SERIF_1',
  accentColor: '#1a8917',
  backgroundColor: '#ffffff',
  headerImageId: null,
  navigation: [],
};

/** The font stacks of the sets: fonts every reader's system has, so a design downloads nothing. */
export const FONT_STACKS: Readonly<Record<FontSet, string>> = {
  SANS_SERIF_1: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  SANS_SERIF_2: '"Helvetica Neue", Helvetica, Arial, sans-serif',
  SERIF_1: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
  SERIF_2: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", serif',
};

export const FONT_SET_LABELS: Readonly<Record<FontSet, string>> = {
  SANS_SERIF_1: 'Sans 1 (system)',
  SANS_SERIF_2: 'Sans 2 (Helvetica)',
  SERIF_1: 'Serif 1 (Charter)',
  SERIF_2: 'Serif 2 (Palatino)',
};

export type DesignInput = Omit<Design, 'navigation'> & { readonly navigation: readonly NavigationItem[] };

/** A design as a person sent it, checked: colours readable, images Quire's own, items valid. */
export function parseDesign(input: DesignInput): { design: Design } | { error: string } {
  const accentColor = parseColour(input.accentColor);
  if (!accentColor)
    return { error: 'The accent colour must be an opaque colour written as #rrggbb or rgba(r, g, b, 1).' };
  const backgroundColor = parseColour(input.backgroundColor);
  if (!backgroundColor)
    return { error: 'The background colour must be an opaque colour written as #rrggbb or rgba(r, g, b, 1).' };
  const unreadable = contrastProblem(accentColor, backgroundColor);
  if (unreadable) return { error: unreadable };
  for (const id of [input.logoImageId, input.headerImageId])
    if (id !== null && !IMAGE_ID.test(id)) return { error: 'That image was not uploaded here.' };
  if (input.nameTreatment === 'LOGO' && !input.logoImageId)
    return { error: 'Upload a logo to show it instead of the name.' };
  const navigation = parseNavigation(input.navigation);
  if ('error' in navigation) return navigation;
  return { design: { ...input, accentColor, backgroundColor, navigation: navigation.items } };
}
