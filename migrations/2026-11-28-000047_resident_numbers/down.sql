ALTER TABLE applicants DROP COLUMN resident_number_sealed;
