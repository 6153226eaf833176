/** The events an account's owner is told of by e-mail, whoever caused them. */
export type SecurityEvent =
  | 'new-sign-in'
  | 'password-changed'
  | 'password-reset'
  | 'two-factor-on'
  | 'two-factor-off'
  | 'two-factor-changed'
  | 'recovery-codes'
  | 'passkey-added'
  | 'address-reclaimed';

export interface SecurityMailFacts {
  readonly productName: string;
  /** The security settings, where sessions are listed and signed out. */
  readonly securityUrl: string;
  /** For a new sign-in: the device and the approximate place. */
  readonly device?: string;
  readonly place?: string | null;
}

const WHAT: Record<SecurityEvent, (facts: SecurityMailFacts) => { subject: string; lead: string }> = {
  'new-sign-in': (facts) => ({
    subject: `New sign-in to your ${facts.productName} account`,
    lead: `Your account was signed in to from ${facts.device ?? 'a new device'}${facts.place ? `, near ${facts.place}` : ''}.`,
  }),
  'password-changed': (facts) => ({
    subject: `Your ${facts.productName} password was changed`,
    lead: 'The password of your account was changed. Every other session was signed out.',
  }),
  'password-reset': (facts) => ({
    subject: `Your ${facts.productName} password was reset`,
    lead: 'The password of your account was reset from a link sent to this address. Every other session was signed out.',
  }),
  'two-factor-on': (facts) => ({
    subject: `Two-factor authentication is on for ${facts.productName}`,
    lead: 'Two-factor authentication was turned on for your account.',
  }),
  'two-factor-off': (facts) => ({
    subject: `Two-factor authentication is off for ${facts.productName}`,
    lead: 'Two-factor authentication was turned off for your account.',
  }),
  'two-factor-changed': (facts) => ({
    subject: `Your ${facts.productName} two-factor method changed`,
    lead: 'The way your account asks for a second factor was changed.',
  }),
  'recovery-codes': (facts) => ({
    subject: `New ${facts.productName} recovery codes`,
    lead: 'New recovery codes were made for your account; the old ones no longer work.',
  }),
  'passkey-added': (facts) => ({
    subject: `A passkey was added to your ${facts.productName} account`,
    lead: 'A new passkey can now sign in to your account.',
  }),
  'address-reclaimed': (facts) => ({
    subject: `We secured your ${facts.productName} account`,
    lead: `Someone signed up for ${facts.productName} with this address and chose a password, but never proved the address was theirs. You just did, so the account is yours: their password, any second factor and sign-in providers they added were removed, and every session was signed out.`,
  }),
};

/** The words of a security e-mail: what happened, and how to secure the account if it was not you. */
export function securityMail(event: SecurityEvent, facts: SecurityMailFacts): { subject: string; text: string } {
  const { subject, lead } = WHAT[event](facts);
  return {
    subject,
    text: [
      lead,
      '',
      event === 'address-reclaimed'
        ? 'Review your account, its sessions and its sign-in methods here:'
        : 'If this was you, there is nothing to do. If it was not, secure your account now: sign out every other session and change your password here:',
      facts.securityUrl,
    ].join('\n'),
  };
}
