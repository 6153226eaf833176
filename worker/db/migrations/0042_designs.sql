CREATE TABLE `collection_designs` (
	`collection_id` text PRIMARY KEY NOT NULL,
	`design` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_designs` (
	`user_id` text PRIMARY KEY NOT NULL,
	`design` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
