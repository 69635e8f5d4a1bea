-- Points are spent on data requests beyond the plan's monthly allowance (issue 20).
ALTER TABLE point_entries DROP CONSTRAINT point_entries_kind_check;
ALTER TABLE point_entries ADD CONSTRAINT point_entries_kind_check
    CHECK (kind IN ('charge', 'plan_grant', 'refund', 'spend'));
