-- A send repeated with the same Idempotency-Key answers with the first mailing only when it is
-- the same request; the digest of what was asked (union, kind, reply-to, recipients; see
-- NewMailing::request_signature) tells a retry from a different send under a reused key.
ALTER TABLE mailings ADD COLUMN request_digest TEXT;
