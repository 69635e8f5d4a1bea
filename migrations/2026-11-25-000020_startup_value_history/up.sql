-- Company values over time (issue 17): the profile's value history line and the dashboard's
-- rank tables (the month's biggest risers and fallers).
CREATE TABLE startup_value_history (
    company_id BIGINT NOT NULL REFERENCES startup_profiles (company_id) ON DELETE CASCADE,
    valued_on DATE NOT NULL,
    company_value BIGINT NOT NULL CHECK (company_value >= 0),
    PRIMARY KEY (company_id, valued_on)
);
