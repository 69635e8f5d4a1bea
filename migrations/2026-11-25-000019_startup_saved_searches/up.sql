-- A firm's saved startup searches (issue 17: /search-result/{id} reopens one). The filters are
-- kept as they were sent (codes and amounts, checked when saved), keyed by the firm.
CREATE TABLE startup_saved_searches (
    id BIGSERIAL PRIMARY KEY,
    company_id BIGINT NOT NULL REFERENCES companies (id),
    user_id BIGINT NOT NULL REFERENCES users (id),
    filters JSONB NOT NULL CHECK (jsonb_typeof(filters) = 'object'),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX startup_saved_searches_company ON startup_saved_searches (company_id, id);
