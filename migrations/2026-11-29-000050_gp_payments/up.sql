-- The GPs pay in like everyone (issue 40): a payment is an applicant's or a GP seat's (0 the
-- managing GP, k the k-th co-GP in the union's order), and a distribution's share names the seat
-- it went to. union::capital decides; this only stores.
ALTER TABLE capital_payments ALTER COLUMN applicant_id DROP NOT NULL;
ALTER TABLE capital_payments ADD COLUMN gp_seat INT;
ALTER TABLE capital_payments ADD CONSTRAINT capital_payments_one_payer
    CHECK (num_nonnulls(applicant_id, gp_seat) = 1 AND (gp_seat IS NULL OR gp_seat >= 0));

ALTER TABLE distribution_shares ADD COLUMN gp_seat INT;
UPDATE distribution_shares SET gp_seat = 0 WHERE role = 'managing_gp';
UPDATE distribution_shares s SET gp_seat = x.seat
FROM (SELECT distribution_id, position,
             row_number() OVER (PARTITION BY distribution_id ORDER BY position) AS seat
      FROM distribution_shares WHERE role = 'co_gp') x
WHERE s.distribution_id = x.distribution_id AND s.position = x.position;
ALTER TABLE distribution_shares ADD CONSTRAINT distribution_shares_one_holder
    CHECK ((role = 'limited') = (applicant_id IS NOT NULL) AND (role = 'limited') = (gp_seat IS NULL));

-- Until now the GPs' stakes were taken as paid whenever anything was paid. Where a union has
-- payments, the GPs keep that money as recorded payments: the whole commitment of a lump-sum
-- union, and each call's share of it (the running total rounded down, as union::capital::call_share)
-- for every call something was paid on, dated with the first payment on it.
WITH seats AS (
    SELECT u.id AS union_id, u.company_id, 0 AS seat, (u.unit_price * u.gp_unit_count) AS commitment
    FROM unions u WHERE COALESCE(u.gp_unit_count, 0) > 0
    UNION ALL
    SELECT g.union_id, u.company_id, g.position + 1, g.amount
    FROM union_co_gps g JOIN unions u ON u.id = g.union_id WHERE g.amount > 0
),
lump AS (
    SELECT p.union_id, min(p.paid_on) AS first_on
    FROM capital_payments p JOIN unions u ON u.id = p.union_id
    WHERE u.payment_method = '1' AND p.applicant_id IS NOT NULL
    GROUP BY p.union_id
),
calls AS (
    SELECT c.id, c.union_id, c.percent,
           COALESCE(sum(c.percent) OVER (PARTITION BY c.union_id ORDER BY c.number
                                         ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before,
           (SELECT min(p.paid_on) FROM capital_payments p WHERE p.call_id = c.id) AS first_on
    FROM capital_calls c
)
INSERT INTO capital_payments (company_id, union_id, gp_seat, call_id, paid_on, amount, note)
SELECT s.company_id, s.union_id, s.seat, NULL, l.first_on, s.commitment, '이전 기록에서 옮김 (업무집행조합원 출자)'
FROM seats s JOIN lump l ON l.union_id = s.union_id
UNION ALL
SELECT s.company_id, s.union_id, s.seat, c.id, c.first_on,
       (floor(s.commitment::numeric * (c.before + c.percent) / 100) - floor(s.commitment::numeric * c.before / 100))::int8,
       '이전 기록에서 옮김 (업무집행조합원 출자)'
FROM seats s JOIN calls c ON c.union_id = s.union_id
WHERE c.first_on IS NOT NULL
  AND floor(s.commitment::numeric * (c.before + c.percent) / 100) > floor(s.commitment::numeric * c.before / 100);

CREATE INDEX capital_payments_gp ON capital_payments (union_id, gp_seat) WHERE gp_seat IS NOT NULL;
