ALTER TABLE applicants DROP COLUMN address, DROP COLUMN registration_number;
