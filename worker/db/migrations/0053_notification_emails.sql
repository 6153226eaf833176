ALTER TABLE `users` ADD `notification_emails_off` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `notifications` ADD `mailed_at` integer;--> statement-breakpoint
-- notifications written before e-mail existed were never meant to be mailed
UPDATE `notifications` SET `mailed_at` = `occurred_at`;
