CREATE OR REPLACE FUNCTION applicant_stats_add(sign INT, rows_json JSONB) RETURNS void LANGUAGE sql AS $$
    INSERT INTO union_applicant_stats AS s (union_id, status, applicant_count, amount)
    SELECT (r->>'union_id')::bigint, r->>'status', sign * count(*), sign * sum((r->>'amount')::bigint)
    FROM jsonb_array_elements(rows_json) AS r
    WHERE r->>'deleted_at' IS NULL
    GROUP BY 1, 2
    ON CONFLICT (union_id, status) DO UPDATE
        SET applicant_count = s.applicant_count + EXCLUDED.applicant_count,
            amount = s.amount + EXCLUDED.amount;
$$;
