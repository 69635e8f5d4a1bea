-- The tax papers (issue 21) print an individual member's full resident registration number. It
-- is kept sealed (AES-256-GCM, the key outside the database: storage::FileKeySealer); the clear
-- column registration_number keeps only the masked form (800101-1******).
ALTER TABLE applicants ADD COLUMN resident_number_sealed BYTEA;
