CREATE TABLE `catalog_claps` (
	`user_id` text NOT NULL,
	`catalog_id` text NOT NULL,
	`count` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `catalog_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`catalog_id`) REFERENCES `catalogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catalog_claps_catalog_idx` ON `catalog_claps` (`catalog_id`,`updated_at`);--> statement-breakpoint
ALTER TABLE `posts` ADD `in_response_to_catalog_id` text;--> statement-breakpoint
CREATE INDEX `posts_catalog_response_idx` ON `posts` (`in_response_to_catalog_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `catalogs` ADD `clap_count` integer DEFAULT 0 NOT NULL;