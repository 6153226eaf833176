import type { SitePage } from './site-page.ts';

export const JOBS: SitePage = {
  title: 'Work on {product}',
  lede: '{product} is built in the open by people who care about reading and writing.',
  sections: [
    {
      heading: 'How we work',
      paragraphs: [
        'Small changes, each with its reason and its test. Decisions are written down with why they were made, so anyone can pick up where someone else left off.',
        'We care about pages that load fast on a slow phone, work with a keyboard and a screen reader, and never show one reader’s page to another.',
      ],
    },
    {
      heading: 'Open positions',
      paragraphs: [
        'There are no open positions right now. The best way to work with us is to contribute: read the developers’ guide in the repository, pick an open issue, and send a change.',
      ],
    },
  ],
};
