import type { CSSProperties, ReactNode } from 'react';
import { FONT_STACKS } from '../../shared/design/design.ts';
import { imageUrl } from '../../shared/images/image-url.ts';
import { Avatar } from '../components/avatar.tsx';
import type { ResultOf } from '../graphql/graphql.ts';
import type { DesignFields } from './design-fields.ts';

/** A design as the page shows it: the saved fields, the readable text colour, the blogroll. */
export type ShownDesign = ResultOf<typeof DesignFields>;

export interface DesignedLink {
  readonly title: string;
  readonly href: string;
  readonly external: boolean;
}

const HEADER_IMAGE_HEIGHT = { S: 120, M: 200, L: 320 } as const;

/** The design's colours and font as custom properties of the page (main.css reads them). */
export const designStyle = (design: ShownDesign): CSSProperties =>
  ({
    '--design-accent': design.accentColor,
    '--design-bg': design.backgroundColor,
    '--design-text': design.textColor,
    '--design-font': FONT_STACKS[design.fontSet],
  }) as CSSProperties;

/**
 * The head of a designed profile or publication: its header image, its name as text or logo at
 * the header's scale, the tagline when it goes in the header, and its navigation items.
 */
export function DesignedHeader({
  design,
  name,
  tagline,
  links,
  actions,
}: {
  design: ShownDesign;
  name: string;
  tagline: string;
  links: readonly DesignedLink[];
  actions?: ReactNode;
}) {
  const height = HEADER_IMAGE_HEIGHT[design.headerScale];
  return (
    <header className={`designed-header designed-header--${design.headerScale.toLowerCase()}`}>
      {design.headerImageId && (
        <img
          className="designed-header__image"
          src={imageUrl(design.headerImageId, { width: 1360, height, strategy: 'crop' })}
          alt=""
          height={height}
        />
      )}
      <div className="designed-header__top">
        <h1 className="designed-header__name">
          {design.nameTreatment === 'LOGO' && design.logoImageId ? (
            <img
              className="designed-header__logo"
              src={imageUrl(design.logoImageId, { height: height / 2 })}
              alt={name}
              height={height / 2}
            />
          ) : (
            name
          )}
        </h1>
        {actions}
      </div>
      {design.taglinePlacement === 'HEADER' && tagline && <p className="designed-header__tagline">{tagline}</p>}
      {links.length > 0 && (
        <nav className="designed-header__nav" aria-label={`${name} navigation`}>
          {links.map((item, index) => (
            <a key={index} href={item.href} {...(item.external ? { rel: 'noopener nofollow' } : {})}>
              {item.title}
            </a>
          ))}
        </nav>
      )}
    </header>
  );
}

/** The side of a designed page: the tagline when it goes there, and the blogroll when it is shown. */
export function DesignedSidebar({
  design,
  tagline,
  blogrollTitle,
}: {
  design: ShownDesign;
  tagline: string;
  blogrollTitle: string;
}) {
  const showTagline = design.taglinePlacement === 'SIDEBAR' && tagline;
  const showBlogroll = design.blogroll === 'SIDEBAR' && design.blogrollPeople.length > 0;
  if (!showTagline && !showBlogroll) return null;
  return (
    <aside className="designed-sidebar" aria-label="About">
      {showTagline && <p className="designed-sidebar__tagline">{tagline}</p>}
      {showBlogroll && (
        <>
          <h2 className="designed-sidebar__title">{blogrollTitle}</h2>
          <ul className="designed-sidebar__people">
            {design.blogrollPeople.map((person) => (
              <li key={person.id}>
                <a href={person.mediumUrl}>
                  <Avatar imageId={person.imageId} name={person.name} size={24} />
                  {person.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}
