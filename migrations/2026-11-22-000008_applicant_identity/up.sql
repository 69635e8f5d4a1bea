-- What the investment proof certificate prints about a member besides name and figures. Of a
-- person's resident registration number only the birth date and gender digit are kept
-- ('800101-1******'); a corporation keeps its business number.
ALTER TABLE applicants
    ADD COLUMN registration_number TEXT NOT NULL DEFAULT '',
    ADD COLUMN address TEXT NOT NULL DEFAULT '';
