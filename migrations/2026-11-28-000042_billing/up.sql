-- Points and membership bought by card (issue 20). An order is made before the payment window
-- opens (state 0) and moves through the payment states of spec section 4 (0–8).
CREATE TABLE billing_orders (
    id                  BIGSERIAL PRIMARY KEY,
    company_id          BIGINT NOT NULL REFERENCES companies (id),
    -- The order's id at the gateway.
    order_key           TEXT NOT NULL UNIQUE,
    product_kind        TEXT NOT NULL CHECK (product_kind IN ('points', 'membership')),
    product_code        TEXT NOT NULL,
    amount              BIGINT NOT NULL CHECK (amount > 0),
    -- Points the order adds when paid.
    points              BIGINT NOT NULL CHECK (points >= 0),
    state               SMALLINT NOT NULL DEFAULT 0 CHECK (state BETWEEN 0 AND 8),
    created_at          TIMESTAMPTZ NOT NULL,
    payment_key         TEXT UNIQUE,
    method              TEXT,
    card                TEXT,
    approval_number     TEXT,
    approved_at         TIMESTAMPTZ,
    receipt_url         TEXT,
    failure             TEXT,
    term_from           TIMESTAMPTZ,
    term_to             TIMESTAMPTZ,
    refund_reason       TEXT,
    refund_requested_at TIMESTAMPTZ,
    refund_amount       BIGINT,
    refund_decided_at   TIMESTAMPTZ,
    refund_rejection    TEXT,
    CHECK ((state IN (0, 4)) = (payment_key IS NULL))
);
CREATE INDEX billing_orders_company_idx ON billing_orders (company_id, id DESC);
CREATE INDEX billing_orders_refunds_idx ON billing_orders (id) WHERE state = 2;

-- The balance, one row a company: the row lock orders every change of one firm's points.
CREATE TABLE point_balances (
    company_id BIGINT PRIMARY KEY REFERENCES companies (id),
    balance    BIGINT NOT NULL CHECK (balance >= 0)
);

CREATE TABLE point_entries (
    id            BIGSERIAL PRIMARY KEY,
    company_id    BIGINT NOT NULL REFERENCES companies (id),
    kind          TEXT NOT NULL CHECK (kind IN ('charge', 'plan_grant', 'refund')),
    points        BIGINT NOT NULL,
    balance_after BIGINT NOT NULL CHECK (balance_after >= 0),
    order_id      BIGINT REFERENCES billing_orders (id),
    memo          TEXT NOT NULL,
    at            TIMESTAMPTZ NOT NULL
);
CREATE INDEX point_entries_company_idx ON point_entries (company_id, id DESC);
