//! Benchmark data: unions holding given numbers of applicants, with Korean names, phones and
//! amounts, generated inside PostgreSQL (`generate_series`), so a million rows take seconds
//! rather than a million round trips. Used by `johap seed-bench`; never by the product.

use diesel::sql_types::{BigInt, Text};
use diesel::QueryableByName;
use diesel_async::{AsyncConnection, RunQueryDsl};

use crate::Pool;

#[derive(QueryableByName)]
struct Id {
    #[diesel(sql_type = BigInt)]
    id: i64,
}

const APPLICANTS_SQL: &str = "
INSERT INTO applicants (company_id, union_id, name, lp_type, unit_count, amount, phone, email, status, applied_at)
SELECT $1, $2,
       (ARRAY['김','이','박','최','정','강','조','윤','장','임','한','오','서','신','권','황','안','송','류','홍'])[1 + g % 20]
       || (ARRAY['민준','서연','도윤','지우','하준','서윤','시우','하은','주원','지유','예준','수아','지호','채원','준서','지민'])[1 + (g / 20) % 16],
       CASE WHEN g % 10 = 0 THEN 'corporate' ELSE 'individual' END,
       1 + g % 50,
       (1 + g % 50) * 1000000,
       '010' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
       'lp' || g || '@bench.kr',
       (ARRAY['R','C','S','P','F'])[1 + g % 5],
       now() - make_interval(mins => g::int)
FROM generate_series(1, $3::bigint) AS g";

/// For the firm of `ceo_email`, makes sure a union named `벤치 조합 {size}` with `size`
/// applicants exists for every size; returns `(size, union id)` pairs. Existing unions are reused.
///
/// # Errors
/// Any database failure, or no user with that e-mail.
pub async fn applicant_unions(pool: &Pool, ceo_email: &str, sizes: &[i64]) -> Result<Vec<(i64, i64)>, String> {
    run(pool, ceo_email, sizes).await.map_err(|e| e.to_string())
}

async fn run(pool: &Pool, ceo_email: &str, sizes: &[i64]) -> Result<Vec<(i64, i64)>, Box<dyn std::error::Error>> {
    let mut conn = pool.get().await?;
    let company: Id = diesel::sql_query("SELECT company_id AS id FROM users WHERE email = $1")
        .bind::<Text, _>(ceo_email)
        .get_result(&mut conn)
        .await?;
    let mut out = Vec::new();
    for &size in sizes {
        let name = format!("벤치 조합 {size}");
        let existing: Vec<Id> =
            diesel::sql_query("SELECT id FROM unions WHERE company_id = $1 AND name = $2 AND deleted_at IS NULL")
                .bind::<BigInt, _>(company.id)
                .bind::<Text, _>(&name)
                .load(&mut conn)
                .await?;
        let id = match <[Id]>::first(&existing) {
            Some(u) => u.id,
            // The union and its applicants appear together or not at all, so a rerun never
            // finds a union left half filled.
            None => {
                let company_id = company.id;
                conn.transaction(async |conn| {
                    let u: Id = diesel::sql_query(
                        "INSERT INTO unions (company_id, name, fund_type, unit_price, unit_count, payment_method,
                             recruitment_start_date, recruitment_end_date, status)
                         VALUES ($1, $2, '2', 1000000, $3, '1', CURRENT_DATE, CURRENT_DATE + 30, 'R') RETURNING id",
                    )
                    .bind::<BigInt, _>(company_id)
                    .bind::<Text, _>(&name)
                    .bind::<BigInt, _>(size * 30)
                    .get_result(conn)
                    .await?;
                    diesel::sql_query(APPLICANTS_SQL)
                        .bind::<BigInt, _>(company_id)
                        .bind::<BigInt, _>(u.id)
                        .bind::<BigInt, _>(size)
                        .execute(conn)
                        .await?;
                    Ok::<_, diesel::result::Error>(u.id)
                })
                .await?
            }
        };
        out.push((size, id));
    }
    diesel::sql_query("VACUUM ANALYZE applicants").execute(&mut conn).await?;
    Ok(out)
}
