-- The 벤처기업 confirmation's valid days (벤처기업확인서), one row per startup that entered them:
-- the investment obligation counts an investment in a 벤처기업 only when the confirmation
-- covered its day. Its own table: startup_profiles is at diesel's 32 columns.
CREATE TABLE startup_venture_confirmations (
    company_id bigint PRIMARY KEY REFERENCES startup_profiles (company_id) ON DELETE CASCADE,
    first_day date NOT NULL,
    last_day date NOT NULL,
    CHECK (last_day >= first_day)
);
