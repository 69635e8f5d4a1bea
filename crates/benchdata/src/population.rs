//! The benchmark's population, loaded with COPY: at scale 1, 1,000 firms each with a CEO, 10
//! unions and 100 LP members, and 1,000,000 applicants spread unevenly over the 10,000 unions
//! (Korean names, phones, e-mails, amounts, statuses). The benchmark firm's own unions (the
//! applicant-list scaling series) are loaded the same way, by [`copy_applicants`].
//!
//! COPY goes through tokio-postgres (diesel_async has no COPY): rows are generated here and
//! streamed in 1 MB chunks, so memory stays flat whatever the scale.

use bytes::Bytes;
use futures_util::SinkExt;
use tokio_postgres::{Client, NoTls, Transaction};

/// Firms, unions per firm, applicants and LP members at scale 1.
pub const FIRMS: f64 = 1_000.0;
pub const UNIONS_PER_FIRM: i64 = 10;
pub const APPLICANTS: f64 = 1_000_000.0;
pub const LPS_PER_FIRM: i64 = 100;
/// The population's firms are named `{POPULATION_PREFIX} n`.
const POPULATION_PREFIX: &str = "모집단투자";

const SURNAMES: [&str; 20] = [
    "김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신", "권", "황", "안", "송", "류",
    "홍",
];
const GIVEN: [&str; 24] = [
    "민준", "서연", "도윤", "지우", "하준", "서윤", "시우", "하은", "주원", "지유", "예준", "수아", "지호", "채원",
    "준서", "지민", "현우", "다은", "건우", "예린", "우진", "소율", "선우", "하린",
];
const STATUSES: [&str; 5] = ["R", "C", "S", "P", "F"];

/// The server's own message when there is one ("db error" alone says nothing).
fn err(e: tokio_postgres::Error) -> String {
    e.as_db_error().map_or_else(|| e.to_string(), |d| format!("{}: {}", d.code().code(), d.message()))
}

async fn connect(url: &str) -> Result<Client, String> {
    let (client, connection) = tokio_postgres::connect(url, NoTls).await.map_err(err)?;
    tokio::spawn(async move {
        if let Err(e) = connection.await {
            tracing::warn!(error = %e, "bench COPY connection");
        }
    });
    Ok(client)
}

/// Streams `rows` (COPY text format, one line each) into `copy` (`COPY t (…) FROM STDIN`).
async fn copy_in(tx: &Transaction<'_>, copy: &str, rows: impl Iterator<Item = String>) -> Result<u64, String> {
    let sink = tx.copy_in::<_, Bytes>(copy).await.map_err(err)?;
    futures_util::pin_mut!(sink);
    let mut buf = String::with_capacity(1 << 20);
    for row in rows {
        buf.push_str(&row);
        buf.push('\n');
        if buf.len() >= 1 << 20 {
            sink.send(Bytes::from(std::mem::take(&mut buf))).await.map_err(err)?;
        }
    }
    if !buf.is_empty() {
        sink.send(Bytes::from(buf)).await.map_err(err)?;
    }
    sink.finish().await.map_err(err)
}

/// A cheap deterministic mix of `n` (so reruns generate the same people).
fn mix(n: u64) -> u64 {
    let mut x = n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 31;
    x.wrapping_mul(0xBF58_476D_1CE4_E5B9) ^ (x >> 29)
}

fn pick<'a>(list: &[&'a str], n: u64) -> &'a str {
    list[(n % list.len() as u64) as usize]
}

/// One applicant row of `union` in `company`, numbered `n` (which picks the person).
fn applicant_row(company: i64, union: i64, n: u64, domain: &str) -> String {
    let r = mix(n);
    let name = format!("{}{}", pick(&SURNAMES, r), pick(&GIVEN, r >> 8));
    let lp_type = if r.is_multiple_of(10) { "corporate" } else { "individual" };
    let units = 1 + (r >> 16) % 50;
    let phone = format!("010{:08}", (r >> 24) % 100_000_000);
    let status = pick(&STATUSES, r >> 40);
    let minutes = (r >> 44) % 525_600;
    format!(
        "{company}\t{union}\t{name}\t{lp_type}\t{units}\t{}\t{phone}\tlp{n}@{domain}\t{status}\t{}",
        units * 1_000_000,
        applied_at(minutes),
    )
}

/// A timestamp `minutes` before 2026-11-01 in COPY's text form.
fn applied_at(minutes: u64) -> String {
    let base =
        chrono::DateTime::parse_from_rfc3339("2026-11-01T00:00:00+09:00").map(|d| d.to_utc()).unwrap_or_default();
    (base - chrono::TimeDelta::minutes(i64::try_from(minutes).unwrap_or(0))).to_rfc3339()
}

