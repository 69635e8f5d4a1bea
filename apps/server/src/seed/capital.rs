//! The demo's money in: the 수시납/분할납 unions' calls, and members paying the first call (or
//! the lump sum) from the bank statement, every third in two parts; in the 수시납 union some
//! members who sent their papers paid part of the first call after its due date, or nothing.

use capital::book::{call_share, Payer};
use capital::{CallDraft, CapitalCallId, CapitalWrite, PaymentDraft};
use chrono::{Days, NaiveDate};
use kernel::{Actor, Won};
use union::{ApplicantId, UnionId};

use super::data::UnionSpec;
use crate::state::AppState;

/// A union's calls: (month, day) due in 2026 and percent.
fn calls_of(spec: &UnionSpec) -> &'static [((u32, u32), i32)] {
    match spec.payment_method {
        "3" => &[((10, 31), 50), ((12, 31), 30)],
        "2" => &[((11, 15), 30), ((12, 20), 40)],
        _ => &[],
    }
}

fn day((m, d): (u32, u32)) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, d).unwrap_or_default()
}

/// A union and the calls its members pay against, in number order.
pub struct SeededCalls {
    union: UnionId,
    spec: &'static UnionSpec,
    ids: Vec<CapitalCallId>,
    first_percent: Option<i32>,
    first_due: Option<NaiveDate>,
}

/// Issues the union's calls (none for a lump-sum union).
pub async fn issue(
    state: &AppState,
    actor: &Actor,
    union: UnionId,
    spec: &'static UnionSpec,
) -> anyhow::Result<SeededCalls> {
    for (i, (due, percent)) in calls_of(spec).iter().enumerate() {
        let note = if i == 0 { "결성 시 납입분" } else { "투자 집행 일정에 맞춘 요청" };
        let draft = CallDraft { due_on: Some(day(*due)), percent: Some(*percent), note: Some(note.into()) };
        state.capital.write(actor, union, &CapitalWrite::IssueCall(draft)).await?;
    }
    let view = state.capital.view(actor, union).await?;
    Ok(SeededCalls {
        union,
        spec,
        ids: view.calls.iter().map(|c| c.call.id).collect(),
        first_percent: view.calls.first().map(|c| c.call.percent),
        first_due: view.calls.first().map(|c| c.call.due_on),
    })
}

/// Each GP pays its first call (or its whole commitment) from its own account three days after
/// the recruitment opens.
pub async fn pay_gps(state: &AppState, actor: &Actor, calls: &SeededCalls) -> anyhow::Result<()> {
    let view = state.capital.view(actor, calls.union).await?;
    let on =
        day(calls.spec.recruitment.0).checked_add_days(Days::new(3)).unwrap_or_default().min(state.formation.today());
    for p in view.positions.iter().filter(|p| matches!(p.member.payer, Payer::Gp(_))) {
        let Some(first) = p.shares.first().filter(|s| s.outstanding().get() > 0) else { continue };
        let draft = PaymentDraft {
            payer: p.member.payer,
            call: first.call,
            paid_on: Some(on),
            amount: Some(first.outstanding().get()),
            note: Some("업무집행조합원 출자금 납입".into()),
        };
        state.capital.write(actor, calls.union, &CapitalWrite::Pay(draft)).await?;
    }
    Ok(())
}

/// The `i`th member pays `share` of their first call (100 = all of it, which makes them
/// 납입완료); every third pays it in two parts a week apart.
pub async fn pay_first(
    state: &AppState,
    actor: &Actor,
    calls: &SeededCalls,
    member: (ApplicantId, Won),
    i: usize,
    share: i64,
) -> anyhow::Result<()> {
    let (applicant, commitment) = member;
    let spec = calls.spec;
    let due = calls.first_percent.map_or(commitment, |p| call_share(commitment, 0, p));
    let amount = due.get() * share / 100;
    let today = state.formation.today();
    let start = day(spec.recruitment.0);
    let last = calls.first_due.unwrap_or_else(|| day(spec.recruitment.1)).min(today);
    let span = u64::try_from((last - start).num_days()).unwrap_or(0).max(1);
    let on = |offset: u64| start.checked_add_days(Days::new(offset % span)).unwrap_or(start).min(today);
    let first_on = on(u64::try_from(i).unwrap_or(0) * 3);
    let parts: Vec<(NaiveDate, i64)> = if i.is_multiple_of(3) && amount >= 2 {
        let later = first_on.checked_add_days(Days::new(7)).unwrap_or(first_on).min(today);
        vec![(first_on, amount / 2), (later, amount - amount / 2)]
    } else {
        vec![(first_on, amount)]
    };
    for (paid_on, amount) in parts.into_iter().filter(|(_, a)| *a > 0) {
        let draft = PaymentDraft {
            payer: Payer::Applicant(applicant),
            call: calls.ids.first().copied(),
            paid_on: Some(paid_on),
            amount: Some(amount),
            note: Some(if i.is_multiple_of(2) { "은행 입금 확인".into() } else { String::new() }),
        };
        state.capital.write(actor, calls.union, &CapitalWrite::Pay(draft)).await?;
    }
    Ok(())
}

