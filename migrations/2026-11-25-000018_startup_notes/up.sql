-- What an investor firm keeps about startups (issue 17): one opinion per firm and startup (the
-- primary key is the rule), and the interest-company bookmarks. Keyed by the firm, so no query
-- can reach another firm's rows without naming that firm.

CREATE TABLE startup_opinions (
    company_id BIGINT NOT NULL REFERENCES companies (id),
    startup_id BIGINT NOT NULL REFERENCES startup_profiles (company_id) ON DELETE CASCADE,
    -- Sanitized HTML (kernel::RichText).
    body TEXT NOT NULL,
    author_id BIGINT NOT NULL REFERENCES users (id),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (company_id, startup_id)
);

CREATE TABLE startup_bookmarks (
    company_id BIGINT NOT NULL REFERENCES companies (id),
    startup_id BIGINT NOT NULL REFERENCES startup_profiles (company_id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (company_id, startup_id)
);
-- The interest-company list: the firm's latest first.
CREATE INDEX startup_bookmarks_recent ON startup_bookmarks (company_id, created_at DESC, startup_id);
