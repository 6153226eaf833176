ALTER TABLE `users` ADD `email_verified_at` integer;--> statement-breakpoint
-- Accounts from before proven addresses keep the addresses they have used.
UPDATE `users` SET `email_verified_at` = `created_at` WHERE `email` IS NOT NULL;
