ALTER TABLE startup_profiles
    ADD COLUMN search_bigrams TEXT[] NOT NULL GENERATED ALWAYS AS (text_bigrams(lower(name))) STORED;
CREATE INDEX startup_profiles_search_bigrams ON startup_profiles USING gin (search_bigrams) WITH (fastupdate = off);
CREATE INDEX startup_profiles_industry ON startup_profiles (industry, name);
CREATE INDEX startup_profiles_region ON startup_profiles (region, name);
ALTER TABLE startup_profiles DROP COLUMN search_keys;
