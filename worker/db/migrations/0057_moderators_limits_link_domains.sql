CREATE TABLE `blocked_link_domains` (
	`domain` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`added_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`added_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `users` ADD `is_limited` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `is_moderator` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `moderation_state` text DEFAULT 'APPROVED' NOT NULL;