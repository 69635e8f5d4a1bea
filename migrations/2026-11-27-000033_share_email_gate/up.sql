-- The e-mail gate (issue 19, beyond the spec as Papermark and DocSend do): a link may ask who
-- reads it. The reader proves an address with a six-digit code mailed to it (only the code's
-- SHA-256, salted with the link and the address, is kept; ten minutes, five tries, used once);
-- the visit keeps the address for the GP's view log and the PDFs' watermark.
ALTER TABLE share_links ADD COLUMN require_email BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE share_visits ADD COLUMN viewer_email TEXT;

CREATE TABLE share_email_codes (
    id         BIGSERIAL PRIMARY KEY,
    link_id    BIGINT NOT NULL REFERENCES share_links (id),
    email      TEXT NOT NULL,
    code_hash  BYTEA NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL,
    tries      INT NOT NULL DEFAULT 0,
    used_at    TIMESTAMPTZ
);
-- The newest code per address, and the sending limits (per address, per link).
CREATE INDEX share_email_codes_link_idx ON share_email_codes (link_id, email, created_at DESC);
CREATE INDEX share_email_codes_sent_idx ON share_email_codes (link_id, created_at);
