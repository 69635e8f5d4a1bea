//! The demo's six unions: applicants in every status with their history, documents in every
//! category of the data tab, and investment evidence for the members who paid.

use chrono::NaiveDate;
use futures_util::{StreamExt, TryStreamExt};
use kernel::Actor;
use union::validate::{CoGpDraft, UnionDraft};
use union::{ApplicantDraft, ApplicantFilter, ApplicantStatus, EvidenceKind, FileCategory, UnionStatus};

use super::capital;
use super::data::{self, Dice, UnionSpec};
use super::seeded::{SeededApplicant, SeededUnion};
use crate::state::AppState;

fn day(month: u32, d: u32) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(2026, month, d)
}

fn draft(spec: &UnionSpec) -> UnionDraft {
    let ((sm, sd), (em, ed)) = spec.recruitment;
    UnionDraft {
        name: Some(spec.name.into()),
        fund_type: Some(spec.fund_type.into()),
        base_rate: Some(rust_decimal::Decimal::new(8, 0)),
        unit_price: Some(spec.unit_price),
        unit_count: Some(spec.unit_count),
        payment_method: Some(spec.payment_method.into()),
        lead_fund_manager: Some(spec.manager.into()),
        gp_name: Some("데모투자파트너스".into()),
        gp_unit_count: Some(gp_units(spec)),
        management_fee: Some(rust_decimal::Decimal::new(20, 1)),
        management_fee_text: Some("연 2.0% (결성총액 기준)".into()),
        success_fee_text: Some("기준수익률 8% 초과분의 20%".into()),
        duration_start_date: day(em, ed),
        duration_end_date: NaiveDate::from_ymd_opt(2034, em, ed),
        investment_start_date: day(em, ed),
        investment_end_date: NaiveDate::from_ymd_opt(2029, em, ed),
        recruitment_start_date: day(sm, sd),
        recruitment_end_date: day(em, ed),
        note: Some(format!("{} 결성을 위한 조합원 모집", spec.name)),
        has_co_gp: !spec.co_gps.is_empty(),
        co_gps: spec
            .co_gps
            .iter()
            .map(|(name, units)| CoGpDraft { company_name: Some((*name).into()), unit_count: Some(*units) })
            .collect(),
        ..UnionDraft::default()
    }
}

/// A Korean person or corporation with a phone and (mostly) an e-mail address, applying for
/// about `mean_units` units (a corporation for twice as many).
fn person(dice: &mut Dice, n: usize, mean_units: usize) -> (ApplicantDraft, bool) {
    let corporate = dice.below(10) == 0;
    let (s, g) = (dice.below(data::SURNAMES.len()), dice.below(data::GIVEN.len()));
    let (corporation, corporate_domain) = *dice.pick(data::CORPORATIONS);
    let name = if corporate { corporation.to_string() } else { format!("{}{}", data::SURNAMES[s], data::GIVEN[g]) };
    let email = if dice.below(20) == 0 {
        String::new()
    } else if corporate {
        format!("ir{}@{corporate_domain}", n % 97)
    } else {
        format!("{}.{}{}@{}", data::GIVEN_EN[g], data::SURNAMES_EN[s], n % 97, dice.pick(data::EMAIL_DOMAINS))
    };
    let phone = format!("010-{:04}-{:04}", 1000 + dice.below(9000), 1000 + dice.below(9000));
    let mean = if corporate { mean_units * 2 } else { mean_units }.max(1);
    let units = 1 + dice.below(2 * mean - 1);
    let draft = ApplicantDraft {
        name: Some(name),
        lp_type: Some(if corporate { "corporate" } else { "individual" }.into()),
        unit_count: Some(units as i64),
        phone: Some(phone),
        email: Some(email),
    };
    (draft, corporate)
}

