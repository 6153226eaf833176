import type { SitePage } from './site-page.ts';

export const ABOUT: SitePage = {
  title: 'About {product}',
  lede: 'A place to read and write stories that matter, paid for by readers rather than by advertisers.',
  sections: [
    {
      heading: 'Why we built it',
      paragraphs: [
        'Most of what is written online is written to be clicked. {product} is for the other kind of writing: the essay you finish, the explanation you keep, the story a friend sends you because it changed their mind.',
        'There are no ads here. Readers who want more become members, and their fees go to the writers they spend time with. That keeps everyone’s attention on the writing.',
      ],
    },
    {
      heading: 'For readers',
      paragraphs: [
        'Follow writers, publications and topics, and your home page fills with what they publish. Save stories to lists, highlight the lines you want to remember, and respond when you have something to add.',
        'Anyone can read a few members-only stories a month. Members read everything, with no limits.',
      ],
    },
    {
      heading: 'For writers',
      paragraphs: [
        'Write in a calm editor, publish on your own or in a publication, and bring your own domain if you like. Your stats tell you what people actually read, not just what they opened.',
        'Writers in the Partner Program earn from the time members spend reading their members-only stories.',
      ],
    },
    {
      heading: 'Open source',
      paragraphs: ['{product} is open source. Anyone can run it, read how it works, and help make it better.'],
    },
  ],
};
