//! What report records in the audit trail for each change: the event and its payload.

use std::collections::BTreeSet;

use chrono::NaiveDate;
use company::StartupId;
use kernel::audit::{AuditAction, AuditEntity, AuditEvent};
use kernel::{CompanyId, Won};
use serde_json::{json, Value};
use union::UnionId;

use crate::ledger::{FundingRound, Investment, Recovery, Valuation};
use crate::ledger_import::ResolvedBatch;
use crate::portfolio::{FundingRoundId, InvestmentId, RecoveryId, ValuationId};
use crate::ports::NewReport;
use crate::reports::ReportId;

fn ledger_row(id: i64, action: AuditAction) -> AuditEvent {
    AuditEvent::new(AuditEntity::Investment, id, action)
}

/// A startup-level row (round, recovery, valuation) deleted: which kind and whose.
fn startup_row_deleted(id: i64, row: &str, startup: StartupId) -> AuditEvent {
    ledger_row(id, AuditAction::Deleted).before(json!({ "row": row, "startup_id": startup.get() }))
}

/// The union bought shares of the startup (`startup_name` as the ledger shows it).
pub fn investment_created(
    id: InvestmentId,
    union: UnionId,
    startup: StartupId,
    startup_name: &str,
    i: &Investment,
) -> AuditEvent {
    ledger_row(id.get(), AuditAction::Created).in_union(union.get()).after(json!({
        "row": "investment", "startup_id": startup.get(), "startup_name": startup_name,
        "invested_on": i.invested_on, "shares": i.shares, "amount": i.amount.get(),
    }))
}

/// `union`, `startup` and `amount` are the deleted row's, read before the delete.
pub fn investment_deleted(id: InvestmentId, union: UnionId, startup: StartupId, amount: Won) -> AuditEvent {
    ledger_row(id.get(), AuditAction::Deleted)
        .in_union(union.get())
        .before(json!({ "row": "investment", "startup_id": startup.get(), "amount": amount.get() }))
}

pub fn funding_round_created(id: FundingRoundId, startup: StartupId, r: &FundingRound) -> AuditEvent {
    ledger_row(id.get(), AuditAction::Created).after(json!({
        "row": "funding_round", "startup_id": startup.get(), "on": r.on, "price_per_share": r.price_per_share.get(),
    }))
}

pub fn funding_round_deleted(id: FundingRoundId, startup: StartupId) -> AuditEvent {
    startup_row_deleted(id.get(), "funding_round", startup)
}

pub fn recovery_created(id: RecoveryId, union: UnionId, startup: StartupId, r: &Recovery) -> AuditEvent {
    ledger_row(id.get(), AuditAction::Created).in_union(union.get()).after(json!({
        "row": "recovery", "startup_id": startup.get(), "on": r.on, "shares_sold": r.shares_sold,
        "received": r.received.get(),
    }))
}

pub fn recovery_deleted(id: RecoveryId, startup: StartupId) -> AuditEvent {
    startup_row_deleted(id.get(), "recovery", startup)
}

pub fn valuation_created(id: ValuationId, startup: StartupId, v: &Valuation) -> AuditEvent {
    ledger_row(id.get(), AuditAction::Created).after(json!({
        "row": "valuation", "startup_id": startup.get(), "on": v.on, "price_per_share": v.price_per_share.get(),
    }))
}

pub fn valuation_deleted(id: ValuationId, startup: StartupId) -> AuditEvent {
    startup_row_deleted(id.get(), "valuation", startup)
}

/// The events of one ledger import, in the order they are recorded: one per union in id order
/// with its counts (the union's history shows the import as one change), then one under the
/// firm for the startup-level rows when there are any.
pub fn ledger_imported(firm: CompanyId, batch: &ResolvedBatch) -> Vec<AuditEvent> {
    let unions: BTreeSet<UnionId> =
        batch.investments.iter().map(|n| n.union).chain(batch.recoveries.iter().map(|n| n.union)).collect();
    let mut events: Vec<AuditEvent> = unions
        .into_iter()
        .map(|union| {
            let bought = batch.investments.iter().filter(|n| n.union == union).count();
            let sold = batch.recoveries.iter().filter(|n| n.union == union).count();
            ledger_row(union.get(), AuditAction::LedgerImported)
                .in_union(union.get())
                .after(json!({ "investments": bought, "recoveries": sold }))
        })
        .collect();
    if !(batch.rounds.is_empty() && batch.valuations.is_empty()) {
        events.push(
            ledger_row(firm.get(), AuditAction::LedgerImported)
                .after(json!({ "funding_rounds": batch.rounds.len(), "valuations": batch.valuations.len() })),
        );
    }
    events
}

pub fn report_created(id: ReportId, new: &NewReport<'_>) -> AuditEvent {
    AuditEvent::new(AuditEntity::Report, id.get(), AuditAction::Created).after(json!({
        "title": new.title, "base_date": new.figures.base_date, "scope": new.scope,
    }))
}