/// Whether the `i`-th applicant pays something in: who ends paid (P, F), and in the 수시납
/// union every third who sent their papers (part of the first call).
fn pays(spec: &UnionSpec, i: usize) -> bool {
    let status = final_status(spec, i, spec.applicants);
    status.is_paid() || (status == ApplicantStatus::DocumentsSubmitted && spec.payment_method == "2" && i % 3 == 1)
}

/// Applications may exceed the union's units, its members may not (docs/decisions.md): the
/// units of those who will pay are trimmed, the largest first, until they fit beside the GPs'.
fn fit_paying_members(spec: &UnionSpec, rows: &mut [(u32, ApplicantDraft)]) {
    let co: i64 = spec.co_gps.iter().map(|(_, units)| units).sum();
    let room = spec.unit_count - gp_units(spec) - co;
    let paying: Vec<usize> = (0..rows.len()).filter(|i| pays(spec, *i)).collect();
    let units = |rows: &[(u32, ApplicantDraft)], i: usize| rows[i].1.unit_count.unwrap_or(1);
    while paying.iter().map(|i| units(rows, *i)).sum::<i64>() > room {
        let Some(&largest) = paying.iter().filter(|i| units(rows, **i) > 1).max_by_key(|i| units(rows, **i)) else {
            break;
        };
        rows[largest].1.unit_count = Some(units(rows, largest) - 1);
    }
}

/// The managing GP's units: above the law's stake (3% personal, 1% venture: docs/decisions.md),
/// as a GP keeps it.
fn gp_units(spec: &UnionSpec) -> i64 {
    (spec.unit_count * if spec.fund_type == "2" { 4 } else { 2 } / 100).max(1)
}

/// The status the `i`-th of `count` applicants ends in, by the spec's shares.
fn final_status(spec: &UnionSpec, i: usize, count: usize) -> ApplicantStatus {
    let total: usize = spec.statuses.iter().sum();
    let position = i * total / count.max(1);
    let mut acc = 0;
    for (share, status) in spec.statuses.iter().zip(ApplicantStatus::ALL) {
        acc += share;
        if position < acc {
            return status;
        }
    }
    ApplicantStatus::UnderReview
}

/// Creates the unions with their applicants (moved to their statuses one step at a time, as a
/// GP would), files and evidence; the unions' own status moves come last ([`move_unions`]).
pub async fn seed(state: &AppState, actor: &Actor) -> anyhow::Result<Vec<SeededUnion>> {
    let mut dice = Dice::new(20_261_124);
    let mut out = Vec::new();
    let mut n = 0;
    for spec in data::UNIONS {
        let union = state.unions.create(actor, &draft(spec)).await?;
        let mut rows = Vec::new();
        let mut corporate = Vec::new();
        // Applications add up to about `filled`% of the target.
        let mean_units = usize::try_from(spec.unit_count * spec.filled / 100).unwrap_or(1) / spec.applicants.max(1);
        for i in 0..spec.applicants {
            n += 1;
            let (d, c) = person(&mut dice, n, mean_units);
            rows.push((u32::try_from(i + 2).unwrap_or(u32::MAX), d));
            corporate.push(c);
        }
        fit_paying_members(spec, &mut rows);
        state.applicants.import(actor, union.id, &rows).await?;
        // The import keeps the sheet's order; the list is newest first.
        let mut added =
            state.applicants.export_batch(actor, union.id, &ApplicantFilter::default(), None, 10_000).await?;
        added.sort_by_key(|a| a.id);
        // Each applicant walks to its status one step at a time, as a GP moves them (eight at
        // once: the walks are independent, and the seed's time is mostly round trips).
        let calls = capital::issue(state, actor, union.id, spec).await?;
        let calls = &calls;
        // The GPs pay their part first, as the union's bank account opens.
        if spec.statuses[3] + spec.statuses[4] > 0 {
            capital::pay_gps(state, actor, calls).await?;
        }
        let walks = added.into_iter().enumerate().map(|(i, a)| {
            let target = final_status(spec, i, spec.applicants);
            let corporate = corporate.get(i).copied().unwrap_or(false);
            async move {
                let mut status = a.status;
                for next in ApplicantStatus::ALL.into_iter().skip(1) {
                    if status == target {
                        break;
                    }
                    if next == ApplicantStatus::Paid {
                        // The payments make the member 납입완료, as in the 출자금 tab.
                        capital::pay_first(state, actor, calls, (a.id, a.amount), i, 100).await?;
                    } else {
                        state.applicants.change_status(actor, union.id, a.id, next).await?;
                    }
                    status = next;
                }
                // In the 수시납 union, some who sent their papers paid part of the first call.
                if status == ApplicantStatus::DocumentsSubmitted && spec.payment_method == "2" && i % 3 == 1 {
                    capital::pay_first(state, actor, calls, (a.id, a.amount), i + 1, 40).await?;
                }
                Ok::<_, anyhow::Error>(SeededApplicant {
                    id: a.id,
                    name: a.name,
                    email: a.email,
                    phone: a.phone,
                    corporate,
                    status,
                })
            }
        });
        let mut applicants: Vec<SeededApplicant> =
            futures_util::stream::iter(walks).buffer_unordered(8).try_collect().await?;
        applicants.sort_by_key(|a| a.id);
        out.push(SeededUnion { id: union.id, spec, applicants });
    }
    tracing::debug!("demo applicants and their statuses");
    // The unions' documents and evidence side by side.
    let last = out.len().saturating_sub(1);
    futures_util::future::try_join_all(out.iter().enumerate().map(|(i, u)| async move {
        // The newest union has only started: no documents yet.
        if i < last {
            files(state, actor, u).await?;
        }
        evidence(state, actor, u).await
    }))
    .await?;
    Ok(out)
}

