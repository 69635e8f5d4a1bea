-- Search inside one union, whatever the size of the table. The name/e-mail pieces and the phone
-- trigrams were indexed for the whole table, so a search in one union read the piece's matches in
-- every union, or ANDed them with the union's (or the firm's) index: 18 ms for '김서' in a union of
-- 100,000 among 2.1 M applicants, 500 ms in the bench firm's union of 1,000,000 (benchmarks.md).
--
-- Names and e-mails: the two-character pieces are keyed by union ('3:김서'), so the index returns
-- exactly the union's matches. An expression index: nothing is stored in the table for it.
CREATE FUNCTION applicant_search_keys(union_id BIGINT, search_text TEXT) RETURNS TEXT[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(array_agg(DISTINCT union_id || ':' || substr(search_text, i, 2)), '{}')
    FROM generate_series(1, char_length(search_text) - 1) AS i
$$;
CREATE INDEX applicants_search_keys ON applicants
    USING gin (applicant_search_keys(union_id, search_text)) WITH (fastupdate = off);
DROP INDEX applicants_search_bigrams;
ALTER TABLE applicants DROP COLUMN search_bigrams;

-- Phones: trigrams of the digits, led by the union (btree_gin), one index answering both. Keying
-- the trigrams by union as above would be exact too, but makes an index six times the size
-- (nine keys per phone, most unique within a small union).
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX applicants_union_phone_trgm ON applicants
    USING gin (union_id, phone gin_trgm_ops) WITH (fastupdate = off);
DROP INDEX applicants_phone_trgm;
