CREATE TABLE `username_holds` (
	`username` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`held_until` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
