-- Answers of creating requests by Idempotency-Key, so a repeated request changes nothing.
CREATE TABLE idempotency_keys (
    user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    key         TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    status      SMALLINT,
    body        TEXT,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
