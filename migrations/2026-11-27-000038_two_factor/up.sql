-- Two-factor login (issue 20): an authenticator app's secret per user, confirmed once the app
-- produced a right code; single-use recovery codes kept as digests; a firm-wide requirement.
ALTER TABLE users ADD COLUMN two_factor_enabled BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE companies ADD COLUMN two_factor_required BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE two_factor_secrets (
    user_id      BIGINT PRIMARY KEY REFERENCES users (id),
    secret       BYTEA NOT NULL,
    created_at   TIMESTAMPTZ NOT NULL,
    -- NULL while the enrolment is pending.
    confirmed_at TIMESTAMPTZ,
    -- The last 30-second step a code was accepted for: a code is good once.
    last_step    BIGINT
);

CREATE TABLE two_factor_recovery_codes (
    id      BIGSERIAL PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id),
    digest  BYTEA NOT NULL,
    used_at TIMESTAMPTZ,
    UNIQUE (user_id, digest)
);
