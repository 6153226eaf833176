import type { RouteName } from '../routes/index.ts';

export type FooterVariant = 'default' | 'profile';

/** A footer link: a route of ours, or an address the deployment configures. */
export type FooterLink = { readonly label: string } & (
  | { readonly route: RouteName; readonly hash?: string }
  | { readonly href: string }
);

/** The addresses outside the route table, from the deployment's configuration; an empty one leaves its link out. */
export interface FooterAddresses {
  readonly statusPageUrl: string;
  readonly blogUrl: string;
  readonly textToSpeechUrl: string;
  /** The deployment's app in Apple's and Google's stores, for the sign-in screens' minimal footer (docs/spec-checklist.md 2 §2). */
  readonly appStoreUrl: string;
  readonly playStoreUrl: string;
}

/**
 * The footer link sets of docs/spec-checklist.md 1 §2.6: the default one (home, the small-screen avatar menu) and
 * the profile variant. Privacy is the privacy part of the terms page, as on the sign-in dialog.
 */
export function footerLinks(variant: FooterVariant, addresses: FooterAddresses): FooterLink[] {
  const external = (label: string, href: string): FooterLink[] => (href ? [{ label, href }] : []);
  const help: FooterLink = { label: 'Help', route: 'ShowHelp' };
  const careers: FooterLink = { label: 'Careers', route: 'ShowJobs' };
  const legal: FooterLink[] = [
    { label: 'Privacy', route: 'AcctTos', hash: 'privacy' },
    { label: 'Terms', route: 'AcctTos' },
  ];
  if (variant === 'profile') {
    return [
      help,
      { label: 'Partner Program', route: 'ShowPartnerProgram' },
      { label: 'Gifting', route: 'ShowGiftLanding' },
      careers,
      ...legal,
      { label: 'Start a blog', route: 'ShowCreators' },
      ...external('Text to speech', addresses.textToSpeechUrl),
    ];
  }
  return [
    help,
    ...external('Status', addresses.statusPageUrl),
    { label: 'Writers', route: 'ShowCreators' },
    ...external('Blog', addresses.blogUrl),
    careers,
    ...legal,
    { label: 'About', route: 'ShowAbout' },
    ...external('Text to speech', addresses.textToSpeechUrl),
  ];
}
