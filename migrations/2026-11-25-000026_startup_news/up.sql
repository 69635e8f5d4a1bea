-- News items a startup links from its profile (spec section 2: news items opening in a new
-- tab). Only absolute http(s) addresses are stored; the domain checks them.
CREATE TABLE startup_news (
    id           BIGSERIAL PRIMARY KEY,
    company_id   BIGINT NOT NULL REFERENCES startup_profiles (company_id) ON DELETE CASCADE,
    title        TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    url          TEXT NOT NULL CHECK (url ~ '^https?://' AND length(url) <= 500),
    publisher    TEXT NOT NULL CHECK (length(publisher) BETWEEN 1 AND 50),
    published_on DATE NOT NULL,
    added_by     BIGINT REFERENCES users (id) ON DELETE SET NULL,
    added_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX startup_news_company_idx ON startup_news (company_id, published_on DESC, id DESC);
