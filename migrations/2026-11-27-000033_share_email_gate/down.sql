DROP TABLE share_email_codes;
ALTER TABLE share_visits DROP COLUMN viewer_email;
ALTER TABLE share_links DROP COLUMN require_email;
