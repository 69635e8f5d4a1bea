-- Messages between companies (issue 20): a firm writes to a startup (the company message popup)
-- and the startup answers, or the other way round. A message belongs to both companies; every
-- member of the receiving company reads it, and the first reading marks it read.
CREATE TABLE messages (
    id                   BIGSERIAL PRIMARY KEY,
    sender_company_id    BIGINT NOT NULL REFERENCES companies (id),
    sender_user_id       BIGINT NOT NULL REFERENCES users (id),
    recipient_company_id BIGINT NOT NULL REFERENCES companies (id),
    title                TEXT NOT NULL,
    body                 TEXT NOT NULL,
    -- The message this one answers, when it does.
    reply_to             BIGINT REFERENCES messages (id),
    created_at           TIMESTAMPTZ NOT NULL,
    read_at              TIMESTAMPTZ,
    CHECK (sender_company_id <> recipient_company_id)
);
CREATE INDEX messages_inbox_idx ON messages (recipient_company_id, created_at DESC);
CREATE INDEX messages_unread_idx ON messages (recipient_company_id) WHERE read_at IS NULL;
CREATE INDEX messages_sent_idx ON messages (sender_company_id, created_at DESC);
