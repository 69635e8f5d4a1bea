//! Benchmark data: unions holding given numbers of applicants, with Korean names, phones and
//! amounts, generated inside PostgreSQL (`generate_series`), so a million rows take seconds
//! rather than a million round trips. Used by `johap seed-bench`; never by the product.

use diesel::sql_types::{BigInt, Text};
use diesel::QueryableByName;
use diesel_async::{AsyncConnection, RunQueryDsl};

use db::Pool;

#[derive(QueryableByName)]
struct Id {
    #[diesel(sql_type = BigInt)]
    id: i64,
}

/// For the firm of `ceo_email`, makes sure a union named `벤치 조합 {size}` with `size`
/// applicants exists for every size (loaded by COPY, see [`crate::population`]); returns
/// `(size, union id)` pairs. Existing unions are reused.
///
/// # Errors
/// Any database failure, or no user with that e-mail.
pub async fn applicant_unions(
    pool: &Pool,
    url: &str,
    ceo_email: &str,
    sizes: &[i64],
) -> Result<Vec<(i64, i64)>, String> {
    run(pool, url, ceo_email, sizes).await.map_err(|e| e.to_string())
}

async fn run(
    pool: &Pool,
    url: &str,
    ceo_email: &str,
    sizes: &[i64],
) -> Result<Vec<(i64, i64)>, Box<dyn std::error::Error>> {
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
            None => {
                let count = u64::try_from(size).map_err(|_| format!("size {size}"))?;
                crate::population::union_with_applicants(url, company.id, &name, count).await?
            }
        };
        out.push((size, id));
    }
    diesel::sql_query("VACUUM ANALYZE applicants").execute(&mut conn).await?;
    Ok(out)
}

const LP_MEMBERS_SQL: &str = "
INSERT INTO lp_members (company_id, name, lp_type, phone, email, status, created_at)
SELECT $1,
       (ARRAY['김','이','박','최','정','강','조','윤','장','임'])[1 + g % 10]
       || (ARRAY['하늘','바다','나래','새봄','가람','누리','다온','라온'])[1 + (g / 10) % 8] || g,
       CASE WHEN g % 10 = 0 THEN 'corporate' ELSE 'individual' END,
       '010' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
       'lp' || g || '@bench-lp.kr',
       (ARRAY['W','N','N','N','S'])[1 + g % 5],
       now() - make_interval(mins => g::int)
FROM generate_series(1, $2::bigint) AS g";

/// For the firm of `ceo_email`: `lp_count` LP members (once), the first of them matched to the
/// applications of `match_union`, and a union `벤치 증빙 조합` of `evidence_members` paid members
/// named `조합원{n}` for the bulk confirmation upload. Returns the evidence union's id.
///
/// # Errors
/// Any database failure, or no user with that e-mail.
pub async fn lp_and_evidence(
    pool: &Pool,
    ceo_email: &str,
    lp_count: i64,
    match_union: i64,
    evidence_members: i64,
) -> Result<i64, String> {
    lp_run(pool, ceo_email, lp_count, match_union, evidence_members).await.map_err(|e| e.to_string())
}

async fn lp_run(
    pool: &Pool,
    ceo_email: &str,
    lp_count: i64,
    match_union: i64,
    evidence_members: i64,
) -> Result<i64, Box<dyn std::error::Error>> {
    let mut conn = pool.get().await?;
    let company: Id = diesel::sql_query("SELECT company_id AS id FROM users WHERE email = $1")
        .bind::<Text, _>(ceo_email)
        .get_result(&mut conn)
        .await?;
    let company_id = company.id;
    let evidence = conn
        .transaction(async |conn| {
            let have: Vec<Id> = diesel::sql_query("SELECT id FROM lp_members WHERE company_id = $1 LIMIT 1")
                .bind::<BigInt, _>(company_id)
                .load(conn)
                .await?;
            if have.is_empty() {
                diesel::sql_query(LP_MEMBERS_SQL).bind::<BigInt, _>(company_id).bind::<BigInt, _>(lp_count).execute(conn).await?;
                // Without fresh statistics the planner takes the new LPs for a handful and
                // matches by a nested loop: minutes instead of half a second.
                diesel::sql_query("ANALYZE lp_members").execute(conn).await?;
                // LP n applied as applicant n of the small union (their e-mails share the number).
                diesel::sql_query(
                    "UPDATE applicants a SET lp_member_id = m.id FROM lp_members m
                     WHERE a.union_id = $1 AND m.company_id = $2
                       AND m.email = replace(a.email, '@bench.kr', '@bench-lp.kr')",
                )
                .bind::<BigInt, _>(match_union)
                .bind::<BigInt, _>(company_id)
                .execute(conn)
                .await?;
            }
            let existing: Vec<Id> =
                diesel::sql_query("SELECT id FROM unions WHERE company_id = $1 AND name = '벤치 증빙 조합' AND deleted_at IS NULL")
                    .bind::<BigInt, _>(company_id)
                    .load(conn)
                    .await?;
            if let Some(u) = <[Id]>::first(&existing) {
                return Ok::<_, diesel::result::Error>(u.id);
            }
            let u: Id = diesel::sql_query(
                "INSERT INTO unions (company_id, name, fund_type, unit_price, unit_count, payment_method,
                     recruitment_start_date, recruitment_end_date, status)
                 VALUES ($1, '벤치 증빙 조합', '2', 1000000, $2, '1', CURRENT_DATE, CURRENT_DATE + 30, 'F') RETURNING id",
            )
            .bind::<BigInt, _>(company_id)
            .bind::<BigInt, _>(evidence_members * 10)
            .get_result(conn)
            .await?;
            diesel::sql_query(
                "INSERT INTO applicants (company_id, union_id, name, lp_type, unit_count, amount, status, registration_number, address)
                 SELECT $1, $2, '조합원' || g, 'individual', 10, 10000000, 'P', '800101-1******', '서울특별시 강남구 테헤란로 ' || g
                 FROM generate_series(1, $3::bigint) AS g",
            )
            .bind::<BigInt, _>(company_id)
            .bind::<BigInt, _>(u.id)
            .bind::<BigInt, _>(evidence_members)
            .execute(conn)
            .await?;
            Ok(u.id)
        })
        .await?;
    diesel::sql_query("VACUUM ANALYZE lp_members").execute(&mut conn).await?;
    Ok(evidence)
}
