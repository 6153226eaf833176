// The notifications feature's public face: what the other features may use of it (docs/architecture.md,
// "Map of the code").

export { NOTIFICATION_EMAIL_PURPOSE } from './mail-notifications.ts';
export type { NotificationJob } from './notification-job.ts';
export { createNotifier } from './notifier.ts';
