ALTER TABLE `posts` ADD `scheduled_at` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `scheduled_collection_id` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `scheduled_origin` text;--> statement-breakpoint
CREATE INDEX `posts_scheduled_idx` ON `posts` (`scheduled_at`);