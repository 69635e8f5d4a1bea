DROP INDEX capital_payments_gp;
DELETE FROM capital_payments WHERE gp_seat IS NOT NULL;
ALTER TABLE capital_payments DROP CONSTRAINT capital_payments_one_payer;
ALTER TABLE capital_payments DROP COLUMN gp_seat;
ALTER TABLE capital_payments ALTER COLUMN applicant_id SET NOT NULL;
ALTER TABLE distribution_shares DROP CONSTRAINT distribution_shares_one_holder;
ALTER TABLE distribution_shares DROP COLUMN gp_seat;
