CREATE TABLE `meter_handoffs` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`visitor_id` text NOT NULL,
	`host` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `meter_unlocks` (
	`meter_key` text NOT NULL,
	`month_start` integer NOT NULL,
	`post_id` text NOT NULL,
	`unlocked_at` integer NOT NULL,
	PRIMARY KEY(`meter_key`, `month_start`, `post_id`)
);
