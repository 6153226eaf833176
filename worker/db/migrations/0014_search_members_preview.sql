-- A members-only story is indexed by its title, subtitle and the preview everyone may read (its
-- first 3 paragraphs, LOCKED_PREVIEW_PARAGRAPHS), so a search never reveals what only members
-- may read. The triggers also follow changes of visibility now.
DROP TRIGGER `posts_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `posts_fts_update`;
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
DELETE FROM `posts_fts` WHERE rowid IN (SELECT rowid FROM `posts` WHERE visibility = 'LOCKED');
--> statement-breakpoint
INSERT INTO `posts_fts` (rowid, title, subtitle, body)
SELECT rowid, title, subtitle, (SELECT group_concat(json_extract(value, '$.text'), ' ') FROM json_each(content, '$.paragraphs') WHERE key < 3) FROM `posts` WHERE visibility = 'LOCKED';
