-- The startup's own side and the fact-check (issue 17). Every change a startup makes to its
-- data is a revision: who, when, which fact-check items it touched (FI01–FI12), and the change
-- itself as JSON (the section's new state). Fact-checkers' verdicts are kept, never updated:
-- an item is pending when its latest revision is newer than its latest verdict.

CREATE TABLE startup_revisions (
    id BIGSERIAL PRIMARY KEY,
    company_id BIGINT NOT NULL REFERENCES startup_profiles (company_id) ON DELETE CASCADE,
    author_id BIGINT REFERENCES users (id),
    -- As the author was named when they saved (the panel shows it even after a rename).
    author_name TEXT NOT NULL,
    changed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    items TEXT[] NOT NULL CHECK (cardinality(items) > 0 AND items <@ ARRAY[
        'FI01', 'FI02', 'FI03', 'FI04', 'FI05', 'FI06', 'FI07', 'FI08', 'FI09', 'FI10', 'FI11', 'FI12']),
    change JSONB NOT NULL
);
CREATE INDEX startup_revisions_company ON startup_revisions (company_id, changed_at DESC, id DESC);

CREATE TABLE startup_fact_checks (
    id BIGSERIAL PRIMARY KEY,
    company_id BIGINT NOT NULL REFERENCES startup_profiles (company_id) ON DELETE CASCADE,
    item TEXT NOT NULL CHECK (item ~ '^FI(0[1-9]|1[0-2])$'),
    verdict TEXT NOT NULL CHECK (verdict IN ('verified', 'rejected')),
    note TEXT NOT NULL DEFAULT '',
    checker_id BIGINT REFERENCES users (id),
    checker_name TEXT NOT NULL,
    checked_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX startup_fact_checks_company ON startup_fact_checks (company_id, item, checked_at DESC);
