-- The story index gains prefix indexes for prefixes of 2 to 4 characters, so the word a reader
-- is still typing is one list to walk rather than a merge of every word it could become: a
-- search's cost stays bounded as the number of stories grows (bench/search.ts). FTS5 sets its
-- options at creation, so the index is built anew, with the triggers of 0014.
DROP TRIGGER `posts_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `posts_fts_update`;
--> statement-breakpoint
DROP TRIGGER `posts_fts_delete`;
--> statement-breakpoint
DROP TABLE `posts_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `posts_fts` USING fts5(title, subtitle, body, tokenize = 'unicode61 remove_diacritics 2', content = '', contentless_delete = 1, prefix = '2 3 4');
--> statement-breakpoint
CREATE TRIGGER `posts_fts_insert` AFTER INSERT ON `posts` BEGIN
  INSERT INTO `posts_fts` (rowid, title, subtitle, body)
  VALUES (new.rowid, new.title, new.subtitle, (SELECT group_concat(json_extract(value, '$.text'), ' ') FROM json_each(new.content, '$.paragraphs') WHERE new.visibility <> 'LOCKED' OR key < 3));
END;
--> statement-breakpoint
CREATE TRIGGER `posts_fts_update` AFTER UPDATE OF title, subtitle, content, visibility ON `posts` BEGIN
  DELETE FROM `posts_fts` WHERE rowid = old.rowid;
  INSERT INTO `posts_fts` (rowid, title, subtitle, body)
  VALUES (new.rowid, new.title, new.subtitle, (SELECT group_concat(json_extract(value, '$.text'), ' ') FROM json_each(new.content, '$.paragraphs') WHERE new.visibility <> 'LOCKED' OR key < 3));
END;
--> statement-breakpoint
CREATE TRIGGER `posts_fts_delete` AFTER DELETE ON `posts` BEGIN
  DELETE FROM `posts_fts` WHERE rowid = old.rowid;
END;
--> statement-breakpoint
INSERT INTO `posts_fts` (rowid, title, subtitle, body)
SELECT rowid, title, subtitle, (SELECT group_concat(json_extract(value, '$.text'), ' ') FROM json_each(content, '$.paragraphs') WHERE visibility <> 'LOCKED' OR key < 3) FROM `posts`;
