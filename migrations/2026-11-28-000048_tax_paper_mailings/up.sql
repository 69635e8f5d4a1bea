-- The tax papers by mail (issue 21): each send of a year's 출자확인서, so the GP sees when they
-- went out and to how many; the mails themselves are prepared rows of mail_outbox.
CREATE TABLE tax_paper_mailings (
    id            BIGSERIAL PRIMARY KEY,
    company_id    BIGINT NOT NULL REFERENCES companies (id),
    union_id      BIGINT NOT NULL REFERENCES unions (id),
    year          INT NOT NULL,
    mails         INT NOT NULL CHECK (mails > 0),
    without_email INT NOT NULL CHECK (without_email >= 0),
    sent_by       BIGINT REFERENCES users (id),
    sent_at       TIMESTAMPTZ NOT NULL
);
CREATE INDEX tax_paper_mailings_union_year ON tax_paper_mailings (union_id, year, sent_at DESC);
