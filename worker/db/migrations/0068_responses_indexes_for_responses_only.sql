DROP INDEX `posts_response_idx`;--> statement-breakpoint
DROP INDEX `posts_catalog_response_idx`;--> statement-breakpoint
CREATE INDEX `posts_response_idx` ON `posts` (`in_response_to_post_id`,`created_at`) WHERE in_response_to_post_id is not null;--> statement-breakpoint
CREATE INDEX `posts_catalog_response_idx` ON `posts` (`in_response_to_catalog_id`,`created_at`) WHERE in_response_to_catalog_id is not null;