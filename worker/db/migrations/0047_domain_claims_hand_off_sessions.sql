CREATE TABLE `spent_refresh_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`spent_at` integer NOT NULL
);
--> statement-breakpoint
-- No table references username_holds, so it is rebuilt without turning foreign keys off (D1 runs a migration in one transaction).
CREATE TABLE `__new_username_holds` (
	`username` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`held_until` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_username_holds`("username", "user_id", "held_until") SELECT "username", "user_id", "held_until" FROM `username_holds`;--> statement-breakpoint
DROP TABLE `username_holds`;--> statement-breakpoint
ALTER TABLE `__new_username_holds` RENAME TO `username_holds`;--> statement-breakpoint
DROP INDEX `users_custom_domain_unique`;--> statement-breakpoint
ALTER TABLE `users` ADD `custom_domain_requested_at` integer;--> statement-breakpoint
CREATE INDEX `users_custom_domain_idx` ON `users` (`custom_domain`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_live_custom_domain_unique` ON `users` (`custom_domain`) WHERE "custom_domain_status" is null or "custom_domain_status" in ('VERIFIED', 'ACTIVE');--> statement-breakpoint
DROP INDEX `collections_domain_unique`;--> statement-breakpoint
ALTER TABLE `collections` ADD `domain_requested_at` integer;--> statement-breakpoint
CREATE INDEX `collections_domain_idx` ON `collections` (`domain`);--> statement-breakpoint
CREATE UNIQUE INDEX `collections_live_domain_unique` ON `collections` (`domain`) WHERE "domain_status" in ('VERIFIED', 'ACTIVE');--> statement-breakpoint
ALTER TABLE `account_tokens` ADD `nonce_hash` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `host` text;