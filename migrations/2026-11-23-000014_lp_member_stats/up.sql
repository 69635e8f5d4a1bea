-- The LP list counted the firm's live LP rows on every page (1.6 ms for 10,000 LPs, the most
-- of the list's database work): the counts per firm and status are kept here instead, by
-- statement triggers in the writer's transaction, as union_applicant_stats does for unions.
-- A search still counts its matches.
CREATE TABLE lp_member_stats (
    company_id   BIGINT NOT NULL REFERENCES companies (id),
    status       TEXT NOT NULL,
    member_count BIGINT NOT NULL,
    PRIMARY KEY (company_id, status)
);

-- Adds the live rows of `rows_json` (sign +1) or removes them (sign -1), per firm and status.
CREATE FUNCTION lp_member_stats_add(sign INT, rows_json JSONB) RETURNS void LANGUAGE sql AS $$
    INSERT INTO lp_member_stats AS s (company_id, status, member_count)
    SELECT (r->>'company_id')::bigint, r->>'status', sign * count(*)
    FROM jsonb_array_elements(rows_json) AS r
    WHERE r->>'deleted_at' IS NULL
    GROUP BY 1, 2
    ON CONFLICT (company_id, status) DO UPDATE SET member_count = s.member_count + EXCLUDED.member_count;
$$;

-- One function for the three triggers: an update takes the old rows out and puts the new ones
-- in; PL/pgSQL plans a statement when it first runs, so the branch for the transition table a
-- trigger lacks is never planned.
CREATE FUNCTION lp_member_stats_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM lp_member_stats_add(-1, (SELECT coalesce(jsonb_agg(jsonb_build_object(
            'company_id', company_id, 'status', status, 'deleted_at', deleted_at)), '[]') FROM old_rows));
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM lp_member_stats_add(1, (SELECT coalesce(jsonb_agg(jsonb_build_object(
            'company_id', company_id, 'status', status, 'deleted_at', deleted_at)), '[]') FROM new_rows));
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER lp_members_stats_insert AFTER INSERT ON lp_members
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_member_stats_after_change();
CREATE TRIGGER lp_members_stats_delete AFTER DELETE ON lp_members
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_member_stats_after_change();
CREATE TRIGGER lp_members_stats_update AFTER UPDATE ON lp_members
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_member_stats_after_change();

INSERT INTO lp_member_stats (company_id, status, member_count)
SELECT company_id, status, count(*) FROM lp_members WHERE deleted_at IS NULL GROUP BY 1, 2;