/// The applicants' GIN indexes, kept with `fastupdate = off` so reads never scan a pending list.
/// Inserting into them entry by entry is what makes a bulk load slow, so during a load they take
/// the pending list and merge it in bulk at the end (and go back to `off`).
const APPLICANT_GIN_INDEXES: [&str; 2] = ["applicants_search_keys", "applicants_union_phone_trgm"];

/// Turns the pending list of the applicants' GIN indexes on for a bulk load in `tx`.
async fn begin_bulk_load(tx: &Transaction<'_>) -> Result<(), String> {
    let mut sql = String::from("SET LOCAL gin_pending_list_limit = '1GB'; SET LOCAL maintenance_work_mem = '512MB';");
    for index in APPLICANT_GIN_INDEXES {
        sql.push_str(&format!(" ALTER INDEX {index} SET (fastupdate = on);"));
    }
    tx.batch_execute(&sql).await.map_err(err)
}

/// Merges the pending lists into the indexes and turns them off again, in `tx`.
async fn end_bulk_load(tx: &Transaction<'_>) -> Result<(), String> {
    let mut sql = String::new();
    for index in APPLICANT_GIN_INDEXES {
        sql.push_str(&format!(
            "SELECT gin_clean_pending_list('{index}'::regclass); ALTER INDEX {index} SET (fastupdate = off); "
        ));
    }
    tx.batch_execute(&sql).await.map_err(err)
}

const APPLICANT_COLUMNS: &str =
    "COPY applicants (company_id, union_id, name, lp_type, unit_count, amount, phone, email, status, applied_at) FROM STDIN";

/// Creates the union `name` of `company` with `count` applicants loaded by COPY, in one
/// transaction (a rerun never finds it half filled); returns its id.
///
/// # Errors
/// Any database failure.
pub async fn union_with_applicants(url: &str, company: i64, name: &str, count: u64) -> Result<i64, String> {
    let mut client = connect(url).await?;
    let tx = client.transaction().await.map_err(err)?;
    let units = i64::try_from(count).unwrap_or(i64::MAX / 30).saturating_mul(30);
    let union: i64 = tx
        .query_one(
            "INSERT INTO unions (company_id, name, fund_type, unit_price, unit_count, payment_method, \
                                 recruitment_start_date, recruitment_end_date, status) \
             VALUES ($1, $2, '2', 1000000, $3, '1', CURRENT_DATE, CURRENT_DATE + 30, 'R') RETURNING id",
            &[&company, &name, &units],
        )
        .await
        .map_err(err)?
        .get(0);
    begin_bulk_load(&tx).await?;
    copy_in(&tx, APPLICANT_COLUMNS, (1..=count).map(|n| applicant_row(company, union, n, "bench.kr"))).await?;
    end_bulk_load(&tx).await?;
    tx.commit().await.map_err(err)?;
    Ok(union)
}

/// What [`seed_population`] found or made.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Population {
    pub firms: i64,
    pub unions: i64,
    pub applicants: i64,
    pub lp_members: i64,
    /// False when the population was already there.
    pub created: bool,
}

