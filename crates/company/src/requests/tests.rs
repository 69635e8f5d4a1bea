use super::*;
use chrono::TimeZone;

use crate::fact_check::FactCheckItem;

fn day(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

fn draft() -> DataRequestDraft {
    DataRequestDraft {
        title: " 3분기 실적 요청 ".into(),
        message: "분기 마감 자료 부탁드립니다.".into(),
        items: vec!["quarterly_sales".into(), "cash".into(), "documents".into()],
        year: 2026,
        quarter: 3,
        statements_year: None,
        document_kinds: vec!["SF01".into(), "SF04".into()],
        due_on: day(2026, 12, 10),
        startups: vec![
            TargetDraft { startup: 7, email: None },
            TargetDraft { startup: 9, email: Some(" CFO@Startup.kr ".into()) },
            TargetDraft { startup: 7, email: None },
        ],
    }
}

fn fields(e: Vec<FieldError>) -> Vec<String> {
    e.into_iter().map(|f| f.field).collect()
}

#[test]
fn a_good_request_is_trimmed_and_each_startup_asked_once() {
    let r = draft().validate(day(2026, 11, 25)).unwrap();
    assert_eq!(r.ask.title, "3분기 실적 요청");
    assert_eq!(r.ask.period, Quarter { year: 2026, quarter: 3 });
    assert_eq!(r.targets.len(), 2);
    assert_eq!(r.targets[1].1.as_ref().map(Email::as_str), Some("cfo@startup.kr"));
    assert_eq!(r.ask.summary(), "2026년 3분기 매출, 현금 잔고 · 서류(사업자등록증, IR 자료)");
}

#[test]
fn every_bad_field_is_named() {
    let bad = DataRequestDraft {
        title: "  ".into(),
        items: vec!["sales_forecast".into(), "yearly_statements".into(), "documents".into()],
        quarter: 5,
        statements_year: Some(2026),
        document_kinds: vec![],
        due_on: day(2026, 11, 24),
        startups: vec![TargetDraft { startup: 1, email: Some("nope".into()) }],
        ..draft()
    };
    assert_eq!(
        fields(bad.validate(day(2026, 11, 25)).unwrap_err()),
        ["title", "items", "quarter", "statements_year", "document_kinds", "due_on", "startups.0.email"]
    );
    let future = DataRequestDraft { quarter: 4, year: 2027, ..draft() };
    assert_eq!(fields(future.validate(day(2026, 11, 25)).unwrap_err()), ["quarter"]);
    let nobody = DataRequestDraft { startups: vec![], due_on: day(2027, 12, 1), ..draft() };
    assert_eq!(fields(nobody.validate(day(2026, 11, 25)).unwrap_err()), ["due_on", "startups"]);
}

#[test]
fn late_is_after_the_due_day_in_korea() {
    let due = day(2026, 12, 10);
    // 2026-12-10 23:30 KST is 14:30 UTC: still on time.
    let on_due_day = Utc.with_ymd_and_hms(2026, 12, 10, 14, 30, 0).unwrap();
    let next_day = Utc.with_ymd_and_hms(2026, 12, 10, 15, 30, 0).unwrap();
    assert_eq!(TargetStatus::of(due, None, on_due_day), TargetStatus::Waiting);
    assert_eq!(TargetStatus::of(due, None, next_day), TargetStatus::Late);
    assert_eq!(TargetStatus::of(due, Some(on_due_day), next_day), TargetStatus::Answered);
    assert_eq!(TargetStatus::of(due, Some(next_day), next_day), TargetStatus::AnsweredLate);
}

#[test]
fn reminders_follow_the_schedule_catch_up_once_and_stop() {
    let due = day(2026, 12, 10);
    let sent = day(2026, 11, 25);
    // Walk the calendar, mailing whenever a reminder is due.
    let mut last = sent;
    let mut mailed = Vec::new();
    let mut d = sent;
    while d <= day(2027, 2, 1) {
        if reminder_due(last, due, d) {
            mailed.push(d);
            last = d;
        }
        d += Duration::days(1);
    }
    assert_eq!(mailed, [day(2026, 12, 7), day(2026, 12, 10), day(2026, 12, 17), day(2026, 12, 24), day(2026, 12, 31)]);
    // Nothing ran for two weeks: one mail catches up, the next waits for the next step.
    assert!(reminder_due(sent, due, day(2026, 12, 20)));
    assert!(!reminder_due(day(2026, 12, 20), due, day(2026, 12, 23)));
    // Sent two days before the due date: no "three days before" reminder.
    assert!(!reminder_due(day(2026, 12, 8), due, day(2026, 12, 9)));
    assert!(reminder_due(day(2026, 12, 8), due, due));
}

#[test]
fn a_link_works_until_it_is_used_or_expires() {
    let exp = Utc.with_ymd_and_hms(2026, 12, 9, 0, 0, 0).unwrap();
    assert_eq!(LinkState::of(false, exp, exp - Duration::seconds(1)), LinkState::Open);
    assert_eq!(LinkState::of(false, exp, exp), LinkState::Expired);
    assert_eq!(LinkState::of(true, exp, exp - Duration::days(3)), LinkState::Used);
}

fn ask(items: &[RequestItem]) -> RequestAsk {
    RequestAsk {
        title: "t".into(),
        message: String::new(),
        items: items.to_vec(),
        period: Quarter { year: 2026, quarter: 3 },
        statements_year: Some(2025),
        document_kinds: vec![],
        due_on: day(2026, 12, 10),
    }
}

#[test]
fn an_answer_must_carry_what_was_asked_and_only_that_is_kept() {
    let asked = ask(&[RequestItem::QuarterlySales, RequestItem::Headcount]);
    let missing = AnswerDraft { sales: Some(120_000_000), cash: Some(5), ..Default::default() };
    assert_eq!(fields(missing.check(&asked, day(2026, 11, 25)).unwrap_err()), ["headcount"]);
    let negative = AnswerDraft { sales: Some(-1), headcount: Some(12), ..Default::default() };
    assert_eq!(fields(negative.check(&asked, day(2026, 11, 25)).unwrap_err()), ["sales"]);
    let ok = AnswerDraft { sales: Some(120_000_000), cash: Some(5), headcount: Some(12), ..Default::default() }
        .check(&asked, day(2026, 11, 25))
        .unwrap();
    let q = ok.quarter.unwrap();
    assert_eq!((q.sales, q.cash, q.headcount), (Some(120_000_000), None, Some(12)), "cash was not asked");
    assert_eq!(q.items(), [FactCheckItem::SalesTrend, FactCheckItem::Members]);
    assert!(ok.statements.is_none());
}

#[test]
fn asked_statements_are_checked_like_the_form() {
    let asked = ask(&[RequestItem::YearlyStatements]);
    let none = AnswerDraft::default().check(&asked, day(2026, 11, 25)).unwrap_err();
    assert_eq!(fields(none), ["statements"]);
    let balance = BalanceSheet { cash: Some(-5), ..Default::default() };
    let bad = AnswerDraft { statements: Some((balance, IncomeStatement::default())), ..Default::default() };
    let e = fields(bad.check(&asked, day(2026, 11, 25)).unwrap_err());
    assert!(e.iter().all(|f| f.starts_with("statements.")) && !e.is_empty(), "{e:?}");
    let good = AnswerDraft {
        statements: Some((BalanceSheet { cash: Some(30), ..Default::default() }, IncomeStatement::default())),
        ..Default::default()
    }
    .check(&asked, day(2026, 11, 25))
    .unwrap();
    assert_eq!(good.statements.unwrap().balance.year, 2025);
}

#[test]
fn quarters_know_their_days() {
    assert_eq!(Quarter::of(day(2026, 11, 25)), Quarter { year: 2026, quarter: 4 });
    assert_eq!(Quarter { year: 2026, quarter: 3 }.start(), day(2026, 7, 1));
    assert_eq!(Quarter::new(2026, 0), None);
    assert_eq!(Quarter { year: 2026, quarter: 2 }.label(), "2026년 2분기");
}

#[test]
fn an_answer_link_is_used_once_and_expires_when_replaced_or_late() {
    use crate::ports::AnswerConflict;
    let expires = chrono::DateTime::from_timestamp(1_800_000_000, 0).unwrap();
    let before = expires - chrono::Duration::seconds(1);
    assert_eq!(AnswerConflict::of_link(false, true, expires, before), None);
    assert_eq!(AnswerConflict::of_link(false, true, expires, expires), Some(AnswerConflict::LinkExpired));
    assert_eq!(AnswerConflict::of_link(false, false, expires, before), Some(AnswerConflict::LinkExpired));
    assert_eq!(AnswerConflict::of_link(true, false, expires, expires), Some(AnswerConflict::LinkUsed));
}
