//! `johap seed-demo`: the demo firm 데모투자파트너스 with realistic Korean data on every built
//! screen (six unions in different statuses, a few hundred applicants with their history,
//! documents, evidence, LPs and groups, a send history, an LP login) and forty startups with
//! three years of figures, created through the
//! product's own services so it obeys the same rules as user data. Deterministic; a second run
//! changes nothing; `johap seed-demo --reset` deletes the demo firms and seeds again.

mod accounts;
mod billing;
mod capital;
mod data;
mod files;
mod firm;
mod formation;
mod ledger;
mod lp;
mod mail;
mod portfolios;
mod reports;
mod requests;
mod seeded;
mod startups;
mod support;
mod tasks;
mod unions;
mod upkeep;

use crate::state::AppState;

/// Password of every demo account (README.md lists the logins).
pub const DEMO_PASSWORD: &str = "johap1234!";
pub const DEMO_CEO_EMAIL: &str = "demo@johap.kr";
pub const DEMO_FIRM: &str = "데모투자파트너스";
/// The demo LP's login (내 출자).
pub const DEMO_LP_EMAIL: &str = "lp@johap.kr";
/// The logins whose firms `--reset` deletes.
const DEMO_OWNERS: &[&str] = &[DEMO_CEO_EMAIL, "startup@johap.kr", "other@johap.kr", "checker@johap.kr", DEMO_LP_EMAIL];

/// Seeds the demo unless its logins exist. Returns whether it created anything.
///
/// # Errors
/// When a service call fails (what was created before stays; `--reset` starts over).
pub async fn seed_demo(state: &AppState) -> anyhow::Result<bool> {
    // Startups are shared data, not the demo firm's: added (once) even when the firm exists.
    let startups = startups::seed(state).await?;
    let Some(accounts) = accounts::seed_accounts(&state.auth).await? else { return Ok(false) };
    let actor = accounts.ceo.actor();
    firm::seed(state, &actor).await?;
    let checker = accounts.checker.actor();
    support::seed(state, checker, accounts.checker.user.email.as_str(), &actor, &accounts.analyst.actor()).await?;
    support::seed_waiting(state, checker).await?;
    billing::seed(state, &actor).await?;
    support::seed_messages(state, &actor, &accounts.analyst.actor(), &accounts.startup.actor()).await?;
    startups::seed_notes(state, actor, &startups).await?;
    upkeep::seed(state, &accounts, &startups).await?;
    requests::seed(state, &accounts, &startups).await?;
    let t = std::time::Instant::now();
    let unions = unions::seed(state, &actor).await?;
    tracing::debug!(seconds = t.elapsed().as_secs_f64(), "demo unions");
    lp::seed(state, &actor, &unions).await?;
    lp::seed_lp_account(state, &actor, &unions).await?;
    tracing::debug!(seconds = t.elapsed().as_secs_f64(), "demo LPs");
    mail::seed(state, &actor, &unions).await?;
    formation::seed(state, &actor, &unions).await?;
    capital::distribute(state, &actor, &unions).await?;
    capital::resident_numbers(state, &actor, &unions).await?;
    unions::move_unions(state, &actor, &unions).await?;
    ledger::seed(state, &actor, &unions, &startups).await?;
    capital::mail_tax_papers(state, &actor, &unions).await?;
    reports::seed(state, &actor, &unions).await?;
    let first_union = unions.first().map(|u| u.id.0).ok_or_else(|| anyhow::anyhow!("no demo union"))?;
    tasks::seed(state, &actor, &accounts.analyst.actor(), first_union).await?;
    let shared = portfolios::seed(state, &actor, &startups).await?;
    tracing::info!(path = %shared, "demo portfolio shared");
    tracing::debug!(seconds = t.elapsed().as_secs_f64(), "demo mail and moves");
    Ok(true)
}

/// Deletes the demo firms (and their logins, data and stored files) so the next seed starts
/// from nothing. Returns how many firms it deleted.
///
/// # Errors
/// Storage failures; then nothing is deleted.
pub async fn reset_demo(state: &AppState) -> anyhow::Result<usize> {
    let n = db::demo::delete_firms(&state.pool, DEMO_OWNERS).await.map_err(anyhow::Error::msg)?;
    // The deleted files' keys are pending and stale now: remove their bytes.
    kernel::files::sweep(state.files.as_ref(), state.pending_objects.as_ref(), chrono::Utc::now())
        .await
        .map_err(anyhow::Error::msg)?;
    Ok(n)
}
