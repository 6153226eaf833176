import { describe, expect, it } from 'vitest';
import { footerLinks, type FooterAddresses, type FooterVariant } from './footer-links.ts';

const CONFIGURED: FooterAddresses = {
  statusPageUrl: 'https://status.quire.example',
  blogUrl: 'https://blog.quire.example',
  textToSpeechUrl: 'https://tts.example',
  appStoreUrl: '',
  playStoreUrl: '',
};
const NONE: FooterAddresses = {
  statusPageUrl: '',
  blogUrl: '',
  textToSpeechUrl: '',
  appStoreUrl: '',
  playStoreUrl: '',
};

describe('footer link sets (docs/spec-checklist.md 1 §2.6)', () => {
  it.each<[string, FooterVariant, FooterAddresses, string[]]>([
    [
      '“Default: Help, Status, Writers, Blog, Careers, Privacy, Terms, About, Text to speech”',
      'default',
      CONFIGURED,
      ['Help', 'Status', 'Writers', 'Blog', 'Careers', 'Privacy', 'Terms', 'About', 'Text to speech'],
    ],
    [
      '“Profile variant: Help, Partner Program, Gifting, Careers, Privacy, Terms, Start a blog, Text to speech”',
      'profile',
      CONFIGURED,
      ['Help', 'Partner Program', 'Gifting', 'Careers', 'Privacy', 'Terms', 'Start a blog', 'Text to speech'],
    ],
    [
      'the default set without the addresses a deployment left unset',
      'default',
      NONE,
      ['Help', 'Writers', 'Careers', 'Privacy', 'Terms', 'About'],
    ],
    [
      'the profile set without them',
      'profile',
      NONE,
      ['Help', 'Partner Program', 'Gifting', 'Careers', 'Privacy', 'Terms', 'Start a blog'],
    ],
  ])('%s', (_case, variant, addresses, labels) => {
    expect(footerLinks(variant, addresses).map((link) => link.label)).toEqual(labels);
  });

  it('points Privacy at the privacy part of the terms, and the configured links where they are configured', () => {
    const links = footerLinks('default', CONFIGURED);
    expect(links.find((link) => link.label === 'Privacy')).toEqual({
      label: 'Privacy',
      route: 'AcctTos',
      hash: 'privacy',
    });
    expect(links.find((link) => link.label === 'Status')).toEqual({
      label: 'Status',
      href: 'https://status.quire.example',
    });
  });
});
