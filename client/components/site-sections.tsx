import type { SiteSection } from '../../shared/site-pages/site-page.ts';

/** The sections of one of Quire's own pages (shared/site-pages/), each a heading and its paragraphs. */
export function SiteSections({ sections }: { sections: readonly SiteSection[] }) {
  return sections.map((section) => (
    <section key={section.heading} id={section.id} className="site-page__section">
      <h2 className="landing__heading">{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  ));
}
