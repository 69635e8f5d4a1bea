-- Money out (issue 21): distributions and returns of capital, with each holder's share (the GPs
-- and the members paid in on the day), split pro rata by union::distribution.
CREATE TABLE distributions (
    id          BIGSERIAL PRIMARY KEY,
    company_id  BIGINT NOT NULL REFERENCES companies (id),
    union_id    BIGINT NOT NULL REFERENCES unions (id),
    paid_on     DATE NOT NULL,
    kind        TEXT NOT NULL CHECK (kind IN ('profit', 'capital_return')),
    total       BIGINT NOT NULL CHECK (total > 0),
    note        TEXT NOT NULL DEFAULT '',
    notified_at TIMESTAMPTZ,
    created_by  BIGINT REFERENCES users (id),
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX distributions_union ON distributions (union_id);

CREATE TABLE distribution_shares (
    distribution_id BIGINT NOT NULL REFERENCES distributions (id) ON DELETE CASCADE,
    position        INT NOT NULL,
    role            TEXT NOT NULL CHECK (role IN ('managing_gp', 'co_gp', 'limited')),
    applicant_id    BIGINT REFERENCES applicants (id),
    holder_name     TEXT NOT NULL,
    basis           BIGINT NOT NULL CHECK (basis > 0),
    amount          BIGINT NOT NULL CHECK (amount >= 0),
    PRIMARY KEY (distribution_id, position)
);
CREATE INDEX distribution_shares_applicant ON distribution_shares (applicant_id);
