ALTER TABLE `archive_imports` ADD `subscriber_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `archive_imports` ADD `subscribers_done` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `archive_imports` ADD `subscribed` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `archive_imports` ADD `invited` integer DEFAULT 0 NOT NULL;