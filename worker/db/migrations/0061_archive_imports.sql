CREATE TABLE `archive_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`source` text NOT NULL,
	`status` text NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`cursor` integer DEFAULT 0 NOT NULL,
	`imported` integer DEFAULT 0 NOT NULL,
	`skipped` integer DEFAULT 0 NOT NULL,
	`report` text DEFAULT '[]' NOT NULL,
	`error` text,
	`finished_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `archive_imports_user_idx` ON `archive_imports` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `posts` ADD `import_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `posts_import_key_idx` ON `posts` (`creator_id`,`import_key`);