/// One document in every category of the data tab (the seal as a PNG).
async fn files(state: &AppState, actor: &Actor, u: &SeededUnion) -> anyhow::Result<()> {
    for category in FileCategory::ALL {
        let (name, bytes) = match category {
            FileCategory::UnionSealRegistrationCertificate => {
                ("조합인감.png".to_string(), data::png_circle(96, [190, 30, 45]))
            }
            c => (format!("{}_{}.pdf", c.label(), u.spec.name), data::pdf(c.code())),
        };
        let staged = state.union_files.stage(actor, u.id, category, &name, bytes).await?;
        state.union_files.commit(actor, u.id, &[staged]).await?;
    }
    Ok(())
}

/// Confirmations for most members who paid, and certificates (with their identity) for some.
async fn evidence(state: &AppState, actor: &Actor, u: &SeededUnion) -> anyhow::Result<()> {
    let paid: Vec<&SeededApplicant> = u.applicants.iter().filter(|a| a.status.is_paid()).collect();
    for (i, a) in paid.iter().enumerate() {
        if i % 4 != 3 {
            let name = format!("{}_{}.pdf", u.spec.name, a.name);
            state
                .evidence
                .upload(actor, u.id, a.id, EvidenceKind::Confirmation, &name, data::pdf("confirmation"))
                .await?;
        }
        if i < 6 {
            let number = if a.corporate { format!("12081{:05}", 10_000 + i) } else { format!("8{}0315-1", i % 10) };
            state.evidence.set_identity(actor, u.id, a.id, &number, "서울특별시 강남구 테헤란로 152, 12층").await?;
            state.evidence.store_certificate(actor, u.id, a.id).await?;
        }
    }
    Ok(())
}

/// The unions' status moves (모집마감, 결성진행중, 결성완료, ...), last: a formed union takes no
/// more changes.
pub async fn move_unions(state: &AppState, actor: &Actor, unions: &[SeededUnion]) -> anyhow::Result<()> {
    for u in unions {
        for code in u.spec.moves {
            let to = UnionStatus::parse(code).ok_or_else(|| anyhow::anyhow!("status {code}"))?;
            state.unions.change_status(actor, u.id, to).await?;
        }
    }
    Ok(())
}
