ALTER TABLE `users` ADD `allows_private_notes` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `notification_mode` text DEFAULT 'ALL' NOT NULL;