//! `johap seed-bench`: the benchmark firm (through the real join service, so its login works)
//! and its unions of given sizes (generated in the database by `benchdata`).

use auth::{AuthError, AuthService, CompanyChoice, JoinRequest};

use crate::seed::DEMO_PASSWORD;

pub const BENCH_CEO_EMAIL: &str = "bench@johap.kr";

/// LP members of the bench firm (the first ones matched to the smallest union's applicants).
pub const BENCH_LP_MEMBERS: i64 = 10_000;
/// Paid members of the evidence union, one per PDF of the bulk upload run.
pub const BENCH_EVIDENCE_MEMBERS: i64 = 500;

/// Creates (once) the bench firm and one union per size; returns `(size, union id)` pairs.
///
/// # Errors
/// Any database or service failure.
pub async fn seed_bench(
    auth: &AuthService,
    pool: &db::Pool,
    url: &str,
    sizes: &[i64],
) -> anyhow::Result<Vec<(i64, i64)>> {
    let join = JoinRequest {
        user_type: "investor".into(),
        email: BENCH_CEO_EMAIL.into(),
        password: DEMO_PASSWORD.into(),
        name: "벤치대표".into(),
        phone: "010-9999-0000".into(),
        form_type: "enterprise".into(),
        investor_type: Some("C".into()),
        agree_terms: true,
        agree_privacy: true,
        company: Some(CompanyChoice::New {
            name: "벤치투자파트너스".into(),
            business_number: "119-81-00001".into(),
            ceo_name: "벤치대표".into(),
        }),
    };
    match auth.join(join).await {
        Ok(_) | Err(AuthError::EmailTaken | AuthError::BusinessNumberTaken) => {}
        Err(e) => return Err(e.into()),
    }
    benchdata::unions::applicant_unions(pool, url, BENCH_CEO_EMAIL, sizes).await.map_err(anyhow::Error::msg)
}

/// Creates (once) the bench firm's LP members and its evidence union; returns that union's id.
///
/// # Errors
/// Any database failure.
pub async fn seed_bench_lps(pool: &db::Pool, small_union: i64) -> anyhow::Result<i64> {
    benchdata::unions::lp_and_evidence(pool, BENCH_CEO_EMAIL, BENCH_LP_MEMBERS, small_union, BENCH_EVIDENCE_MEMBERS)
        .await
        .map_err(anyhow::Error::msg)
}

/// Creates (once) the other firms of the benchmark database at `scale` (1: 1,000 firms, 10,000
/// unions, 1,000,000 applicants, 100,000 LP members), loaded with COPY.
///
/// # Errors
/// Any database failure.
pub async fn seed_population(url: &str, scale: f64) -> anyhow::Result<benchdata::population::Population> {
    benchdata::population::seed_population(url, BENCH_CEO_EMAIL, scale).await.map_err(anyhow::Error::msg)
}

/// Adds (once) `count` startups with three years of figures for the search and profile
/// benchmarks; returns how many there are.
///
/// # Errors
/// Any database failure.
pub async fn seed_startups(url: &str, count: i64) -> anyhow::Result<i64> {
    benchdata::startups::seed_startups(url, count).await.map_err(anyhow::Error::msg)
}

/// Unions of the bench firm's investment ledger and investments each (issue 18's report budget:
/// 200 investments across 20 unions).
pub const BENCH_LEDGER_UNIONS: i64 = 20;
pub const BENCH_LEDGER_PER_UNION: i64 = 10;

/// Adds (once) the bench firm's investment ledger over the bench startups; returns how many
/// investments it holds.
///
/// # Errors
/// Any database failure.
pub async fn seed_ledger(pool: &db::Pool) -> anyhow::Result<i64> {
    benchdata::ledger::seed_ledger(pool, BENCH_CEO_EMAIL, BENCH_LEDGER_UNIONS, BENCH_LEDGER_PER_UNION)
        .await
        .map_err(anyhow::Error::msg)
}
