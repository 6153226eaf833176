import { footerLinks, type FooterVariant } from '../../shared/navigation/footer-links.ts';
import { useConfig, useLink } from '../state/app-state.tsx';

/** A footer link set of docs/spec-checklist.md 1 §2.6, as a list of links; `className` places it (a page, the avatar menu). */
export function FooterLinks({ variant, className }: { variant: FooterVariant; className: string }) {
  const { footer } = useConfig();
  const link = useLink();
  return (
    <ul className={className}>
      {footerLinks(variant, footer).map((item) => (
        <li key={item.label}>
          <a
            href={'href' in item ? item.href : `${link(item.route)}${item.hash ? `#${item.hash}` : ''}`}
            data-event="footer.clicked"
            data-event-target={item.label}
          >
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The footer of the home page (the default set) and of profiles (the profile variant). */
export function SiteFooter({ variant }: { variant: FooterVariant }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <FooterLinks variant={variant} className="site-footer__links" />
      </nav>
    </footer>
  );
}
