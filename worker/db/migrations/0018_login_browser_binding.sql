ALTER TABLE `login_tokens` ADD `browser_hash` text;--> statement-breakpoint
CREATE INDEX `login_tokens_browser_idx` ON `login_tokens` (`browser_hash`);