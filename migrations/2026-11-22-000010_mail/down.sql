DROP TABLE mail_outbox;
DROP TABLE mailings;
DROP TABLE union_bank_accounts;
