CREATE TABLE `address_password_failures` (
	`email` text PRIMARY KEY NOT NULL,
	`fail_count` integer DEFAULT 0 NOT NULL,
	`soft_lockouts` integer DEFAULT 0 NOT NULL,
	`locked_until` integer,
	`permanently_locked` integer DEFAULT false NOT NULL
);
