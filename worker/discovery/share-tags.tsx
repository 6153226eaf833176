import { escapeJsonForScript } from '../../shared/escape-json.ts';
import type { ShareCard } from '../../shared/discovery/share-card.ts';

/**
 * The share card as head elements: Open Graph, Twitter, JSON-LD, the feed and oEmbed links.
 * Server-only, outside the hydrated root: readers download none of it as script.
 */
export function ShareTags({ card, productName, nonce }: { card: ShareCard; productName: string; nonce: string }) {
  const property = (name: string, content: string | null) =>
    content ? <meta key={`${name}:${content}`} property={name} content={content} /> : null;
  return (
    <>
      <meta name="description" content={card.description} />
      {card.noindex && <meta name="robots" content="noindex" />}
      {property('og:site_name', productName)}
      {/* Open Graph names a locale as language_TERRITORY; the pages are in American English */}
      {property('og:locale', 'en_US')}
      {property('og:type', card.type)}
      {property('og:title', card.title)}
      {property('og:description', card.description)}
      {property('og:url', card.url)}
      {property('og:image', card.image)}
      {card.image && property('og:image:width', '1200')}
      {card.image && property('og:image:height', '630')}
      {card.article && (
        <>
          {property('article:published_time', card.article.publishedTime)}
          {property('article:modified_time', card.article.modifiedTime)}
          {property('article:author', card.article.authorUrl)}
          {property('article:section', card.article.section)}
          {card.article.tags.map((tag) => property('article:tag', tag))}
        </>
      )}
      <meta name="twitter:card" content={card.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={card.title} />
      <meta name="twitter:description" content={card.description} />
      {card.image && <meta name="twitter:image" content={card.image} />}
      {card.creatorHandle && <meta name="twitter:creator" content={`@${card.creatorHandle}`} />}
      {card.feed && <link rel="alternate" type="application/rss+xml" title={card.feed.title} href={card.feed.href} />}
      {card.oembed && <link rel="alternate" type="application/json+oembed" href={card.oembed} title={card.title} />}
      {card.jsonLd.map((item, index) => (
        <script
          key={index}
          type="application/ld+json"
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped for a script by escapeJsonForScript
          dangerouslySetInnerHTML={{ __html: escapeJsonForScript(item) }}
        />
      ))}
    </>
  );
}
