CREATE TABLE `log_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`status` text NOT NULL,
	`message` text NOT NULL,
	`record` text NOT NULL,
	`logged_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `log_records_logged_idx` ON `log_records` (`logged_at`);