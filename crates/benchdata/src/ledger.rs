//! The investment ledger of the bench firm (issue 18): 20 unions `벤치 투자조합 {n}`, each with
//! 10 investments in bench startups (some startups held by several unions), later rounds of
//! half the startups, recoveries and valuations, so a firm-wide report covers 200 investments
//! across 20 unions with every kind of row. Generated in SQL in one transaction, once.

use diesel::sql_types::{BigInt, Text};
use diesel::{QueryResult, QueryableByName};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};

use db::Pool;

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

const UNIONS_SQL: &str = "
INSERT INTO unions (company_id, name, fund_type, unit_price, unit_count, payment_method, lead_fund_manager,
                    recruitment_start_date, recruitment_end_date, status)
SELECT $1, '벤치 투자조합 ' || u, '2', 1000000, 500, '1',
       (ARRAY['김도윤', '이서연', '박지호', '최하은'])[1 + u % 4],
       DATE '2022-01-01' + (u * 10)::int, DATE '2022-02-01' + (u * 10)::int, 'F'
FROM generate_series(1, $2::bigint) u";

/// Union u buys startup (7u + 13k) mod 150 + 1 for k = 1..per_union: distinct within a union,
/// shared across unions. CREATE TABLE AS takes no parameters: `{firm}`, `{unions}` and
/// `{per_union}` are formatted in (integers).
const INVESTMENTS_SQL: &str = "
CREATE TEMP TABLE bench_inv ON COMMIT DROP AS
SELECT un.id AS union_id, c.id AS startup_id, u, k, DATE '2022-03-01' + ((u * 17 + k * 29) % 900)::int AS on_day,
       (1000 + (u * k) % 9 * 500)::bigint AS shares, (5000 + ((u + k) % 20) * 1000)::bigint AS price
FROM generate_series(1, {unions}) u
CROSS JOIN generate_series(1, {per_union}) k
JOIN unions un ON un.company_id = {firm} AND un.name = '벤치 투자조합 ' || u AND un.deleted_at IS NULL
JOIN companies c ON c.kind = 'startup' AND c.business_number = '999' || lpad(((u * 7 + k * 13) % 150 + 1)::text, 7, '0')";

const ROWS_SQL: &str = "
INSERT INTO investments (company_id, union_id, startup_id, contracted_on, registered_on, invested_on, stock_kind,
                         shares, price_per_share, amount, face_value, shares_before, shares_after)
SELECT $1, union_id, startup_id, on_day - 10, on_day + 14, on_day,
       (ARRAY['상환전환우선주', '보통주', '전환우선주'])[1 + k % 3], shares, price, shares * price, 500,
       100000, 100000 + shares
FROM bench_inv;
INSERT INTO funding_rounds (company_id, startup_id, round_on, investor, stock_kind, shares, price_per_share, amount,
                            shares_after)
SELECT $1, startup_id, max(on_day) + 200, '후속투자사 ' || startup_id % 40, '상환전환우선주', 20000,
       8000 + (startup_id % 30) * 1000, 20000 * (8000 + (startup_id % 30) * 1000), 200000
FROM bench_inv WHERE startup_id % 2 = 0 GROUP BY startup_id;
INSERT INTO recoveries (company_id, union_id, startup_id, recovered_on, shares_sold, received)
SELECT $1, union_id, startup_id, on_day + 400, shares / 2, shares / 2 * price * 2
FROM bench_inv WHERE k = 1 AND u % 3 = 0;
INSERT INTO valuations (company_id, startup_id, valued_on, price_per_share, basis)
SELECT DISTINCT $1::bigint, startup_id, DATE '2026-06-30', (startup_id % 7) * 2000, '벤치 평가: 최근 거래 사례'
FROM bench_inv WHERE startup_id % 5 = 0;";

/// For the firm of `ceo_email`, makes sure `unions` bench investment unions with `per_union`
/// investments each exist (needs the bench startups); returns how many investments they hold.
///
/// # Errors
/// Any database failure, or no user with that e-mail.
pub async fn seed_ledger(pool: &Pool, ceo_email: &str, unions: i64, per_union: i64) -> Result<i64, String> {
    run(pool, ceo_email, unions, per_union).await.map_err(|e| e.to_string())
}

async fn bench_investments(conn: &mut AsyncPgConnection, firm: i64) -> QueryResult<i64> {
    let c: Count = diesel::sql_query(
        "SELECT count(*) AS n FROM investments i JOIN unions u ON u.id = i.union_id
         WHERE i.company_id = $1 AND u.name LIKE '벤치 투자조합 %' AND u.deleted_at IS NULL",
    )
    .bind::<BigInt, _>(firm)
    .get_result(conn)
    .await?;
    Ok(c.n)
}

async fn run(pool: &Pool, ceo_email: &str, unions: i64, per_union: i64) -> Result<i64, Box<dyn std::error::Error>> {
    let mut conn = pool.get().await?;
    let n = conn
        .transaction(async |conn| {
            let firm: Count = diesel::sql_query("SELECT company_id AS n FROM users WHERE email = $1")
                .bind::<Text, _>(ceo_email)
                .get_result(conn)
                .await?;
            let have = bench_investments(conn, firm.n).await?;
            if have > 0 {
                return Ok::<_, diesel::result::Error>(have);
            }
            diesel::sql_query(UNIONS_SQL).bind::<BigInt, _>(firm.n).bind::<BigInt, _>(unions).execute(conn).await?;
            let temp = INVESTMENTS_SQL
                .replace("{firm}", &firm.n.to_string())
                .replace("{unions}", &unions.to_string())
                .replace("{per_union}", &per_union.to_string());
            diesel::sql_query(temp).execute(conn).await?;
            for statement in ROWS_SQL.split(';').filter(|s| !s.trim().is_empty()) {
                diesel::sql_query(statement).bind::<BigInt, _>(firm.n).execute(conn).await?;
            }
            bench_investments(conn, firm.n).await
        })
        .await?;
    Ok(n)
}
