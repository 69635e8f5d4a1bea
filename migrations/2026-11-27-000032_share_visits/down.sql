DROP TABLE share_visit_pages;
DROP TABLE share_visits;
ALTER TABLE share_links DROP COLUMN password_hash, DROP COLUMN allow_download, DROP COLUMN failed_unlocks,
    DROP COLUMN failed_since;