/// Creates (once) the population at `scale`, with the bench firm's CEO password hash for every
/// population CEO (nobody logs in as them; the rows are there to be realistic in size).
///
/// # Errors
/// Any database failure, or no user `ceo_email` to copy the account fields from.
pub async fn seed_population(url: &str, ceo_email: &str, scale: f64) -> Result<Population, String> {
    let mut client = connect(url).await?;
    let existing: i64 = client
        .query_one("SELECT count(*) FROM companies WHERE name LIKE $1", &[&format!("{POPULATION_PREFIX} %")])
        .await
        .map_err(err)?
        .get(0);
    let firms = ((FIRMS * scale).round() as i64).max(1);
    if existing > 0 {
        return counts(&client, false).await;
    }
    let total_applicants = (APPLICANTS * scale).round() as u64;
    // All or nothing: a rerun after a failure starts from scratch, never from half a population.
    let tx = client.transaction().await.map_err(err)?;
    tx.execute(
        "INSERT INTO companies (kind, name, ceo_name, investor_type) \
             SELECT 'investor', $1 || ' ' || g, '대표' || g, CASE WHEN g % 5 = 0 THEN 'P' ELSE 'C' END \
             FROM generate_series(1, $2::bigint) g",
        &[&POPULATION_PREFIX, &firms],
    )
    .await
    .map_err(err)?;
    tx.execute(
        "INSERT INTO users (email, password_hash, name, phone, user_type, member_type, form_type, company_id, \
                                company_role, group_status, verified) \
             SELECT 'ceo' || c.id || '@pop.bench.kr', b.password_hash, c.ceo_name, '01000000000', b.user_type, \
                    b.member_type, b.form_type, c.id, 'ceo', 'c', true \
             FROM companies c, (SELECT * FROM users WHERE email = $2) b WHERE c.name LIKE $1",
        &[&format!("{POPULATION_PREFIX} %"), &ceo_email],
    )
    .await
    .map_err(err)?;
    tx.execute(
        "INSERT INTO unions (company_id, name, fund_type, unit_price, unit_count, payment_method, \
                                 recruitment_start_date, recruitment_end_date, status) \
             SELECT c.id, split_part(c.name, ' ', 2) || '호 ' || g || '번 조합', (1 + g % 2)::text, 1000000, 500, \
                    (1 + g % 3)::text, DATE '2026-01-01' + (g * 20)::int, DATE '2026-01-01' + (g * 20)::int + 30, \
                    (ARRAY['R','S','C','F','A','E'])[1 + g % 6] \
             FROM companies c, generate_series(1, $2::bigint) g WHERE c.name LIKE $1",
        &[&format!("{POPULATION_PREFIX} %"), &UNIONS_PER_FIRM],
    )
    .await
    .map_err(err)?;
    let unions: Vec<(i64, i64)> = tx
        .query(
            "SELECT u.id, u.company_id FROM unions u JOIN companies c ON c.id = u.company_id \
             WHERE c.name LIKE $1 ORDER BY u.id",
            &[&format!("{POPULATION_PREFIX} %")],
        )
        .await
        .map_err(err)?
        .iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect();
    // Uneven sizes (from a fifth to nearly twice the mean), summing to the total.
    let weights: Vec<u64> = (0..unions.len() as u64).map(|i| 20 + mix(i) % 160).collect();
    let sum: u64 = weights.iter().sum::<u64>().max(1);
    let mut n = 0u64;
    let rows = unions.iter().zip(&weights).flat_map(move |(&(union, company), &w)| {
        let size = total_applicants * w / sum;
        (0..size).map(move |i| (union, company, i))
    });
    let applicant_rows = rows.map(move |(union, company, _)| {
        n += 1;
        applicant_row(company, union, n, "pop.bench.kr")
    });
    begin_bulk_load(&tx).await?;
    copy_in(&tx, APPLICANT_COLUMNS, applicant_rows).await?;
    end_bulk_load(&tx).await?;
    let firm_ids: Vec<i64> = tx
        .query("SELECT id FROM companies WHERE name LIKE $1 ORDER BY id", &[&format!("{POPULATION_PREFIX} %")])
        .await
        .map_err(err)?
        .iter()
        .map(|r| r.get(0))
        .collect();
    let lp_rows = firm_ids.into_iter().flat_map(|company| {
        (0..LPS_PER_FIRM).map(move |i| {
            let r = mix((company as u64) << 20 | i as u64);
            let name = format!("{}{}", pick(&SURNAMES, r), pick(&GIVEN, r >> 8));
            let status = pick(&["W", "N", "N", "N", "S"], r >> 16);
            format!(
                "{company}\t{name}\tindividual\t010{:08}\tlp{i}@f{company}.pop.bench.kr\t{status}",
                (r >> 24) % 100_000_000
            )
        })
    });
    copy_in(&tx, "COPY lp_members (company_id, name, lp_type, phone, email, status) FROM STDIN", lp_rows).await?;
    tx.commit().await.map_err(err)?;
    client.batch_execute("ANALYZE companies, users, unions, applicants, lp_members").await.map_err(err)?;
    counts(&client, true).await
}

async fn counts(client: &Client, created: bool) -> Result<Population, String> {
    let row = client
        .query_one(
            "SELECT (SELECT count(*) FROM companies WHERE kind = 'investor'), (SELECT count(*) FROM unions), \
                    (SELECT count(*) FROM applicants), (SELECT count(*) FROM lp_members)",
            &[],
        )
        .await
        .map_err(err)?;
    Ok(Population { firms: row.get(0), unions: row.get(1), applicants: row.get(2), lp_members: row.get(3), created })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_copy_text_with_korean_names_and_stable_across_runs() {
        let a = applicant_row(3, 7, 42, "bench.kr");
        assert_eq!(a, applicant_row(3, 7, 42, "bench.kr"));
        let cols: Vec<&str> = a.split('\t').collect();
        assert_eq!(cols.len(), 10, "{a}");
        assert_eq!((cols[0], cols[1]), ("3", "7"));
        assert!(SURNAMES.iter().any(|s| cols[2].starts_with(s)), "{}", cols[2]);
        let units: i64 = cols[4].parse().unwrap();
        assert_eq!(cols[5].parse::<i64>().unwrap(), units * 1_000_000);
        assert!(cols[6].starts_with("010") && cols[6].len() == 11);
        assert_eq!(cols[7], "lp42@bench.kr");
        assert!(STATUSES.contains(&cols[8]));
        assert!(chrono::DateTime::parse_from_rfc3339(cols[9]).is_ok(), "{}", cols[9]);
    }
}
