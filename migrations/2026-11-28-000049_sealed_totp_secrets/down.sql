-- Sealed secrets cannot be read by the code from before: those users enrol again.
ALTER TABLE two_factor_secrets DROP COLUMN sealed;
