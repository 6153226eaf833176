CREATE TABLE `trending_posts` (
	`mode` text NOT NULL,
	`topic_id` text DEFAULT '' NOT NULL,
	`position` integer NOT NULL,
	`post_id` text NOT NULL,
	`score` real NOT NULL,
	PRIMARY KEY(`mode`, `topic_id`, `position`)
);
