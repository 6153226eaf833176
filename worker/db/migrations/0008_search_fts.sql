-- Full-text indexes for search (written by hand: Drizzle cannot model FTS5 tables, and
-- drizzle.config.ts keeps drizzle-kit away from them). Each index is contentless and keyed by
-- the rowid of the row it indexes; triggers keep it in step with inserts, updates and deletes.
-- A story's body is the text of its paragraphs.
CREATE VIRTUAL TABLE `posts_fts` USING fts5(title, subtitle, body, tokenize = 'unicode61 remove_diacritics 2', content = '', contentless_delete = 1);
--> statement-breakpoint
CREATE TRIGGER `posts_fts_insert` AFTER INSERT ON `posts` BEGIN
  INSERT INTO `posts_fts` (rowid, title, subtitle, body)
  VALUES (new.rowid, new.title, new.subtitle, (SELECT group_concat(json_extract(value, '$.text'), ' ') FROM json_each(new.content, '$.paragraphs')));
END;
--> statement-breakpoint
CREATE TRIGGER `posts_fts_update` AFTER UPDATE OF title, subtitle, content ON `posts` BEGIN
  DELETE FROM `posts_fts` WHERE rowid = old.rowid;
  INSERT INTO `posts_fts` (rowid, title, subtitle, body)
  VALUES (new.rowid, new.title, new.subtitle, (SELECT group_concat(json_extract(value, '$.text'), ' ') FROM json_each(new.content, '$.paragraphs')));
END;
--> statement-breakpoint
CREATE TRIGGER `posts_fts_delete` AFTER DELETE ON `posts` BEGIN
  DELETE FROM `posts_fts` WHERE rowid = old.rowid;
END;
--> statement-breakpoint
INSERT INTO `posts_fts` (rowid, title, subtitle, body)
SELECT rowid, title, subtitle, (SELECT group_concat(json_extract(value, '$.text'), ' ') FROM json_each(content, '$.paragraphs')) FROM `posts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `users_fts` USING fts5(name, username, bio, tokenize = 'unicode61 remove_diacritics 2', content = '', contentless_delete = 1);
--> statement-breakpoint
CREATE TRIGGER `users_fts_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `users_fts` (rowid, name, username, bio) VALUES (new.rowid, new.name, new.username, new.bio);
END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_update` AFTER UPDATE OF name, username, bio ON `users` BEGIN
  DELETE FROM `users_fts` WHERE rowid = old.rowid;
  INSERT INTO `users_fts` (rowid, name, username, bio) VALUES (new.rowid, new.name, new.username, new.bio);
END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_delete` AFTER DELETE ON `users` BEGIN
  DELETE FROM `users_fts` WHERE rowid = old.rowid;
END;
--> statement-breakpoint
INSERT INTO `users_fts` (rowid, name, username, bio) SELECT rowid, name, username, bio FROM `users`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `collections_fts` USING fts5(name, description, tokenize = 'unicode61 remove_diacritics 2', content = '', contentless_delete = 1);
--> statement-breakpoint
CREATE TRIGGER `collections_fts_insert` AFTER INSERT ON `collections` BEGIN
  INSERT INTO `collections_fts` (rowid, name, description) VALUES (new.rowid, new.name, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `collections_fts_update` AFTER UPDATE OF name, description ON `collections` BEGIN
  DELETE FROM `collections_fts` WHERE rowid = old.rowid;
  INSERT INTO `collections_fts` (rowid, name, description) VALUES (new.rowid, new.name, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `collections_fts_delete` AFTER DELETE ON `collections` BEGIN
  DELETE FROM `collections_fts` WHERE rowid = old.rowid;
END;
--> statement-breakpoint
INSERT INTO `collections_fts` (rowid, name, description) SELECT rowid, name, description FROM `collections`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `tags_fts` USING fts5(display_title, slug, tokenize = 'unicode61 remove_diacritics 2', content = '', contentless_delete = 1);
--> statement-breakpoint
CREATE TRIGGER `tags_fts_insert` AFTER INSERT ON `tags` BEGIN
  INSERT INTO `tags_fts` (rowid, display_title, slug) VALUES (new.rowid, new.display_title, new.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `tags_fts_update` AFTER UPDATE OF display_title, slug ON `tags` BEGIN
  DELETE FROM `tags_fts` WHERE rowid = old.rowid;
  INSERT INTO `tags_fts` (rowid, display_title, slug) VALUES (new.rowid, new.display_title, new.slug);
END;
--> statement-breakpoint
CREATE TRIGGER `tags_fts_delete` AFTER DELETE ON `tags` BEGIN
  DELETE FROM `tags_fts` WHERE rowid = old.rowid;
END;
--> statement-breakpoint
INSERT INTO `tags_fts` (rowid, display_title, slug) SELECT rowid, display_title, slug FROM `tags`;
