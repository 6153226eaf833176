CREATE TABLE `phone_codes` (
	`user_id` text PRIMARY KEY NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `users` ADD `two_factor_phone` text;--> statement-breakpoint
ALTER TABLE `users` ADD `two_factor_pending_phone` text;