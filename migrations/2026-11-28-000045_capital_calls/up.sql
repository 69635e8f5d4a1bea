-- Money in (issue 21): capital calls of 수시납/분할납 unions and every payment members make.
-- An applicant's paid amount is the sum of their payments; status P follows from them
-- (union::capital). created_by / recorded_by are NULL on rows this migration carried over.
CREATE TABLE capital_calls (
    id          BIGSERIAL PRIMARY KEY,
    company_id  BIGINT NOT NULL REFERENCES companies (id),
    union_id    BIGINT NOT NULL REFERENCES unions (id),
    number      INT NOT NULL CHECK (number >= 1),
    due_on      DATE NOT NULL,
    percent     INT NOT NULL CHECK (percent BETWEEN 1 AND 100),
    note        TEXT NOT NULL DEFAULT '',
    created_by  BIGINT REFERENCES users (id),
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (union_id, number)
);

CREATE TABLE capital_payments (
    id           BIGSERIAL PRIMARY KEY,
    company_id   BIGINT NOT NULL REFERENCES companies (id),
    union_id     BIGINT NOT NULL REFERENCES unions (id),
    applicant_id BIGINT NOT NULL REFERENCES applicants (id),
    call_id      BIGINT REFERENCES capital_calls (id),
    paid_on      DATE NOT NULL,
    amount       BIGINT NOT NULL CHECK (amount > 0),
    note         TEXT NOT NULL DEFAULT '',
    recorded_by  BIGINT REFERENCES users (id),
    recorded_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX capital_payments_union ON capital_payments (union_id, applicant_id);
CREATE INDEX capital_payments_call ON capital_payments (call_id);

-- Members already marked paid keep their money: a 수시납/분할납 union with paid members gets one
-- call of 100%, and each paid member one payment of the commitment, dated when they became P.
INSERT INTO capital_calls (company_id, union_id, number, due_on, percent, note)
SELECT u.company_id, u.id, 1, COALESCE(u.due_date, u.recruitment_end_date), 100, '이전 납입완료 기록에서 옮김'
FROM unions u
WHERE u.payment_method IN ('2', '3')
  AND EXISTS (SELECT 1 FROM applicants a WHERE a.union_id = u.id AND a.status IN ('P', 'F') AND a.deleted_at IS NULL);

INSERT INTO capital_payments (company_id, union_id, applicant_id, call_id, paid_on, amount, note)
SELECT a.company_id, a.union_id, a.id, c.id,
       COALESCE((SELECT max(s.changed_at)::date FROM applicant_status_changes s
                 WHERE s.applicant_id = a.id AND s.to_status = 'P'), a.updated_at::date),
       a.amount, '이전 납입완료 기록에서 옮김'
FROM applicants a
JOIN unions u ON u.id = a.union_id
LEFT JOIN capital_calls c ON c.union_id = u.id AND c.number = 1
WHERE a.status IN ('P', 'F') AND a.deleted_at IS NULL AND a.amount > 0;
