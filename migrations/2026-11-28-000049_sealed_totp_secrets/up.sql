-- TOTP secrets kept sealed (AES-256-GCM, key outside the database): rows from before are marked
-- clear, and the server seals them when it starts (db::PgTwoFactor::seal_clear_secrets).
ALTER TABLE two_factor_secrets ADD COLUMN sealed BOOLEAN NOT NULL DEFAULT false;
