CREATE TABLE `charges` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`currency` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`card_brand` text,
	`card_last4` text,
	`paid_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `charges_customer_idx` ON `charges` (`customer_id`,`paid_at`);--> statement-breakpoint
CREATE TABLE `stripe_customers` (
	`customer_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stripe_customers_user_idx` ON `stripe_customers` (`user_id`);--> statement-breakpoint
CREATE TABLE `earnings_months` (
	`month` text PRIMARY KEY NOT NULL,
	`pool_cents` integer NOT NULL,
	`computed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `member_reading_monthly` (
	`month` text NOT NULL,
	`member_id` text NOT NULL,
	`post_id` text NOT NULL,
	`reading_time_ms` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`month`, `member_id`, `post_id`)
);
--> statement-breakpoint
CREATE TABLE `partner_accounts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`country` text NOT NULL,
	`stripe_account_id` text,
	`details_submitted` integer DEFAULT false NOT NULL,
	`payouts_enabled` integer DEFAULT false NOT NULL,
	`disabled_reason` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `partner_accounts_stripe_account_id_unique` ON `partner_accounts` (`stripe_account_id`);--> statement-breakpoint
CREATE TABLE `partner_feature_requests` (
	`post_id` text PRIMARY KEY NOT NULL,
	`requested_by` text NOT NULL,
	`requested_at` integer NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `post_earning_terms` (
	`post_id` text PRIMARY KEY NOT NULL,
	`excluded` text,
	`bonus_cents` integer DEFAULT 0 NOT NULL,
	`bonus_month` text,
	`guarantee_cents` integer,
	`guarantee_accumulated_cents` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `post_earnings` (
	`month` text NOT NULL,
	`post_id` text NOT NULL,
	`writer_id` text NOT NULL,
	`member_reading_time_ms` integer NOT NULL,
	`earned_cents` integer NOT NULL,
	`bonus_cents` integer NOT NULL,
	`payable_cents` integer NOT NULL,
	`flags` text DEFAULT '[]' NOT NULL,
	PRIMARY KEY(`month`, `post_id`),
	FOREIGN KEY (`writer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_earnings_writer_idx` ON `post_earnings` (`writer_id`,`month`);