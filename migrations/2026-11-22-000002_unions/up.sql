-- Unions (the spec's funds), their co-GPs, and the applicants whose amounts the lists sum.
CREATE TABLE unions (
    id                          BIGSERIAL PRIMARY KEY,
    company_id                  BIGINT NOT NULL REFERENCES companies (id),
    name                        TEXT NOT NULL,
    unique_number               TEXT,
    fund_type                   TEXT NOT NULL CHECK (fund_type IN ('1', '2')),
    base_rate                   NUMERIC(7, 4),
    unit_price                  BIGINT NOT NULL CHECK (unit_price > 0),
    unit_count                  BIGINT NOT NULL CHECK (unit_count > 0),
    start_date                  DATE,
    due_date                    DATE,
    payment_method              TEXT NOT NULL CHECK (payment_method IN ('1', '2', '3')),
    lead_fund_manager           TEXT,
    duration_start_date         DATE,
    duration_end_date           DATE,
    duration_extended           BOOLEAN NOT NULL DEFAULT false,
    investment_start_date       DATE,
    investment_end_date         DATE,
    management_fee              NUMERIC(7, 4),
    management_fee_text         TEXT,
    success_fee_text            TEXT,
    success_fee_amount          BIGINT,
    operate_rate                NUMERIC(7, 4),
    gp_name                     TEXT,
    gp_unit_count               BIGINT,
    investment_certificate_code TEXT,
    recruitment_start_date      DATE NOT NULL,
    recruitment_end_date        DATE NOT NULL,
    status                      TEXT NOT NULL DEFAULT 'R' CHECK (status IN ('R', 'S', 'C', 'F', 'A', 'E')),
    note                        TEXT,
    created_at                  TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at                  TIMESTAMPTZ NOT NULL DEFAULT now(),
    deleted_at                  TIMESTAMPTZ
);
CREATE UNIQUE INDEX unions_company_unique_number_key ON unions (company_id, unique_number)
    WHERE deleted_at IS NULL AND unique_number IS NOT NULL;
CREATE INDEX unions_company_created_idx ON unions (company_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX unions_name_trgm ON unions USING gin (name gin_trgm_ops);

CREATE TABLE union_co_gps (
    id           BIGSERIAL PRIMARY KEY,
    union_id     BIGINT NOT NULL REFERENCES unions (id) ON DELETE CASCADE,
    position     INT NOT NULL,
    company_name TEXT NOT NULL,
    unit_count   BIGINT NOT NULL CHECK (unit_count > 0),
    amount       BIGINT NOT NULL
);
CREATE INDEX union_co_gps_union_idx ON union_co_gps (union_id, position);

-- Applicants (the spec's union members). The union list sums their amounts.
CREATE TABLE applicants (
    id          BIGSERIAL PRIMARY KEY,
    company_id  BIGINT NOT NULL REFERENCES companies (id),
    union_id    BIGINT NOT NULL REFERENCES unions (id),
    name        TEXT NOT NULL,
    lp_type     TEXT NOT NULL CHECK (lp_type IN ('individual', 'corporate')),
    unit_count  BIGINT NOT NULL CHECK (unit_count > 0),
    amount      BIGINT NOT NULL CHECK (amount > 0),
    phone       TEXT NOT NULL DEFAULT '',
    email       TEXT NOT NULL DEFAULT '',
    status      TEXT NOT NULL DEFAULT 'R' CHECK (status IN ('R', 'C', 'S', 'P', 'F')),
    applied_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    deleted_at  TIMESTAMPTZ
);
CREATE INDEX applicants_union_idx ON applicants (union_id, applied_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX applicants_name_trgm ON applicants USING gin (name gin_trgm_ops);

-- Every status change of an application: who moved it, from what, to what, when.
CREATE TABLE applicant_status_changes (
    id            BIGSERIAL PRIMARY KEY,
    applicant_id  BIGINT NOT NULL REFERENCES applicants (id),
    from_status   TEXT,
    to_status     TEXT NOT NULL,
    actor_user_id BIGINT REFERENCES users (id),
    changed_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX applicant_status_changes_applicant_idx ON applicant_status_changes (applicant_id, changed_at);