/// A distribution: (month, day) in 2026, kind, total and note.
type SeededDistribution = ((u32, u32), &'static str, i64, &'static str);

/// Money out in the formed union (그린에너지 5호): a gain from a partial exit, announced to the
/// members, and a first return of capital not announced yet; the forming one (딥테크 4호) has
/// a small dividend.
pub async fn distribute(state: &AppState, actor: &Actor, unions: &[super::seeded::SeededUnion]) -> anyhow::Result<()> {
    let plans: [(&str, &[SeededDistribution]); 2] = [
        (
            "데모 그린에너지 5호 개인투자조합",
            &[
                ((9, 30), "profit", 18_000_000, "㈜그린셀 구주 일부 매각 차익"),
                ((11, 20), "capital_return", 30_000_000, "㈜솔라웨이 회수금 중 원금"),
            ],
        ),
        ("데모 딥테크 4호 조합", &[((10, 31), "profit", 4_500_000, "㈜딥비전 배당금")]),
    ];
    let today = state.formation.today();
    for (name, entries) in plans {
        let Some(u) = unions.iter().find(|u| u.spec.name == name) else { continue };
        for (i, (on, kind, total, note)) in entries.iter().enumerate() {
            let draft = capital::DistributionDraft {
                paid_on: Some(day(*on).min(today)),
                kind: Some((*kind).into()),
                total: Some(*total),
                note: Some((*note).into()),
            };
            let written = state.capital.write(actor, u.id, &CapitalWrite::Distribute(draft)).await?;
            if let (0, Some(id)) = (i, written.distribution) {
                state.notices.send(actor, u.id, id).await?;
            }
        }
    }
    Ok(())
}

/// The formed union, whose members have tax papers.
fn formed(unions: &[super::seeded::SeededUnion]) -> Option<&super::seeded::SeededUnion> {
    unions.iter().find(|u| u.spec.name == "데모 그린에너지 5호 개인투자조합")
}

/// Resident numbers (made up, well-formed) for most individual members of the unions that have
/// papers: the formed personal union (its investments) and the venture union (its members'
/// payments, 10% each), so their 출자확인서 print in full; a few are left for the GP to enter.
pub async fn resident_numbers(
    state: &AppState,
    actor: &Actor,
    unions: &[super::seeded::SeededUnion],
) -> anyhow::Result<()> {
    let with_papers = ["데모 그린에너지 5호 개인투자조합", "데모 딥테크 4호 조합"];
    for (k, u) in unions.iter().filter(|u| with_papers.contains(&u.spec.name)).enumerate() {
        let paid = u.applicants.iter().filter(|a| !a.corporate && a.status.is_paid());
        for (i, a) in paid.enumerate().filter(|(i, _)| i % 5 != 4) {
            let n = u32::try_from(i + k * 100).unwrap_or(0);
            let number = format!(
                "{:02}{:02}{:02}-{}{:06}",
                70 + n % 25,
                1 + n % 12,
                1 + n % 28,
                1 + n % 2,
                (100_000 + n * 7_919) % 1_000_000
            );
            state.tax_papers.set_resident_number(actor, u.id, a.id, &number).await?;
        }
    }
    Ok(())
}

/// The formed union's papers of its latest investment year, already mailed once: the tax
/// section shows when they went (after the ledger, which holds the investments).
pub async fn mail_tax_papers(
    state: &AppState,
    actor: &Actor,
    unions: &[super::seeded::SeededUnion],
) -> anyhow::Result<()> {
    let Some(u) = formed(unions) else { return Ok(()) };
    if let Some(year) = state.tax_papers.year(actor, u.id, None).await?.year {
        state.tax_paper_mail.send(actor, u.id, year).await?;
    }
    Ok(())
}
