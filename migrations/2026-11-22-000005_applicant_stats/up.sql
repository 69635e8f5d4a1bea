-- The apply tab must not scan a union's applicants on every page view: per-status counts and
-- amounts are kept in union_applicant_stats by statement triggers (any write path keeps them
-- right, in the writer's transaction), and search goes through trigram indexes.
CREATE TABLE union_applicant_stats (
    union_id        BIGINT NOT NULL REFERENCES unions (id),
    status          TEXT NOT NULL,
    applicant_count BIGINT NOT NULL,
    amount          BIGINT NOT NULL,
    PRIMARY KEY (union_id, status)
);

-- Adds the live rows of `rows` (sign +1) or removes them (sign -1), grouped per union and status.
CREATE FUNCTION applicant_stats_add(sign INT, rows_json JSONB) RETURNS void LANGUAGE sql AS $$
    INSERT INTO union_applicant_stats AS s (union_id, status, applicant_count, amount)
    SELECT (r->>'union_id')::bigint, r->>'status', sign * count(*), sign * sum((r->>'amount')::bigint)
    FROM jsonb_array_elements(rows_json) AS r
    WHERE r->>'deleted_at' IS NULL
    GROUP BY 1, 2
    ON CONFLICT (union_id, status) DO UPDATE
        SET applicant_count = s.applicant_count + EXCLUDED.applicant_count,
            amount = s.amount + EXCLUDED.amount;
$$;

CREATE FUNCTION applicant_stats_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM applicant_stats_add(1, (SELECT coalesce(jsonb_agg(jsonb_build_object(
        'union_id', union_id, 'status', status, 'amount', amount, 'deleted_at', deleted_at)), '[]') FROM new_rows));
    RETURN NULL;
END $$;

CREATE FUNCTION applicant_stats_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM applicant_stats_add(-1, (SELECT coalesce(jsonb_agg(jsonb_build_object(
        'union_id', union_id, 'status', status, 'amount', amount, 'deleted_at', deleted_at)), '[]') FROM old_rows));
    RETURN NULL;
END $$;

CREATE FUNCTION applicant_stats_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM applicant_stats_add(-1, (SELECT coalesce(jsonb_agg(jsonb_build_object(
        'union_id', union_id, 'status', status, 'amount', amount, 'deleted_at', deleted_at)), '[]') FROM old_rows));
    PERFORM applicant_stats_add(1, (SELECT coalesce(jsonb_agg(jsonb_build_object(
        'union_id', union_id, 'status', status, 'amount', amount, 'deleted_at', deleted_at)), '[]') FROM new_rows));
    RETURN NULL;
END $$;

CREATE TRIGGER applicants_stats_insert AFTER INSERT ON applicants
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION applicant_stats_after_insert();
CREATE TRIGGER applicants_stats_delete AFTER DELETE ON applicants
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION applicant_stats_after_delete();
CREATE TRIGGER applicants_stats_update AFTER UPDATE ON applicants
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION applicant_stats_after_update();

INSERT INTO union_applicant_stats (union_id, status, applicant_count, amount)
SELECT union_id, status, count(*), sum(amount) FROM applicants WHERE deleted_at IS NULL GROUP BY 1, 2;

-- Search: names and e-mails in one lower-cased text (matched with LIKE, which is much cheaper
-- than ILIKE on two columns). Korean names are two or three syllables, so trigrams cannot serve
-- the most common searches ('김서', '서연'); the text's distinct two-character pieces are indexed
-- instead (GIN on an array: exact pieces, no text-search parser), and LIKE rechecks the order.
-- Phones are digits; three or more of them go through a trigram index. Both GIN indexes skip
-- the pending list (fastupdate off): a bulk import costs a little more, but a search never has
-- to read a long unmerged list, so its latency does not depend on when VACUUM last ran.
CREATE FUNCTION text_bigrams(t TEXT) RETURNS TEXT[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(array_agg(DISTINCT substr(t, i, 2)), '{}')
    FROM generate_series(1, char_length(t) - 1) AS i
$$;
ALTER TABLE applicants
    ADD COLUMN search_text TEXT NOT NULL GENERATED ALWAYS AS (lower(name) || ' ' || email) STORED,
    ADD COLUMN search_bigrams TEXT[] NOT NULL
        GENERATED ALWAYS AS (text_bigrams(lower(name) || ' ' || email)) STORED;
CREATE INDEX applicants_search_bigrams ON applicants USING gin (search_bigrams) WITH (fastupdate = off);
CREATE INDEX applicants_phone_trgm ON applicants USING gin (phone gin_trgm_ops) WITH (fastupdate = off);
DROP INDEX applicants_name_trgm;
