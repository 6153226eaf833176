import type { SitePage } from './site-page.ts';

export const CREATOR_TOOLS: SitePage = {
  title: 'Tools for writers',
  lede: 'Everything {product} gives you to write, publish and understand your readers.',
  sections: [
    {
      heading: 'The editor',
      paragraphs: [
        'Headings, quotes, lists, code, images and embeds, with keyboard shortcuts for all of them. Drafts save as you type, and every published version is kept.',
      ],
    },
    {
      heading: 'Publications',
      paragraphs: [
        'Gather writers around a subject. Editors review submissions, arrange the home page, write newsletters and see how the publication’s stories are read.',
      ],
    },
    {
      heading: 'Stats',
      paragraphs: [
        'Views, reads and reading time for every story, day by day, where readers came from, and how your audience grows. Members’ reading time shows what earns.',
      ],
    },
    {
      heading: 'Series and lists',
      paragraphs: [
        'Publish a story in parts as a series, and collect stories, yours or anyone’s, into lists readers can follow.',
      ],
    },
    {
      heading: 'Your own domain',
      paragraphs: [
        'Point a domain you own at your profile or your publication; {product} serves it, with its own sitemap for search engines.',
      ],
    },
    {
      heading: 'Import and export',
      paragraphs: [
        'Bring a story in from another site by its address, and export everything you have written whenever you want.',
      ],
    },
  ],
};
