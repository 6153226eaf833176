CREATE TABLE `known_devices` (
	`user_id` text NOT NULL,
	`device` text NOT NULL,
	`country` text DEFAULT '' NOT NULL,
	`last_sign_in_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `device`, `country`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
