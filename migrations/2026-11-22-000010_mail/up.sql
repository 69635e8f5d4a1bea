-- The communication tab: a union's payment account, the send history (mailings) and the
-- transactional outbox (one row per recipient) a worker delivers from.
CREATE TABLE union_bank_accounts (
    union_id       BIGINT PRIMARY KEY REFERENCES unions (id),
    company_id     BIGINT NOT NULL REFERENCES companies (id),
    bank_code      TEXT NOT NULL,
    account_number TEXT NOT NULL,
    depositor      TEXT NOT NULL,
    updated_by     BIGINT REFERENCES users (id),
    updated_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE mailings (
    id              BIGSERIAL PRIMARY KEY,
    company_id      BIGINT NOT NULL REFERENCES companies (id),
    union_id        BIGINT NOT NULL REFERENCES unions (id),
    kind            TEXT NOT NULL CHECK (kind IN ('I', 'C', 'P', 'A')),
    subject         TEXT NOT NULL,
    -- The union's facts as previewed: every recipient's mail is rendered from this copy.
    context         JSONB NOT NULL,
    reply_to        TEXT,
    sender_id       BIGINT NOT NULL REFERENCES users (id),
    sender_name     TEXT NOT NULL,
    recipient_count INTEGER NOT NULL DEFAULT 0,
    group_count     INTEGER NOT NULL DEFAULT 0,
    idempotency_key TEXT,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    CONSTRAINT mailings_idempotency_key UNIQUE (company_id, idempotency_key)
);
CREATE INDEX mailings_union_idx ON mailings (union_id, created_at DESC, id DESC);

CREATE TABLE mail_outbox (
    id              BIGSERIAL PRIMARY KEY,
    mailing_id      BIGINT NOT NULL REFERENCES mailings (id),
    applicant_id    BIGINT REFERENCES applicants (id),
    to_email        TEXT NOT NULL,
    to_name         TEXT NOT NULL,
    phone           TEXT NOT NULL DEFAULT '',
    unit_count      BIGINT NOT NULL,
    amount          BIGINT NOT NULL,
    status          TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    -- When a queued row is due, or when a claimed ('sending') row's lease runs out.
    next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_answer     TEXT,
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- The worker's queue: only rows still to deliver, by due time.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, id) WHERE status IN ('queued', 'sending');
-- History detail pages and the per-mailing status counts.
CREATE INDEX mail_outbox_mailing_idx ON mail_outbox (mailing_id, id) INCLUDE (status);
