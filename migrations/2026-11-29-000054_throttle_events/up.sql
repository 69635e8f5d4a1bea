-- Throttles for what can be guessed or used to flood someone (issue 41): password-reset mail,
-- find-id, sign-up, waiting-list registration and wrong share-link passwords. One row per
-- counted event, counted per client address and per target (an e-mail, a name, a business
-- number, a link) inside the action's window (kernel::throttle holds the limits). Rows older
-- than the longest window are pruned by the chores loop.
CREATE TABLE throttle_events (
    id      BIGSERIAL PRIMARY KEY,
    action  TEXT NOT NULL,
    address TEXT NOT NULL,
    target  TEXT NOT NULL,
    at      TIMESTAMPTZ NOT NULL
);
CREATE INDEX throttle_events_address ON throttle_events (action, address, at);
CREATE INDEX throttle_events_target ON throttle_events (action, target, at);
CREATE INDEX throttle_events_at ON throttle_events (at);

-- The share link's own failure counter gives way to the per-address and per-link counts above.
ALTER TABLE share_links DROP COLUMN failed_unlocks, DROP COLUMN failed_since;
