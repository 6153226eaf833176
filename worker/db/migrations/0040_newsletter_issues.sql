CREATE TABLE `email_suppressions` (
	`email` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `newsletter_issues` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text,
	`newsletter_id` text,
	`subject` text NOT NULL,
	`content` text,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`newsletter_id`) REFERENCES `newsletters`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_issues_post_idx` ON `newsletter_issues` (`post_id`);--> statement-breakpoint
CREATE INDEX `newsletter_issues_newsletter_idx` ON `newsletter_issues` (`newsletter_id`);--> statement-breakpoint
-- stories already mailed become their issues, so nothing is mailed twice
INSERT INTO `newsletter_issues`("id", "post_id", "subject", "created_at") SELECT 'story-' || d."post_id", d."post_id", coalesce(nullif(p."title", ''), 'Untitled story'), min(d."created_at") FROM `newsletter_deliveries` d JOIN `posts` p ON p."id" = d."post_id" GROUP BY d."post_id";--> statement-breakpoint
CREATE TABLE `__new_newsletter_deliveries` (
	`issue_id` text NOT NULL,
	`subscriber_id` text NOT NULL,
	`newsletter_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`message_id` text,
	`opened_at` integer,
	`clicked_at` integer,
	PRIMARY KEY(`issue_id`, `subscriber_id`),
	FOREIGN KEY (`issue_id`) REFERENCES `newsletter_issues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscriber_id`) REFERENCES `email_subscribers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`newsletter_id`) REFERENCES `newsletters`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_newsletter_deliveries`("issue_id", "subscriber_id", "newsletter_id", "created_at") SELECT 'story-' || "post_id", "subscriber_id", "newsletter_id", "created_at" FROM `newsletter_deliveries`;--> statement-breakpoint
DROP TABLE `newsletter_deliveries`;--> statement-breakpoint
ALTER TABLE `__new_newsletter_deliveries` RENAME TO `newsletter_deliveries`;--> statement-breakpoint
CREATE INDEX `newsletter_deliveries_newsletter_idx` ON `newsletter_deliveries` (`newsletter_id`);--> statement-breakpoint
CREATE INDEX `newsletter_deliveries_message_idx` ON `newsletter_deliveries` (`message_id`);--> statement-breakpoint
ALTER TABLE `newsletters` ADD `description` text DEFAULT '' NOT NULL;