-- Refunds take their points back before the card is cancelled (issue 40): the points are
-- reserved (taken from the balance) when operator staff approve, and given back only when the
-- gateway says no. A plan change whose automatic refund of the old term failed waits on the
-- refunds desk like any request, marked as a plan change.
ALTER TABLE billing_orders ADD COLUMN refund_reserved_at TIMESTAMPTZ;
ALTER TABLE billing_orders ADD COLUMN refund_for_plan_change BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE point_entries DROP CONSTRAINT point_entries_kind_check;
ALTER TABLE point_entries ADD CONSTRAINT point_entries_kind_check
    CHECK (kind IN ('charge', 'plan_grant', 'refund', 'spend', 'refund_returned'));
