const BOT_USER_AGENT = /bot|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|lighthouse/i;

/**
 * Crawlers and link previewers, by their user agent: the server gives them the whole document at
 * once (streaming only helps people watching the page paint) and counts no search clicks of
 * theirs; the browser asks for no click analytics for them.
 */
export const isBot = (userAgent: string | undefined): boolean => BOT_USER_AGENT.test(userAgent ?? '');
