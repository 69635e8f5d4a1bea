//! Examples of the startup's own side (profile, shareholders, figures, history) and the
//! fact-check.

use serde_json::json;

use super::{at, Examples};
use crate::routes::startup::edits::{ProfileBody, RevisionDto, RevisionPage, ShareholdersBody, YearFiguresBody};
use crate::routes::startup::fact_checks::{FactCheckBody, QueueEntryDto, QueuePage, ScoreAdjustmentBody};
use crate::routes::startup::startups::ItemCheckDto;

/// The profile example's fact-check lines: a few items verified, one changed since.
pub fn checks() -> Vec<ItemCheckDto> {
    let line = |item: &str, label: &str, status: &str, when: Option<&str>, checker: bool, note: &str| ItemCheckDto {
        item: item.into(),
        label: label.into(),
        status: status.into(),
        at: when.map(at),
        checker_name: checker.then(|| "정검증".into()),
        note: checker.then(|| note.into()),
    };
    vec![
        line("FI01", "기본 정보", "verified", Some("2026-11-19T14:00:00+09:00"), true, ""),
        line("FI02", "기업 규모", "verified", Some("2026-11-19T14:02:00+09:00"), true, "법인등기부 대조"),
        line("FI03", "주주 현황", "pending", Some("2026-11-20T09:30:00+09:00"), false, ""),
        line(
            "FI04",
            "재무 현황",
            "rejected",
            Some("2026-11-19T14:10:00+09:00"),
            true,
            "2025년 자산총계가 재무제표와 다릅니다.",
        ),
        line("FI05", "손익계산서", "unchecked", None, false, ""),
    ]
}

fn revision() -> RevisionDto {
    RevisionDto {
        changed_at: at("2026-11-20T09:30:00+09:00"),
        author_name: "한지우".into(),
        items: vec!["FI03".into()],
        item_labels: vec!["주주 현황".into()],
    }
}

fn queue_entry() -> QueueEntryDto {
    QueueEntryDto {
        startup_id: 1201,
        name: "루미나랩스".into(),
        items: vec!["FI03".into(), "FI05".into()],
        item_labels: vec!["주주 현황".into(), "손익계산서".into()],
        waiting_since: at("2026-11-20T09:30:00+09:00"),
    }
}

pub fn add(ex: &mut Examples) {
    if let Some(c) = checks().into_iter().next() {
        ex.response(c);
    }
    ex.response(revision());
    ex.response(RevisionPage { items: vec![revision()], page: 1, page_size: 10, total_count: 1 });
    ex.response(queue_entry());
    ex.response(QueuePage { items: vec![queue_entry()], page: 1, page_size: 10, total_count: 1 });
    ex.request::<ProfileBody>(json!({
        "industry": "ict_service",
        "region": "SD01",
        "size_class": "startup",
        "operating_status": "active",
        "founded_on": "2021-03-15",
        "homepage": "https://luminalabs.example.kr",
        "phone": "02-555-0101",
        "address": "서울특별시 성동구 성수이로 113",
        "is_venture": true,
        "venture_confirmed_on": "2024-03-02",
        "venture_expires_on": "2027-03-01",
        "tags": ["SaaS", "예지보전"],
        "one_line_intro": "중소 제조사의 설비 데이터를 모아 고장을 미리 알려 주는 예지보전 SaaS",
        "detail_intro": "",
        "interview": "",
        "issued_shares": 1000000,
        "face_value": 500,
        "capital": 500000000,
        "staff_count": 34,
        "staff_basis": "2026-10-01",
        "total_investment": 4500000000_i64,
        "is_tips": true,
        "has_follow_on": true
    }));
    ex.request::<ShareholdersBody>(json!({
        "shareholders": [
            {"name": "한지우", "stock_kind": "common", "stock_count": 600000, "stock_amount": 300000000},
            {"name": "스파크랩", "stock_kind": "rcps", "stock_count": 120000, "stock_amount": 1200000000}
        ]
    }));
    ex.request::<YearFiguresBody>(json!({
        "balance": {
            "cash": 1250000000_i64, "total_assets": 3100000000_i64,
            "total_liabilities": 900000000, "total_equity": 2200000000_i64
        },
        "income": {"sales": 2840000000_i64, "operating_profit": 310000000, "net_income": 265000000}
    }));
    ex.request::<FactCheckBody>(json!({
        "item": "FI04", "verdict": "rejected", "note": "2025년 자산총계가 재무제표와 다릅니다."
    }));
    ex.request::<ScoreAdjustmentBody>(json!({
        "axis": "human_resources", "points": -10, "reason": "4대보험 명부상 인원이 신고치보다 6명 적습니다."
    }));
}
