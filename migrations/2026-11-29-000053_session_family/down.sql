ALTER TABLE sessions DROP COLUMN family_id;
