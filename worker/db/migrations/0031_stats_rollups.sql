CREATE TABLE `post_referrers_daily` (
	`post_id` text NOT NULL,
	`day` text NOT NULL,
	`source` text NOT NULL,
	`host` text DEFAULT '' NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`post_id`, `day`, `source`, `host`)
);
--> statement-breakpoint
ALTER TABLE `events` ADD `rolled_up` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `events_created_idx` ON `events` (`created_at`);--> statement-breakpoint
CREATE INDEX `events_pending_idx` ON `events` (`type`) WHERE rolled_up = 0;--> statement-breakpoint
ALTER TABLE `post_stats_daily` ADD `reading_time_ms` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `post_stats_daily` ADD `member_reading_time_ms` integer DEFAULT 0 NOT NULL;