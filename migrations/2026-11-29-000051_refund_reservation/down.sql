DELETE FROM point_entries WHERE kind = 'refund_returned';
ALTER TABLE point_entries DROP CONSTRAINT point_entries_kind_check;
ALTER TABLE point_entries ADD CONSTRAINT point_entries_kind_check
    CHECK (kind IN ('charge', 'plan_grant', 'refund', 'spend'));
ALTER TABLE billing_orders DROP COLUMN refund_for_plan_change;
ALTER TABLE billing_orders DROP COLUMN refund_reserved_at;
