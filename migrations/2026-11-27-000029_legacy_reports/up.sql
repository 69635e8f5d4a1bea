-- Reports made by the previous system before 2024.05.30 (issue 18), imported by
-- `johap import-legacy-reports FILE` and shown read-only on the /old-report pages. The
-- report keeps the previous system's number (rpt_mng_no) per firm; its companies, members and
-- opinion stay as the file had them (opinion sanitized), in `payload`.
CREATE TABLE legacy_reports (
    id            BIGSERIAL PRIMARY KEY,
    company_id    BIGINT NOT NULL REFERENCES companies (id),
    rpt_mng_no    BIGINT NOT NULL CHECK (rpt_mng_no > 0),
    title         TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
    created_at    TIMESTAMPTZ NOT NULL CHECK (created_at < '2024-05-30 00:00:00+09'),
    created_by    TEXT NOT NULL,
    report_type   TEXT NOT NULL,
    year          INT NOT NULL,
    company_count INT NOT NULL,
    member_count  INT NOT NULL,
    payload       JSONB NOT NULL,
    imported_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (company_id, rpt_mng_no)
);
CREATE INDEX legacy_reports_company_idx ON legacy_reports (company_id, created_at DESC);
