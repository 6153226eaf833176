CREATE TABLE `email_subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`user_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_subscribers_email_idx` ON `email_subscribers` (`email`);--> statement-breakpoint
CREATE INDEX `email_subscribers_user_idx` ON `email_subscribers` (`user_id`);--> statement-breakpoint
CREATE TABLE `newsletter_deliveries` (
	`post_id` text NOT NULL,
	`subscriber_id` text NOT NULL,
	`newsletter_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`post_id`, `subscriber_id`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscriber_id`) REFERENCES `email_subscribers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`newsletter_id`) REFERENCES `newsletters`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `newsletter_deliveries_newsletter_idx` ON `newsletter_deliveries` (`newsletter_id`);--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`newsletter_id` text NOT NULL,
	`subscriber_id` text NOT NULL,
	`state` text NOT NULL,
	`confirm_token_hash` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`confirmed_at` integer,
	PRIMARY KEY(`newsletter_id`, `subscriber_id`),
	FOREIGN KEY (`newsletter_id`) REFERENCES `newsletters`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscriber_id`) REFERENCES `email_subscribers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `newsletter_subscriptions_subscriber_idx` ON `newsletter_subscriptions` (`subscriber_id`);--> statement-breakpoint
CREATE INDEX `newsletter_subscriptions_token_idx` ON `newsletter_subscriptions` (`confirm_token_hash`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `raw` text;