/// `before` is the title read under lock before the rename.
pub fn report_renamed(id: ReportId, before: &str, title: &str) -> AuditEvent {
    AuditEvent::new(AuditEntity::Report, id.get(), AuditAction::Updated)
        .before(json!({ "title": before }))
        .after(json!({ "title": title }))
}

/// `title` and `base_date` are the deleted report's, as the delete returned them.
pub fn report_deleted(id: ReportId, title: &str, base_date: NaiveDate) -> AuditEvent {
    AuditEvent::new(AuditEntity::Report, id.get(), AuditAction::Deleted)
        .before(json!({ "title": title, "base_date": base_date }))
}

/// Which opinion of the report: the report's own, or one union's (then in that union's history).
fn opinion_json(union: Option<UnionId>) -> Value {
    json!({ "opinion": union.map_or_else(|| "report".to_owned(), |u| format!("union {}", u.get())) })
}

fn opinion_event(id: ReportId, union: Option<UnionId>, action: AuditAction) -> AuditEvent {
    let event = AuditEvent::new(AuditEntity::Report, id.get(), action);
    match union {
        Some(u) => event.in_union(u.get()),
        None => event,
    }
}

pub fn opinion_created(id: ReportId, union: Option<UnionId>) -> AuditEvent {
    opinion_event(id, union, AuditAction::Created).after(opinion_json(union))
}

pub fn opinion_updated(id: ReportId, union: Option<UnionId>) -> AuditEvent {
    opinion_event(id, union, AuditAction::Updated).after(opinion_json(union))
}

