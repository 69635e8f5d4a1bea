-- The waiting list (issue 20): companies not yet on the product that asked to be told when they
-- can use it. One entry per business number, whatever became of it.
CREATE TABLE waiting_list (
    id              BIGSERIAL PRIMARY KEY,
    company_name    TEXT NOT NULL,
    business_number TEXT NOT NULL UNIQUE CHECK (business_number ~ '^[0-9]{10}$'),
    company_kind    TEXT NOT NULL CHECK (company_kind IN ('investor', 'startup')),
    contact_name    TEXT NOT NULL,
    email           TEXT NOT NULL,
    phone           TEXT NOT NULL,
    note            TEXT NOT NULL DEFAULT '',
    status          TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'onboarded')),
    created_at      TIMESTAMPTZ NOT NULL,
    onboarded_at    TIMESTAMPTZ,
    onboarded_by    BIGINT REFERENCES users (id),
    notified_at     TIMESTAMPTZ,
    CHECK ((status = 'onboarded') = (onboarded_at IS NOT NULL))
);
-- The queue's order and a position's count.
CREATE INDEX waiting_list_queue_idx ON waiting_list (status, id);
