-- Accounts: companies (GP firms and startups), their users, sessions, throttling, resets,
-- settings, and the audit trail every later domain writes to.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE companies (
    id              BIGSERIAL PRIMARY KEY,
    kind            TEXT NOT NULL CHECK (kind IN ('investor', 'startup')),
    name            TEXT NOT NULL,
    business_number TEXT,
    ceo_name        TEXT,
    investor_type   TEXT CHECK (investor_type IN ('C', 'P')),
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    CONSTRAINT companies_business_number_key UNIQUE (business_number)
);
CREATE INDEX companies_kind_name_trgm ON companies USING gin (name gin_trgm_ops);

CREATE TABLE users (
    id                BIGSERIAL PRIMARY KEY,
    email             TEXT NOT NULL,
    password_hash     TEXT NOT NULL,
    name              TEXT NOT NULL,
    phone             TEXT NOT NULL,
    user_type         TEXT NOT NULL CHECK (user_type IN ('startup', 'investor', 'fact_checker')),
    member_type       TEXT NOT NULL DEFAULT 'member',
    form_type         TEXT NOT NULL CHECK (form_type IN ('individual', 'enterprise')),
    company_id        BIGINT NOT NULL REFERENCES companies (id),
    company_role      TEXT NOT NULL CHECK (company_role IN ('ceo', 'staff')),
    group_status      TEXT NOT NULL DEFAULT 'c' CHECK (group_status IN ('c', 'w', 'r', 'd')),
    verified          BOOLEAN NOT NULL DEFAULT false,
    terms_agreed_at   TIMESTAMPTZ,
    privacy_agreed_at TIMESTAMPTZ,
    created_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
    CONSTRAINT users_email_key UNIQUE (email)
);
CREATE INDEX users_company_status_idx ON users (company_id, group_status, created_at DESC);
CREATE INDEX users_name_phone_idx ON users (name, phone);

CREATE TABLE sessions (
    id          BIGSERIAL PRIMARY KEY,
    user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash  BYTEA NOT NULL,
    ip          TEXT NOT NULL DEFAULT '',
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at  TIMESTAMPTZ NOT NULL,
    revoked_at  TIMESTAMPTZ,
    CONSTRAINT sessions_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE login_attempts (
    id           BIGSERIAL PRIMARY KEY,
    email        TEXT NOT NULL,
    ip           TEXT NOT NULL,
    succeeded    BOOLEAN NOT NULL,
    attempted_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX login_attempts_email_idx ON login_attempts (email, attempted_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, attempted_at);

CREATE TABLE password_resets (
    id         BIGSERIAL PRIMARY KEY,
    user_id    BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash BYTEA NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at TIMESTAMPTZ NOT NULL,
    used_at    TIMESTAMPTZ,
    CONSTRAINT password_resets_token_hash_key UNIQUE (token_hash)
);

CREATE TABLE user_settings (
    user_id       BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    setting_key   TEXT NOT NULL,
    setting_value TEXT NOT NULL,
    updated_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, setting_key)
);

-- Who changed what, written in the same transaction as the change.
CREATE TABLE audit_events (
    id            BIGSERIAL PRIMARY KEY,
    company_id    BIGINT NOT NULL REFERENCES companies (id),
    actor_user_id BIGINT REFERENCES users (id),
    entity        TEXT NOT NULL,
    entity_id     BIGINT NOT NULL,
    action        TEXT NOT NULL,
    before_value  JSONB,
    after_value   JSONB,
    occurred_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX audit_events_company_idx ON audit_events (company_id, occurred_at DESC);
