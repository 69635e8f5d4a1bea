DELETE FROM point_entries WHERE kind = 'spend';
ALTER TABLE point_entries DROP CONSTRAINT point_entries_kind_check;
ALTER TABLE point_entries ADD CONSTRAINT point_entries_kind_check CHECK (kind IN ('charge', 'plan_grant', 'refund'));
