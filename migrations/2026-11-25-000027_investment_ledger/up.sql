-- The investment ledger (issue 18): what a firm's unions bought, the startups' later rounds
-- and the valuations the firm recorded, and what the unions sold back. Each row is the firm's
-- (`company_id`): another firm's record of the same startup is its own. The figures are
-- checked by the domain (crates/report/src/entry.rs); the CHECKs keep what no code path may
-- store.
CREATE TABLE investments (
    id              BIGSERIAL PRIMARY KEY,
    company_id      BIGINT NOT NULL REFERENCES companies (id),
    union_id        BIGINT NOT NULL REFERENCES unions (id),
    startup_id      BIGINT NOT NULL REFERENCES companies (id),
    contracted_on   DATE NOT NULL,
    registered_on   DATE,
    invested_on     DATE NOT NULL,
    stock_kind      TEXT NOT NULL CHECK (length(stock_kind) BETWEEN 1 AND 30),
    shares          BIGINT NOT NULL CHECK (shares > 0),
    price_per_share BIGINT NOT NULL CHECK (price_per_share > 0),
    amount          BIGINT NOT NULL CHECK (amount > 0),
    face_value      BIGINT NOT NULL CHECK (face_value > 0),
    shares_before   BIGINT CHECK (shares_before >= 0),
    shares_after    BIGINT CHECK (shares_after > 0),
    created_by      BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX investments_union_idx ON investments (company_id, union_id, startup_id, invested_on);

CREATE TABLE funding_rounds (
    id              BIGSERIAL PRIMARY KEY,
    company_id      BIGINT NOT NULL REFERENCES companies (id),
    startup_id      BIGINT NOT NULL REFERENCES companies (id),
    round_on        DATE NOT NULL,
    investor        TEXT NOT NULL CHECK (length(investor) BETWEEN 1 AND 100),
    stock_kind      TEXT NOT NULL CHECK (length(stock_kind) BETWEEN 1 AND 30),
    shares          BIGINT NOT NULL CHECK (shares > 0),
    price_per_share BIGINT NOT NULL CHECK (price_per_share > 0),
    amount          BIGINT NOT NULL CHECK (amount > 0),
    shares_after    BIGINT CHECK (shares_after > 0),
    created_by      BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX funding_rounds_startup_idx ON funding_rounds (company_id, startup_id, round_on);

CREATE TABLE recoveries (
    id           BIGSERIAL PRIMARY KEY,
    company_id   BIGINT NOT NULL REFERENCES companies (id),
    union_id     BIGINT NOT NULL REFERENCES unions (id),
    startup_id   BIGINT NOT NULL REFERENCES companies (id),
    recovered_on DATE NOT NULL,
    shares_sold  BIGINT NOT NULL CHECK (shares_sold > 0),
    received     BIGINT NOT NULL CHECK (received >= 0),
    created_by   BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX recoveries_union_idx ON recoveries (company_id, union_id, startup_id, recovered_on);

CREATE TABLE valuations (
    id              BIGSERIAL PRIMARY KEY,
    company_id      BIGINT NOT NULL REFERENCES companies (id),
    startup_id      BIGINT NOT NULL REFERENCES companies (id),
    valued_on       DATE NOT NULL,
    price_per_share BIGINT NOT NULL CHECK (price_per_share >= 0),
    basis           TEXT NOT NULL CHECK (length(basis) BETWEEN 1 AND 500),
    created_by      BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX valuations_startup_idx ON valuations (company_id, startup_id, valued_on);
