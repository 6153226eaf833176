/**
 * The words of Quire's own pages (about, creators, tools, jobs, terms and privacy, help), kept in
 * this folder so a deployment can change them without touching code. `{product}` stands for the
 * deployment's product name.
 */
export interface SiteSection {
  /** An anchor, for pages others link into (the privacy policy's #privacy). */
  readonly id?: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface SitePage {
  readonly title: string;
  readonly lede: string;
  readonly sections: readonly SiteSection[];
  /** Shown at the foot: when the text last changed. */
  readonly updated?: string;
}

/** The page's words with the product's name in place of `{product}`. */
export function withProductName(page: SitePage, productName: string): SitePage {
  const named = (text: string) => text.replaceAll('{product}', productName);
  return {
    ...page,
    title: named(page.title),
    lede: named(page.lede),
    sections: page.sections.map((section) => ({
      ...section,
      heading: named(section.heading),
      paragraphs: section.paragraphs.map(named),
    })),
  };
}
