import type { SitePage } from './site-page.ts';

export const CREATORS: SitePage = {
  title: 'Write on {product}',
  lede: 'Your ideas, a ready audience, and a way to be paid for the reading you earn.',
  sections: [
    {
      heading: 'Start in a minute',
      paragraphs: [
        'Sign up, press Write, and publish. There is nothing to install and nothing to design first: your stories look good from the first word.',
      ],
    },
    {
      heading: 'Find your readers',
      paragraphs: [
        'Readers who follow you see your new stories on their home page, and can get them by e-mail. Tags and topics bring you readers who have never heard of you.',
        'Join a publication to reach its followers, or start your own and invite writers to it.',
      ],
    },
    {
      heading: 'Own your corner',
      paragraphs: [
        'Give your profile its own design, use a subdomain or your own domain, and take your stories with you whenever you like: every story can be exported.',
      ],
    },
    {
      heading: 'Get paid',
      paragraphs: [
        'Members’ fees pay writers. Join the Partner Program, lock the stories you want members to read, and earn from the time they spend with them.',
      ],
    },
  ],
};
