// The import feature's public face: what the other features may use of it (docs/architecture.md,
// "Map of the code").

export { htmlToStory } from './html-to-story.ts';
export { markdownToHtml } from './markdown-to-html.ts';
