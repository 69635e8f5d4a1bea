DROP TABLE two_factor_recovery_codes;
DROP TABLE two_factor_secrets;
ALTER TABLE companies DROP COLUMN two_factor_required;
ALTER TABLE users DROP COLUMN two_factor_enabled;
