ALTER TABLE mailings DROP COLUMN request_digest;
