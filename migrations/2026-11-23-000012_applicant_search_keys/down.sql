CREATE INDEX applicants_phone_trgm ON applicants USING gin (phone gin_trgm_ops) WITH (fastupdate = off);
DROP INDEX applicants_union_phone_trgm;
ALTER TABLE applicants ADD COLUMN search_bigrams TEXT[] NOT NULL
    GENERATED ALWAYS AS (text_bigrams(lower(name) || ' ' || email)) STORED;
CREATE INDEX applicants_search_bigrams ON applicants USING gin (search_bigrams) WITH (fastupdate = off);
DROP INDEX applicants_search_keys;
DROP FUNCTION applicant_search_keys(BIGINT, TEXT);
