import type { SitePage } from './site-page.ts';

/**
 * The Terms of Service and Privacy Policy every footer and the sign-in dialog link to: a plain,
 * complete template a deployment can adopt and should have its own lawyer read.
 */
export const TERMS: SitePage = {
  title: 'Terms of Service and Privacy Policy',
  lede: 'The agreement between you and {product}, in plain language. By using {product} you accept these terms.',
  updated: 'Last updated November 1, 2026.',
  sections: [
    {
      id: 'terms',
      heading: 'Your account',
      paragraphs: [
        'You need an account to write, respond, follow or become a member. Keep your sign-in details to yourself; you are responsible for what happens under your account. You must be at least 13 years old, or older where the law of your country requires it.',
        'You can delete your account at any time from your settings. We may suspend an account that breaks these terms, and we will tell you why.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'What you write stays yours. By publishing it on {product} you give us a worldwide, non-exclusive licence to host, show, distribute and promote it on {product} and in its feeds, newsletters and embeds, for as long as it is published. Unpublish or delete it and the licence ends, apart from copies others saved as the service allows (a quote in a response, for example).',
        'Do not publish what you have no right to publish. Respect copyright, and say so when a story is sponsored or you are paid to write it.',
      ],
    },
    {
      heading: 'What is not allowed',
      paragraphs: [
        'Harassment, threats, hate against people for who they are, sexual content involving minors, content that promotes violence or self-harm, spam, deceptive links, impersonation, and attempts to break or overload the service. We may remove such content and suspend the accounts that post it.',
        'Report a story, a response or a person from their menu. Blocking someone stops them following you and responding to you.',
      ],
    },
    {
      heading: 'Membership and payments',
      paragraphs: [
        'Memberships renew each month or year until you cancel; cancelling stops the renewal and you stay a member until the end of the period you paid for. Gifts are paid once and cannot be refunded once redeemed. Payments are handled by our payment provider, which keeps your card details; we never see them.',
        'Partner Program writers are paid as its terms describe, through the payment provider, once their tax forms are approved.',
      ],
    },
    {
      heading: 'The service',
      paragraphs: [
        '{product} is provided as it is. We work to keep it available and your content safe, but we cannot promise it will never fail, and we are not liable for indirect losses. Nothing in these terms limits rights you have under the law of your country that cannot be limited.',
        'We may change these terms; when the change matters we will tell you before it takes effect. If you keep using {product} afterwards, the new terms apply.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy Policy',
      paragraphs: [
        'We collect what you give us (your name, e-mail address, profile, what you write) and what you do on {product} (what you read and for how long, what you clap for, save and follow), so that the service works: your home page, your stats, writers’ stats and the Partner Program’s payments. Writers see counts, never which reader read what.',
        'We do not sell your data and show no ads. We share it only with the providers that run parts of the service for us (hosting, e-mail, payments) and only what they need, or when the law requires it.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'We use cookies to keep you signed in, to protect your account from forged requests, and to remember choices such as a dismissed banner. We use no advertising or cross-site tracking cookies. Turning on “Do not track” in {product} stops the reading events we record about you.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can see, correct, export and delete your data from your settings. Where the law gives you more rights (in the EU and UK, for example), you can ask us to act on them, and complain to your data protection authority.',
        'We keep raw reading events for 30 days and keep only totals after that. A deleted account’s data is removed, apart from what the law requires us to keep, such as payment records.',
      ],
    },
  ],
};
