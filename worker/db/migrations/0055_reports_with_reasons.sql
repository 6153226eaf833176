CREATE TABLE `moderation_actions` (
	`id` text PRIMARY KEY NOT NULL,
	`moderator_id` text,
	`subject_kind` text NOT NULL,
	`subject_id` text NOT NULL,
	`target_user_id` text,
	`action` text NOT NULL,
	`reason` text NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`report_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`moderator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`target_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `moderation_actions_created_idx` ON `moderation_actions` (`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_user_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`reporter_id` text NOT NULL,
	`target_user_id` text NOT NULL,
	`subject_kind` text DEFAULT 'PROFILE' NOT NULL,
	`subject_id` text DEFAULT '' NOT NULL,
	`reason` text DEFAULT 'OTHER' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`snapshot` text DEFAULT '{"title":"","text":""}' NOT NULL,
	`state` text DEFAULT 'OPEN' NOT NULL,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`target_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- every report before this one was a profile's, without a reason; one open report per reporter and person
INSERT INTO `__new_user_reports`("id", "reporter_id", "target_user_id", "subject_kind", "subject_id", "reason", "created_at") SELECT min("id"), "reporter_id", "target_user_id", 'PROFILE', "target_user_id", 'OTHER', max("created_at") FROM `user_reports` GROUP BY "reporter_id", "target_user_id";--> statement-breakpoint
DROP TABLE `user_reports`;--> statement-breakpoint
ALTER TABLE `__new_user_reports` RENAME TO `user_reports`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `user_reports_target_idx` ON `user_reports` (`target_user_id`);--> statement-breakpoint
CREATE INDEX `user_reports_reporter_idx` ON `user_reports` (`reporter_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `user_reports_open_idx` ON `user_reports` (`reporter_id`,`subject_kind`,`subject_id`) WHERE state = 'OPEN';