-- Every publication may be designed: its editors reach /{collectionSlug}/design from its menu.
UPDATE `collections` SET `is_aurora_eligible` = 1;
