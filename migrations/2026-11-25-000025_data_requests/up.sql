-- Data requests (issue 17): a GP firm asks chosen startups for figures and documents with a
-- due date; each startup answers in its account or once through an expiring link (only its
-- digest is kept; every reminder mints a new one, so the latest mail's link is the one that
-- works). Answers land in the startup's data as revisions, pending fact-check.
CREATE TABLE data_requests (
    id              BIGSERIAL PRIMARY KEY,
    company_id      BIGINT NOT NULL REFERENCES companies (id),
    created_by      BIGINT REFERENCES users (id) ON DELETE SET NULL,
    title           TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
    message         TEXT NOT NULL DEFAULT '',
    items           TEXT[] NOT NULL CHECK (cardinality(items) > 0),
    period_year     INT NOT NULL,
    period_quarter  SMALLINT NOT NULL CHECK (period_quarter BETWEEN 1 AND 4),
    statements_year INT,
    document_kinds  TEXT[] NOT NULL DEFAULT '{}',
    due_on          DATE NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX data_requests_company_idx ON data_requests (company_id, created_at DESC, id DESC);

CREATE TABLE data_request_targets (
    id               BIGSERIAL PRIMARY KEY,
    request_id       BIGINT NOT NULL REFERENCES data_requests (id) ON DELETE CASCADE,
    startup_id       BIGINT NOT NULL REFERENCES startup_profiles (company_id),
    email            TEXT NOT NULL,
    link_hash        BYTEA NOT NULL UNIQUE,
    link_expires_at  TIMESTAMPTZ NOT NULL,
    link_used_at     TIMESTAMPTZ,
    answered_at      TIMESTAMPTZ,
    reminders        INT NOT NULL DEFAULT 0,
    last_reminded_at TIMESTAMPTZ,
    UNIQUE (request_id, startup_id)
);
CREATE INDEX data_request_targets_startup_idx ON data_request_targets (startup_id, id DESC);
-- The reminder chore reads only the unanswered.
CREATE INDEX data_request_targets_open_idx ON data_request_targets (request_id) WHERE answered_at IS NULL;

-- Every answer kept as given: the GP reads each answer's history.
CREATE TABLE data_request_answers (
    id          BIGSERIAL PRIMARY KEY,
    target_id   BIGINT NOT NULL REFERENCES data_request_targets (id) ON DELETE CASCADE,
    answered_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    author_id   BIGINT REFERENCES users (id) ON DELETE SET NULL,
    author_name TEXT NOT NULL,
    via         TEXT NOT NULL CHECK (via IN ('account', 'link')),
    answer      JSONB NOT NULL
);
CREATE INDEX data_request_answers_target_idx ON data_request_answers (target_id, answered_at DESC, id DESC);

-- Quarterly figures a startup reports (answers to data requests, or its own entries).
CREATE TABLE startup_quarterly_figures (
    company_id BIGINT NOT NULL REFERENCES startup_profiles (company_id) ON DELETE CASCADE,
    year       INT NOT NULL,
    quarter    SMALLINT NOT NULL CHECK (quarter BETWEEN 1 AND 4),
    sales      BIGINT CHECK (sales >= 0),
    cash       BIGINT CHECK (cash >= 0),
    headcount  INT CHECK (headcount >= 0),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (company_id, year, quarter)
);

-- The outbox also carries mails written when they were queued (data requests and their
-- reminders), besides a mailing's rows that are written at delivery.
ALTER TABLE mail_outbox ALTER COLUMN mailing_id DROP NOT NULL;
ALTER TABLE mail_outbox ADD COLUMN prepared JSONB;
ALTER TABLE mail_outbox ADD COLUMN data_request_target_id BIGINT REFERENCES data_request_targets (id) ON DELETE CASCADE;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_one_source CHECK ((mailing_id IS NULL) <> (prepared IS NULL));
CREATE INDEX mail_outbox_target_idx ON mail_outbox (data_request_target_id, id) WHERE data_request_target_id IS NOT NULL;
