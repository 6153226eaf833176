/** One article of the help centre (/help): a question and its answer. */
export interface HelpArticle {
  readonly slug: string;
  readonly topic: 'Writing' | 'Reading' | 'Membership' | 'Account';
  readonly title: string;
  readonly body: readonly string[];
}

export const HELP_TOPICS = ['Writing', 'Reading', 'Membership', 'Account'] as const;

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    slug: 'write-a-story',
    topic: 'Writing',
    title: 'Write and publish a story',
    body: [
      'Press Write in the top bar. Give the story a title and start writing; it saves as a draft as you type.',
      'When it is ready, press Publish, add up to five tags, choose a publication if you write for one, and publish now.',
    ],
  },
  {
    slug: 'format-text',
    topic: 'Writing',
    title: 'Format text: headings, quotes, lists and code',
    body: [
      'Select words to make them bold, italic or a link. Start a line with # for a heading, > for a quote, 1. or - for a list, or ``` for code.',
      'Add an image by pasting it, dropping it in, or choosing a file; choose how wide it shows.',
    ],
  },
  {
    slug: 'members-only-stories',
    topic: 'Writing',
    title: 'Make a story members-only',
    body: [
      'In the story’s settings choose Members-only. Readers who are not members see its beginning and can read a few such stories a month.',
      'If you are in the Partner Program, members’ reading time on your members-only stories earns you money.',
    ],
  },
  {
    slug: 'publications',
    topic: 'Writing',
    title: 'Submit to a publication, or start one',
    body: [
      'When you publish, choose a publication you write for: editors publish it, or review it first. To start your own, open Publications from your menu and press New publication.',
    ],
  },
  {
    slug: 'stats',
    topic: 'Writing',
    title: 'Understand your stats',
    body: [
      'Views count readers who opened a story; reads count those who got to the end, or read long enough. Reading time is how long the story was in view.',
      'Your stats page shows every story; open one for its days and where its readers came from.',
    ],
  },
  {
    slug: 'partner-program',
    topic: 'Membership',
    title: 'Earn money with the Partner Program',
    body: [
      'Members who have published a story can join from the Partner Program page: choose your country, set up payouts with Stripe (which collects your tax forms) and accept the terms.',
      'Each month, half of every member’s fee is shared among the members-only stories they read, by reading time. Your dashboard shows what each story earned.',
    ],
  },
  {
    slug: 'follow',
    topic: 'Reading',
    title: 'Follow writers, publications and topics',
    body: [
      'Press Follow on a profile, a publication or a topic. What they publish appears on your home page, and you can see everyone you follow on your following page.',
    ],
  },
  {
    slug: 'lists-and-highlights',
    topic: 'Reading',
    title: 'Save stories and highlight passages',
    body: [
      'Press the bookmark on a story to save it to your reading list or to a list of your own. Select words in a story to highlight them; your highlights are kept in your library.',
    ],
  },
  {
    slug: 'respond',
    topic: 'Reading',
    title: 'Respond to a story',
    body: [
      'Open the responses at the foot of a story and write your own. The writer hears of it, and can hide responses that do not belong.',
    ],
  },
  {
    slug: 'become-a-member',
    topic: 'Membership',
    title: 'Become a member',
    body: [
      'Membership costs $5 a month or $50 a year and opens every story. Choose a plan from Become a member; you pay on Stripe’s secure page.',
      'Cancel from your settings whenever you like: you stay a member until the end of the period you paid for, and can resume before then.',
    ],
  },
  {
    slug: 'gift-membership',
    topic: 'Membership',
    title: 'Give a membership, or redeem one',
    body: [
      'Choose Gift a membership to give a month or a year to one person, or several memberships to a group. The recipient gets a code by e-mail and redeems it on the redeem page.',
    ],
  },
  {
    slug: 'billing',
    topic: 'Membership',
    title: 'See your payments and change your card',
    body: [
      'Your billing history lists every payment with a receipt. To change the card you pay with, open Payment method from your settings.',
    ],
  },
  {
    slug: 'sign-in',
    topic: 'Account',
    title: 'Sign in without a password',
    body: [
      'Enter your e-mail address and we send you a link that signs you in. You can also sign in with Google, Apple, Facebook or X, with a passkey, or set a password in your settings.',
    ],
  },
  {
    slug: 'two-factor',
    topic: 'Account',
    title: 'Protect your account with two-factor authentication',
    body: [
      'In your security settings, turn on an authenticator app or text messages. Keep the backup codes somewhere safe: each lets you in once if you lose your phone.',
    ],
  },
  {
    slug: 'delete-account',
    topic: 'Account',
    title: 'Export your content or delete your account',
    body: [
      'Your settings let you download everything you have written, and delete your account. Deleting removes your profile and stories for good.',
    ],
  },
];
