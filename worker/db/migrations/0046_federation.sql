CREATE TABLE `federated_posts` (
	`post_id` text PRIMARY KEY NOT NULL,
	`digest` text NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `federation_keys` (
	`actor_id` text NOT NULL,
	`algorithm` text NOT NULL,
	`public_key` text NOT NULL,
	`private_key` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`actor_id`, `algorithm`)
);
--> statement-breakpoint
CREATE TABLE `federation_kv` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`expires_at` integer
);
--> statement-breakpoint
CREATE INDEX `federation_kv_expires_idx` ON `federation_kv` (`expires_at`);--> statement-breakpoint
CREATE TABLE `fediverse_blocks` (
	`user_id` text NOT NULL,
	`target` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `target`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `fediverse_deliveries` (
	`key` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `fediverse_followers` (
	`local_kind` text NOT NULL,
	`local_id` text NOT NULL,
	`actor_uri` text NOT NULL,
	`follow_id` text NOT NULL,
	`handle` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`url` text,
	`inbox` text NOT NULL,
	`shared_inbox` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`local_kind`, `local_id`, `actor_uri`)
);
--> statement-breakpoint
CREATE TABLE `fediverse_likes` (
	`post_id` text NOT NULL,
	`actor_uri` text NOT NULL,
	`activity_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`post_id`, `actor_uri`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `fediverse_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`actor_uri` text NOT NULL,
	`handle` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`actor_url` text,
	`url` text,
	`paragraphs` text NOT NULL,
	`published_at` integer NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `fediverse_replies_post_idx` ON `fediverse_replies` (`post_id`,`published_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `federation_off` integer DEFAULT false NOT NULL;