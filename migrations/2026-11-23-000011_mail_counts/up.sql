-- The send history shows sent and failed counts per mailing. Counting them from the outbox read
-- every recipient row of every mailing on the page (69 requests/s on a page of 10,000-recipient
-- sends); the mailing now carries the counts, kept by a trigger as each row's delivery ends
-- (queued = recipient_count - sent - failed). Only the final transitions fire it, once per mail.
ALTER TABLE mailings
    ADD COLUMN sent_count   INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN failed_count INTEGER NOT NULL DEFAULT 0;

UPDATE mailings m
SET sent_count = c.sent, failed_count = c.failed
FROM (
    SELECT mailing_id,
           count(*) FILTER (WHERE status = 'sent') AS sent,
           count(*) FILTER (WHERE status = 'failed') AS failed
    FROM mail_outbox GROUP BY mailing_id
) c
WHERE c.mailing_id = m.id;

CREATE FUNCTION mailing_count_delivery() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE mailings
    SET sent_count = sent_count + (NEW.status = 'sent')::int,
        failed_count = failed_count + (NEW.status = 'failed')::int
    WHERE id = NEW.mailing_id;
    RETURN NULL;
END $$;

CREATE TRIGGER mail_outbox_delivery_counts AFTER UPDATE OF status ON mail_outbox
    FOR EACH ROW WHEN (OLD.status IN ('queued', 'sending') AND NEW.status IN ('sent', 'failed'))
    EXECUTE FUNCTION mailing_count_delivery();
