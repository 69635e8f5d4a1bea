-- Support (issue 20): the operator's notices and FAQ, the members' 1:1 inquiries and their
-- files. Operator staff are the platform's own people, marked on their account by the
-- operator's command (`johap grant-operator`), never by anything a firm can do.
ALTER TABLE users ADD COLUMN is_operator BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE notices (
    id           BIGSERIAL PRIMARY KEY,
    title        TEXT NOT NULL,
    body         TEXT NOT NULL,
    pinned       BOOLEAN NOT NULL DEFAULT false,
    author_id    BIGINT REFERENCES users (id),
    published_at TIMESTAMPTZ NOT NULL,
    updated_at   TIMESTAMPTZ NOT NULL
);
-- The list (pinned, newest) and the neighbours of one notice (by publication).
CREATE INDEX notices_list_idx ON notices (pinned DESC, published_at DESC, id DESC);
CREATE INDEX notices_title_trgm_idx ON notices USING gin (title gin_trgm_ops);

CREATE TABLE faqs (
    id         BIGSERIAL PRIMARY KEY,
    category   TEXT NOT NULL,
    question   TEXT NOT NULL,
    answer     TEXT NOT NULL,
    sort_order INT NOT NULL DEFAULT 0,
    created_at TIMESTAMPTZ NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE inquiries (
    id          BIGSERIAL PRIMARY KEY,
    company_id  BIGINT NOT NULL REFERENCES companies (id),
    author_id   BIGINT NOT NULL REFERENCES users (id),
    category    TEXT NOT NULL,
    title       TEXT NOT NULL,
    body        TEXT NOT NULL,
    status      TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'answered')),
    answer      TEXT,
    answered_by BIGINT REFERENCES users (id),
    answered_at TIMESTAMPTZ,
    created_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX inquiries_author_idx ON inquiries (author_id, created_at DESC);
CREATE INDEX inquiries_status_idx ON inquiries (status, created_at DESC);

CREATE TABLE inquiry_files (
    id           BIGSERIAL PRIMARY KEY,
    inquiry_id   BIGINT NOT NULL REFERENCES inquiries (id),
    name         TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size_bytes   BIGINT NOT NULL,
    object_key   TEXT NOT NULL UNIQUE,
    created_at   TIMESTAMPTZ NOT NULL
);
CREATE INDEX inquiry_files_inquiry_idx ON inquiry_files (inquiry_id);
