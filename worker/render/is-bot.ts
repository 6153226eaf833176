const BOT_USER_AGENT = /bot|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|lighthouse/i;

/** Crawlers get the whole document at once: streaming only helps people watching the page paint. */
export const isBot = (userAgent: string | undefined): boolean => BOT_USER_AGENT.test(userAgent ?? '');
