-- Portfolio pages (issue 19): a firm's portfolios, one page (item) per target startup with the
-- overview editor's three rich-text blocks (sanitized before they are stored), and the share
-- links that open a portfolio to whoever holds one: only the token's SHA-256 is kept, with an
-- expiry and a revocation time.
CREATE TABLE portfolios (
    id         BIGSERIAL PRIMARY KEY,
    company_id BIGINT NOT NULL REFERENCES companies (id),
    title      TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
    created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    deleted_at TIMESTAMPTZ
);
CREATE INDEX portfolios_company_idx ON portfolios (company_id, updated_at DESC, id DESC) WHERE deleted_at IS NULL;

-- A dropped target's page keeps its content with no position, and comes back when the startup
-- is picked again: nothing written is lost to a change of targets.
CREATE TABLE portfolio_items (
    id           BIGSERIAL PRIMARY KEY,
    portfolio_id BIGINT NOT NULL REFERENCES portfolios (id),
    startup_id   BIGINT NOT NULL REFERENCES companies (id),
    position     INT CHECK (position >= 0),
    title        TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
    block_first  TEXT NOT NULL DEFAULT '',
    block_second TEXT NOT NULL DEFAULT '',
    block_third  TEXT NOT NULL DEFAULT '',
    updated_by   BIGINT REFERENCES users (id) ON DELETE SET NULL,
    updated_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    CONSTRAINT portfolio_items_startup_key UNIQUE (portfolio_id, startup_id)
);
CREATE INDEX portfolio_items_order_idx ON portfolio_items (portfolio_id, position, id) WHERE position IS NOT NULL;
CREATE INDEX portfolio_items_title_trgm ON portfolio_items USING gin (title gin_trgm_ops);

CREATE TABLE share_links (
    id           BIGSERIAL PRIMARY KEY,
    company_id   BIGINT NOT NULL REFERENCES companies (id),
    portfolio_id BIGINT NOT NULL REFERENCES portfolios (id),
    token_hash   BYTEA NOT NULL,
    expires_at   TIMESTAMPTZ NOT NULL,
    revoked_at   TIMESTAMPTZ,
    created_by   BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    CONSTRAINT share_links_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX share_links_portfolio_idx ON share_links (portfolio_id, created_at DESC, id DESC);