pub fn opinion_deleted(id: ReportId, union: Option<UnionId>) -> AuditEvent {
    opinion_event(id, union, AuditAction::Deleted).before(opinion_json(union))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ledger_import::{LedgerBatch, Named};
    use crate::returns::Returns;
    use crate::snapshot::{ReportFigures, ReportScope};
    use crate::xirr::Irr;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn head(e: &AuditEvent) -> (AuditEntity, i64, AuditAction, Option<i64>) {
        (e.entity, e.entity_id, e.action, e.union_id)
    }

    fn investment() -> Investment {
        Investment {
            contracted_on: day(2023, 3, 2),
            registered_on: None,
            invested_on: day(2023, 3, 10),
            stock_kind: "보통주".to_owned(),
            shares: 2_000,
            price_per_share: Won(50_000),
            amount: Won(100_000_000),
            face_value: Won(500),
            shares_before: None,
            shares_after: None,
        }
    }

    fn round() -> FundingRound {
        FundingRound {
            on: day(2024, 6, 1),
            investor: "VC".to_owned(),
            stock_kind: "우선주".to_owned(),
            shares: 1_000,
            price_per_share: Won(80_000),
            amount: Won(80_000_000),
            shares_after: None,
        }
    }

    fn recovery() -> Recovery {
        Recovery { on: day(2025, 1, 15), shares_sold: 500, received: Won(60_000_000) }
    }

    fn valuation() -> Valuation {
        Valuation { on: day(2024, 12, 31), price_per_share: Won(70_000), basis: "감사".to_owned() }
    }

    #[test]
    fn investment_events_belong_to_the_union() {
        let e = investment_created(InvestmentId(11), UnionId(7), StartupId(3), "스타트업", &investment());
        assert_eq!(head(&e), (AuditEntity::Investment, 11, AuditAction::Created, Some(7)));
        assert_eq!(e.before, None);
        assert_eq!(
            e.after,
            Some(json!({
                "row": "investment", "startup_id": 3, "startup_name": "스타트업",
                "invested_on": "2023-03-10", "shares": 2_000, "amount": 100_000_000,
            }))
        );

        let e = investment_deleted(InvestmentId(11), UnionId(7), StartupId(3), Won(100_000_000));
        assert_eq!(head(&e), (AuditEntity::Investment, 11, AuditAction::Deleted, Some(7)));
        assert_eq!(e.before, Some(json!({ "row": "investment", "startup_id": 3, "amount": 100_000_000 })));
        assert_eq!(e.after, None);
    }

    #[test]
    fn startup_level_rows() {
        let e = funding_round_created(FundingRoundId(21), StartupId(3), &round());
        assert_eq!(head(&e), (AuditEntity::Investment, 21, AuditAction::Created, None));
        assert_eq!(
            (e.before, e.after),
            (
                None,
                Some(json!({ "row": "funding_round", "startup_id": 3, "on": "2024-06-01", "price_per_share": 80_000 }))
            )
        );

        let e = recovery_created(RecoveryId(31), UnionId(7), StartupId(3), &recovery());
        assert_eq!(head(&e), (AuditEntity::Investment, 31, AuditAction::Created, Some(7)));
        assert_eq!(
            (e.before, e.after),
            (
                None,
                Some(json!({
                    "row": "recovery", "startup_id": 3, "on": "2025-01-15", "shares_sold": 500, "received": 60_000_000,
                }))
            )
        );

        let e = valuation_created(ValuationId(41), StartupId(3), &valuation());
        assert_eq!(head(&e), (AuditEntity::Investment, 41, AuditAction::Created, None));
        assert_eq!(
            (e.before, e.after),
            (None, Some(json!({ "row": "valuation", "startup_id": 3, "on": "2024-12-31", "price_per_share": 70_000 })))
        );

        let deleted = [
            (funding_round_deleted(FundingRoundId(21), StartupId(3)), 21, "funding_round"),
            (recovery_deleted(RecoveryId(31), StartupId(3)), 31, "recovery"),
            (valuation_deleted(ValuationId(41), StartupId(3)), 41, "valuation"),
        ];
        for (e, id, row) in deleted {
            assert_eq!(head(&e), (AuditEntity::Investment, id, AuditAction::Deleted, None));
            assert_eq!((e.before, e.after), (Some(json!({ "row": row, "startup_id": 3 })), None));
        }
    }

    #[test]
    fn an_import_is_one_event_per_union_then_one_for_the_firm() {
        let named = |union: i64, entry| Named { row: 2, union: UnionId(union), startup: StartupId(3), entry };
        let batch: ResolvedBatch = LedgerBatch {
            investments: vec![named(9, investment()), named(4, investment()), named(9, investment())],
            rounds: vec![Named { row: 2, union: (), startup: StartupId(3), entry: round() }],
            recoveries: vec![Named { row: 2, union: UnionId(9), startup: StartupId(3), entry: recovery() }],
            valuations: Vec::new(),
        };
        let events = ledger_imported(CompanyId(1), &batch);
        let heads: Vec<_> = events.iter().map(head).collect();
        assert_eq!(
            heads,
            [
                (AuditEntity::Investment, 4, AuditAction::LedgerImported, Some(4)),
                (AuditEntity::Investment, 9, AuditAction::LedgerImported, Some(9)),
                (AuditEntity::Investment, 1, AuditAction::LedgerImported, None),
            ]
        );
        let afters: Vec<_> = events.iter().map(|e| e.after.clone()).collect();
        assert_eq!(
            afters,
            [
                Some(json!({ "investments": 1, "recoveries": 0 })),
                Some(json!({ "investments": 2, "recoveries": 1 })),
                Some(json!({ "funding_rounds": 1, "valuations": 0 })),
            ]
        );
        assert!(events.iter().all(|e| e.before.is_none()));

        let only_unions = LedgerBatch { rounds: Vec::new(), ..batch };
        assert_eq!(ledger_imported(CompanyId(1), &only_unions).len(), 2, "no firm event without startup rows");
    }

    #[test]
    fn report_events() {
        let scope = ReportScope::Unions(vec![UnionId(4)]);
        let figures = ReportFigures {
            base_date: day(2024, 12, 31),
            total: Returns::default(),
            xirr: Irr::default(),
            unions: Vec::new(),
            companies: Vec::new(),
        };
        let e = report_created(ReportId(5), &NewReport { title: "연말 보고서", scope: &scope, figures: &figures });
        assert_eq!(head(&e), (AuditEntity::Report, 5, AuditAction::Created, None));
        assert_eq!(
            (e.before, e.after),
            (
                None,
                Some(json!({
                    "title": "연말 보고서", "base_date": "2024-12-31",
                    "scope": { "kind": "unions", "union_ids": [4] },
                }))
            )
        );

        let e = report_renamed(ReportId(5), "옛 제목", "새 제목");
        assert_eq!(head(&e), (AuditEntity::Report, 5, AuditAction::Updated, None));
        assert_eq!((e.before, e.after), (Some(json!({ "title": "옛 제목" })), Some(json!({ "title": "새 제목" }))));

        let e = report_deleted(ReportId(5), "새 제목", day(2024, 12, 31));
        assert_eq!(head(&e), (AuditEntity::Report, 5, AuditAction::Deleted, None));
        assert_eq!((e.before, e.after), (Some(json!({ "title": "새 제목", "base_date": "2024-12-31" })), None));
    }

    #[test]
    fn opinion_events_name_their_opinion() {
        let e = opinion_created(ReportId(5), None);
        assert_eq!(head(&e), (AuditEntity::Report, 5, AuditAction::Created, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "opinion": "report" }))));

        let e = opinion_updated(ReportId(5), Some(UnionId(4)));
        assert_eq!(head(&e), (AuditEntity::Report, 5, AuditAction::Updated, Some(4)));
        assert_eq!((e.before, e.after), (None, Some(json!({ "opinion": "union 4" }))));

        let e = opinion_deleted(ReportId(5), Some(UnionId(4)));
        assert_eq!(head(&e), (AuditEntity::Report, 5, AuditAction::Deleted, Some(4)));
        assert_eq!((e.before, e.after), (Some(json!({ "opinion": "union 4" })), None));
    }
}
