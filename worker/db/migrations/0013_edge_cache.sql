CREATE TABLE `edge_cache_entries` (
	`tag` text NOT NULL,
	`cache_key` text NOT NULL,
	`stored_at` integer NOT NULL,
	PRIMARY KEY(`tag`, `cache_key`)
);
--> statement-breakpoint
CREATE INDEX `edge_cache_entries_key_idx` ON `edge_cache_entries` (`cache_key`);--> statement-breakpoint
CREATE TABLE `edge_cache_purges` (
	`tag` text PRIMARY KEY NOT NULL,
	`purged_at` integer NOT NULL
);
