-- users.published_post_count follows the writer's stories wherever they change: publishing,
-- unpublishing, the trash and its purge, a transfer. (It was set by the seed and never again.)
-- Responses are posts too, but not stories.
CREATE TRIGGER `users_published_count_insert` AFTER INSERT ON `posts` BEGIN
  UPDATE `users` SET `published_post_count` = (SELECT count(*) FROM `posts` WHERE `creator_id` = new.`creator_id` AND `first_published_at` IS NOT NULL AND `deleted_at` IS NULL AND `in_response_to_post_id` IS NULL AND `in_response_to_catalog_id` IS NULL) WHERE `id` = new.`creator_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `users_published_count_update` AFTER UPDATE OF `first_published_at`, `deleted_at`, `creator_id` ON `posts` BEGIN
  UPDATE `users` SET `published_post_count` = (SELECT count(*) FROM `posts` WHERE `creator_id` = `users`.`id` AND `first_published_at` IS NOT NULL AND `deleted_at` IS NULL AND `in_response_to_post_id` IS NULL AND `in_response_to_catalog_id` IS NULL) WHERE `id` IN (new.`creator_id`, old.`creator_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `users_published_count_delete` AFTER DELETE ON `posts` BEGIN
  UPDATE `users` SET `published_post_count` = (SELECT count(*) FROM `posts` WHERE `creator_id` = old.`creator_id` AND `first_published_at` IS NOT NULL AND `deleted_at` IS NULL AND `in_response_to_post_id` IS NULL AND `in_response_to_catalog_id` IS NULL) WHERE `id` = old.`creator_id`;
END;
--> statement-breakpoint
UPDATE `users` SET `published_post_count` = (SELECT count(*) FROM `posts` WHERE `creator_id` = `users`.`id` AND `first_published_at` IS NOT NULL AND `deleted_at` IS NULL AND `in_response_to_post_id` IS NULL AND `in_response_to_catalog_id` IS NULL);
