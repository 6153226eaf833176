CREATE TABLE `gift_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`gift_id` text NOT NULL,
	`redeemed_by` text,
	`redeemed_at` integer,
	FOREIGN KEY (`gift_id`) REFERENCES `gifts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`redeemed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `gift_codes_gift_idx` ON `gift_codes` (`gift_id`);--> statement-breakpoint
CREATE TABLE `gifts` (
	`id` text PRIMARY KEY NOT NULL,
	`buyer_id` text NOT NULL,
	`plan_type` text NOT NULL,
	`plan` text NOT NULL,
	`quantity` integer NOT NULL,
	`recipient_email` text,
	`message` text,
	`checkout_ref` text,
	`paid_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gifts_checkout_ref_unique` ON `gifts` (`checkout_ref`);--> statement-breakpoint
CREATE INDEX `gifts_buyer_idx` ON `gifts` (`buyer_id`);