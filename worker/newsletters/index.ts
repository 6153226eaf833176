// The newsletters feature's public face: what the other features may use of it (docs/architecture.md,
// "Map of the code").

export { importSubscribers, SUBSCRIBERS_PER_PART } from './import-subscribers.ts';
export type { NewsletterStoryJob } from './newsletter-job.ts';
export { newsletterOfCollection } from './newsletter-queries.ts';
export { type ExportedSubscriber, subscriberList } from './subscriber-list.ts';
