-- Share link options and the view log (issue 19, beyond the spec as document-sharing products
-- do): a link may ask for a password (argon2id hash; wrong answers counted to throttle
-- guessing) and may forbid saving the whole PDF. Each opening of a link is a visit, known to
-- the viewer's browser by a random token (only its SHA-256 is kept); the time spent on the
-- list (item 0) and on each page is summed per visit for the GP's view log.
ALTER TABLE share_links
    ADD COLUMN password_hash  TEXT,
    ADD COLUMN allow_download BOOLEAN NOT NULL DEFAULT true,
    ADD COLUMN failed_unlocks INT NOT NULL DEFAULT 0,
    ADD COLUMN failed_since   TIMESTAMPTZ;

CREATE TABLE share_visits (
    id           BIGSERIAL PRIMARY KEY,
    link_id      BIGINT NOT NULL REFERENCES share_links (id),
    token_hash   BYTEA NOT NULL,
    started_at   TIMESTAMPTZ NOT NULL,
    last_seen_at TIMESTAMPTZ NOT NULL,
    CONSTRAINT share_visits_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX share_visits_link_idx ON share_visits (link_id, started_at DESC, id DESC);

CREATE TABLE share_visit_pages (
    visit_id BIGINT NOT NULL REFERENCES share_visits (id),
    -- 0 is the list; otherwise the page (portfolio_items.id) read.
    item_id  BIGINT NOT NULL,
    seconds  INT NOT NULL CHECK (seconds >= 0),
    last_at  TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (visit_id, item_id)
);
