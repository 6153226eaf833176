CREATE TABLE `media_resources` (
	`id` text PRIMARY KEY NOT NULL,
	`href` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
