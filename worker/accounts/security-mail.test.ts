import { describe, expect, it } from 'vitest';
import { securityMail, type SecurityEvent } from './security-mail.ts';

const facts = {
  productName: 'Quire',
  securityUrl: 'https://quire.example/me/settings/security',
  device: 'Chrome on macOS',
  place: 'DE',
};

describe('security e-mails: each names the event and links to securing the account', () => {
  it.each<[SecurityEvent, string]>([
    ['new-sign-in', 'New sign-in to your Quire account'],
    ['password-changed', 'Your Quire password was changed'],
    ['password-reset', 'Your Quire password was reset'],
    ['two-factor-on', 'Two-factor authentication is on for Quire'],
    ['two-factor-off', 'Two-factor authentication is off for Quire'],
    ['two-factor-changed', 'Your Quire two-factor method changed'],
    ['recovery-codes', 'New Quire recovery codes'],
    ['passkey-added', 'A passkey was added to your Quire account'],
    ['address-reclaimed', 'We secured your Quire account'],
  ])('%s: “%s”', (event, subject) => {
    const mail = securityMail(event, facts);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(facts.securityUrl);
  });

  it('says where a new sign-in came from', () => {
    expect(securityMail('new-sign-in', facts).text).toContain('from Chrome on macOS, near DE.');
    expect(securityMail('new-sign-in', { ...facts, device: undefined, place: null }).text).toContain(
      'from a new device.',
    );
  });
});
