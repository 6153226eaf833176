ALTER TABLE `posts` ADD `import_path` text;--> statement-breakpoint
CREATE INDEX `posts_import_path_idx` ON `posts` (`creator_id`,`import_path`);