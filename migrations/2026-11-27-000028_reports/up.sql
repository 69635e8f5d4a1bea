-- Investment reports (issue 18): a report is the firm's, with its scope and the figures
-- computed when it was created (crates/report/src/snapshot.rs) kept as JSON so the report never
-- changes when the ledger does. Opinions: one for the report (union_id NULL) and one per union.
CREATE TABLE reports (
    id            BIGSERIAL PRIMARY KEY,
    company_id    BIGINT NOT NULL REFERENCES companies (id),
    title         TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 50),
    base_date     DATE NOT NULL,
    scope         JSONB NOT NULL,
    union_count   INT NOT NULL CHECK (union_count >= 0),
    company_count INT NOT NULL CHECK (company_count >= 0),
    figures       JSONB NOT NULL,
    created_by    BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX reports_company_idx ON reports (company_id, created_at DESC, id DESC);

CREATE TABLE report_opinions (
    id         BIGSERIAL PRIMARY KEY,
    report_id  BIGINT NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
    union_id   BIGINT REFERENCES unions (id),
    opinion    TEXT NOT NULL,
    created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- One opinion per report and per union of it (the report's own has no union).
CREATE UNIQUE INDEX report_opinions_one_idx ON report_opinions (report_id, COALESCE(union_id, 0));
