ALTER TABLE users DROP COLUMN withdrawal_reason, DROP COLUMN withdrawn_at;
