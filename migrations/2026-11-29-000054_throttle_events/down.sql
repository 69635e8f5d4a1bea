ALTER TABLE share_links
    ADD COLUMN failed_unlocks INT NOT NULL DEFAULT 0,
    ADD COLUMN failed_since   TIMESTAMPTZ;
DROP TABLE throttle_events;
