ALTER TABLE `reading_history` ADD `paragraph_name` text;--> statement-breakpoint
ALTER TABLE `reading_history` ADD `finished_at` integer;