-- A refreshed session carries the family of the login it came from (null: the session is the
-- family's first, its own id names it). A rotated token presented again ends the whole family
-- (RFC 9700 §4.14.2, refresh token reuse detection): whoever holds the successor may be the thief.
ALTER TABLE sessions ADD COLUMN family_id bigint;
CREATE INDEX sessions_family ON sessions (family_id) WHERE family_id IS NOT NULL;
