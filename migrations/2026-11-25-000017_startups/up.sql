-- Startups as GPs research them (issue 17): the profile a startup keeps, its shareholders,
-- yearly balance sheets and income statements, and the incubators that took it in. A startup
-- is a company of kind 'startup'; its profile shares the company's id.
--
-- Search reads only startup_profiles: the latest year's sales and whether the company was
-- incubated are kept on the profile by triggers on the rows they come from, so a filter never
-- joins the yearly tables and can never disagree with them.

CREATE TABLE startup_profiles (
    company_id BIGINT PRIMARY KEY REFERENCES companies (id),
    industry TEXT NOT NULL DEFAULT 'none' CHECK (industry IN (
        'ict_service', 'ict_manufacturing', 'electric_machinery', 'chemical_material', 'bio_medical',
        'media_content', 'game', 'distribution_service', 'other', 'none')),
    region TEXT CHECK (region ~ '^SD(0[1-9]|1[0-7])$'),
    size_class TEXT CHECK (size_class IN ('startup', 'small', 'mid_sized', 'large')),
    operating_status TEXT NOT NULL DEFAULT 'active' CHECK (operating_status IN ('active', 'suspended', 'closed')),
    founded_on DATE,
    homepage TEXT,
    phone TEXT,
    address TEXT,
    is_venture BOOLEAN NOT NULL DEFAULT false,
    is_tips BOOLEAN NOT NULL DEFAULT false,
    has_follow_on BOOLEAN NOT NULL DEFAULT false,
    tags TEXT[] NOT NULL DEFAULT '{}',
    one_line_intro TEXT NOT NULL DEFAULT '',
    detail_intro TEXT NOT NULL DEFAULT '',
    interview TEXT NOT NULL DEFAULT '',
    total_investment BIGINT NOT NULL DEFAULT 0 CHECK (total_investment >= 0),
    company_value BIGINT CHECK (company_value >= 0),
    issued_shares BIGINT CHECK (issued_shares >= 0),
    face_value BIGINT CHECK (face_value >= 0),
    capital BIGINT CHECK (capital >= 0),
    staff_count INT CHECK (staff_count >= 0),
    staff_basis DATE CHECK (staff_basis = date_trunc('month', staff_basis)::date),
    -- Kept by triggers below; never written by the application.
    latest_sales_year INT,
    latest_sales BIGINT,
    incubated BOOLEAN NOT NULL DEFAULT false,
    -- Company name, copied from companies.name by trigger, for the name search's index.
    name TEXT NOT NULL,
    -- The name search as for LP members: the two-character pieces find candidates through the
    -- GIN index (Korean names are mostly two or three syllables, too short for trigrams), LIKE
    -- on the lower-cased name keeps those with the pieces in order.
    search_name TEXT NOT NULL GENERATED ALWAYS AS (lower(name)) STORED,
    search_bigrams TEXT[] NOT NULL GENERATED ALWAYS AS (text_bigrams(lower(name))) STORED,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX startup_profiles_search_bigrams ON startup_profiles USING gin (search_bigrams) WITH (fastupdate = off);
CREATE INDEX startup_profiles_name ON startup_profiles (name, company_id);
CREATE INDEX startup_profiles_industry ON startup_profiles (industry, name);
CREATE INDEX startup_profiles_region ON startup_profiles (region, name);
CREATE INDEX startup_profiles_latest_sales ON startup_profiles (latest_sales);
CREATE INDEX startup_profiles_total_investment ON startup_profiles (total_investment);
CREATE INDEX startup_profiles_founded_on ON startup_profiles (founded_on);

CREATE TABLE startup_shareholders (
    id BIGSERIAL PRIMARY KEY,
    company_id BIGINT NOT NULL REFERENCES startup_profiles (company_id) ON DELETE CASCADE,
    position INT NOT NULL,
    name TEXT NOT NULL,
    stock_kind TEXT NOT NULL CHECK (stock_kind IN ('common', 'preferred', 'rcps')),
    stock_count BIGINT NOT NULL CHECK (stock_count >= 0),
    stock_amount BIGINT NOT NULL CHECK (stock_amount >= 0),
    UNIQUE (company_id, position)
);

CREATE TABLE startup_balance_sheets (
    company_id BIGINT NOT NULL REFERENCES startup_profiles (company_id) ON DELETE CASCADE,
    year INT NOT NULL CHECK (year BETWEEN 1900 AND 2200),
    cash BIGINT,
    receivables BIGINT,
    inventory BIGINT,
    tangible_assets BIGINT,
    intangible_assets BIGINT,
    investment_assets BIGINT,
    other_assets BIGINT,
    total_assets BIGINT,
    current_liabilities BIGINT,
    long_term_liabilities BIGINT,
    total_liabilities BIGINT,
    capital_stock BIGINT,
    total_equity BIGINT,
    PRIMARY KEY (company_id, year)
);

CREATE TABLE startup_income_statements (
    company_id BIGINT NOT NULL REFERENCES startup_profiles (company_id) ON DELETE CASCADE,
    year INT NOT NULL CHECK (year BETWEEN 1900 AND 2200),
    sales BIGINT,
    cost_of_sales BIGINT,
    gross_profit BIGINT,
    operating_expenses BIGINT,
    operating_profit BIGINT,
    non_operating_income BIGINT,
    non_operating_expenses BIGINT,
    ordinary_profit BIGINT,
    cash_flow BIGINT,
    retained_earnings BIGINT,
    corporate_tax BIGINT,
    net_income BIGINT,
    PRIMARY KEY (company_id, year)
);

CREATE TABLE startup_incubations (
    id BIGSERIAL PRIMARY KEY,
    company_id BIGINT NOT NULL REFERENCES startup_profiles (company_id) ON DELETE CASCADE,
    incubator_name TEXT NOT NULL,
    started_on DATE
);
CREATE INDEX startup_incubations_company ON startup_incubations (company_id);

-- The profile's copy of the latest reported year's sales.
CREATE FUNCTION startup_latest_sales_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    cid BIGINT := COALESCE(NEW.company_id, OLD.company_id);
BEGIN
    UPDATE startup_profiles p
    SET latest_sales_year = l.year, latest_sales = l.sales
    FROM (SELECT NULL::int AS year, NULL::bigint AS sales) AS nothing
    LEFT JOIN LATERAL (
        SELECT s.year, s.sales FROM startup_income_statements s
        WHERE s.company_id = cid ORDER BY s.year DESC LIMIT 1
    ) l ON true
    WHERE p.company_id = cid;
    RETURN NULL;
END $$;
CREATE TRIGGER startup_income_statements_latest
    AFTER INSERT OR UPDATE OR DELETE ON startup_income_statements
    FOR EACH ROW EXECUTE FUNCTION startup_latest_sales_sync();

-- The profile's "was incubated" flag.
CREATE FUNCTION startup_incubated_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    cid BIGINT := COALESCE(NEW.company_id, OLD.company_id);
BEGIN
    UPDATE startup_profiles p
    SET incubated = EXISTS (SELECT 1 FROM startup_incubations i WHERE i.company_id = cid)
    WHERE p.company_id = cid;
    RETURN NULL;
END $$;
CREATE TRIGGER startup_incubations_flag
    AFTER INSERT OR UPDATE OR DELETE ON startup_incubations
    FOR EACH ROW EXECUTE FUNCTION startup_incubated_sync();

-- The profile's copy of the company name, for the name index.
CREATE FUNCTION startup_name_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE startup_profiles SET name = NEW.name WHERE company_id = NEW.id AND name IS DISTINCT FROM NEW.name;
    RETURN NULL;
END $$;
CREATE TRIGGER companies_startup_name
    AFTER UPDATE OF name ON companies
    FOR EACH ROW EXECUTE FUNCTION startup_name_sync();

CREATE FUNCTION startup_profile_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    SELECT c.name INTO NEW.name FROM companies c WHERE c.id = NEW.company_id;
    RETURN NEW;
END $$;
CREATE TRIGGER startup_profiles_name
    BEFORE INSERT ON startup_profiles
    FOR EACH ROW EXECUTE FUNCTION startup_profile_name();
