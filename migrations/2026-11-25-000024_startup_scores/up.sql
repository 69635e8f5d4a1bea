-- Fact-checkers' corrections of the value model and the total score's history (issue 17).
-- Adjustments are append-only: the latest of an axis is in force (0 points returns the axis to
-- the model), the earlier ones stay as the record of who moved what and why.
CREATE TABLE startup_score_adjustments (
    id           BIGSERIAL PRIMARY KEY,
    company_id   BIGINT NOT NULL REFERENCES startup_profiles (company_id) ON DELETE CASCADE,
    axis         TEXT NOT NULL CHECK (axis IN ('customer_profit', 'financial_character', 'market_competition',
                     'product_service', 'human_resources')),
    points       INT NOT NULL CHECK (points BETWEEN -30 AND 30),
    reason       TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
    checker_id   BIGINT REFERENCES users (id) ON DELETE SET NULL,
    checker_name TEXT NOT NULL,
    adjusted_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX startup_score_adjustments_company_idx ON startup_score_adjustments (company_id, axis, adjusted_at DESC, id DESC);

-- A point a day (Korean time): the day's last total.
CREATE TABLE startup_score_history (
    company_id BIGINT NOT NULL REFERENCES startup_profiles (company_id) ON DELETE CASCADE,
    scored_on  DATE NOT NULL,
    total      SMALLINT NOT NULL CHECK (total BETWEEN 0 AND 100),
    PRIMARY KEY (company_id, scored_on)
);
