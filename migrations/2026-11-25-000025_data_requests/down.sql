DELETE FROM mail_outbox WHERE mailing_id IS NULL;
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_one_source;
ALTER TABLE mail_outbox DROP COLUMN data_request_target_id;
ALTER TABLE mail_outbox DROP COLUMN prepared;
ALTER TABLE mail_outbox ALTER COLUMN mailing_id SET NOT NULL;
DROP TABLE startup_quarterly_figures;
DROP TABLE data_request_answers;
DROP TABLE data_request_targets;
DROP TABLE data_requests;
