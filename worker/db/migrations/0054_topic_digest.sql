CREATE TABLE `digest_deliveries` (
	`user_id` text NOT NULL,
	`period` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `period`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `users` ADD `digest_frequency` text DEFAULT 'WEEKLY' NOT NULL;