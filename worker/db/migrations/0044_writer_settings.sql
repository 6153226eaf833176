ALTER TABLE `users` ADD `tipping_url` text;--> statement-breakpoint
ALTER TABLE `users` ADD `promotes_subscriptions` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `promotes_memberships` integer DEFAULT false NOT NULL;