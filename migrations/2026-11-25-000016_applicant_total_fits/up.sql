-- A union's applied amounts are summed in union_applicant_stats (per status) and read as one
-- 64-bit total. Each application's amount is checked before it is written; the sums were not,
-- so enough huge applications made the write fail as an internal error ("bigint out of
-- range"). The stats function now refuses such a write as a named check, which the adapter
-- turns into the domain's "amount too large" refusal, and the whole write is undone.
CREATE OR REPLACE FUNCTION applicant_stats_add(sign INT, rows_json JSONB) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO union_applicant_stats AS s (union_id, status, applicant_count, amount)
    SELECT (r->>'union_id')::bigint, r->>'status', sign * count(*), sign * sum((r->>'amount')::bigint)
    FROM jsonb_array_elements(rows_json) AS r
    WHERE r->>'deleted_at' IS NULL
    GROUP BY 1, 2
    ON CONFLICT (union_id, status) DO UPDATE
        SET applicant_count = s.applicant_count + EXCLUDED.applicant_count,
            amount = s.amount + EXCLUDED.amount;
    IF sign > 0 AND EXISTS (
        SELECT 1 FROM union_applicant_stats s
        WHERE s.union_id IN (SELECT DISTINCT (r->>'union_id')::bigint FROM jsonb_array_elements(rows_json) AS r)
        GROUP BY s.union_id
        HAVING sum(s.amount) > 9223372036854775807
    ) THEN
        RAISE EXCEPTION 'a union''s applied amounts would not fit in 64 bits'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'union_applied_total_fits';
    END IF;
EXCEPTION WHEN numeric_value_out_of_range THEN
    RAISE EXCEPTION 'a union''s applied amounts would not fit in 64 bits'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'union_applied_total_fits';
END $$;
