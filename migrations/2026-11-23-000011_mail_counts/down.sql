DROP TRIGGER mail_outbox_delivery_counts ON mail_outbox;
DROP FUNCTION mailing_count_delivery();
ALTER TABLE mailings DROP COLUMN sent_count, DROP COLUMN failed_count;
