CREATE TABLE `featured_posts` (
	`collection_id` text NOT NULL,
	`post_id` text NOT NULL,
	`featured_by_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`collection_id`, `post_id`),
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`featured_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `featured_posts_collection_idx` ON `featured_posts` (`collection_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `trending_collection_posts` (
	`mode` text NOT NULL,
	`collection_id` text NOT NULL,
	`position` integer NOT NULL,
	`post_id` text NOT NULL,
	`score` real NOT NULL,
	PRIMARY KEY(`mode`, `collection_id`, `position`)
);
