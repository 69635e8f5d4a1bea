//! Examples of the firm at a glance and of the waiting list.

use serde_json::json;

use super::{at, day, Examples};
use crate::routes::firm::dashboard::{
    ApplicantStageDto, AttentionDto, FirmOverview, OpenUnionDto, RecentMailingDto, UnionStatusCountDto,
};
use crate::routes::support::waiting::{WaitingBody, WaitingEntryDto, WaitingPage, WaitingReceipt, WaitingStanding};

fn overview() -> FirmOverview {
    let status =
        |status: &str, label: &str, count| UnionStatusCountDto { status: status.into(), label: label.into(), count };
    let stage = |status: &str, label: &str, count, amount| ApplicantStageDto {
        status: status.into(),
        label: label.into(),
        count,
        amount,
    };
    FirmOverview {
        unions_by_status: vec![
            status("R", "모집중", 2),
            status("S", "모집중지", 0),
            status("C", "모집마감", 1),
            status("F", "결성진행중", 1),
            status("A", "추가모집", 0),
            status("E", "결성완료", 3),
        ],
        open_union_count: 4,
        open_unions: vec![OpenUnionDto {
            union_id: 1,
            name: "조합 제1호 개인투자조합".into(),
            status: "R".into(),
            recruitment_end_date: day("2026-12-31"),
            target_amount: 500_000_000,
            applied_amount: 320_000_000,
            paid_amount: 120_000_000,
            applicant_count: 18,
            progress: 0.64,
        }],
        applicant_stages: vec![
            stage("R", "심사중", 6, 90_000_000),
            stage("C", "심사완료", 4, 60_000_000),
            stage("S", "서류제출", 3, 50_000_000),
            stage("P", "납입완료", 5, 120_000_000),
            stage("F", "출자마감", 0, 0),
        ],
        applied_amount: 320_000_000,
        paid_amount: 120_000_000,
        unpaid_amount: 200_000_000,
        recent_mailings: vec![RecentMailingDto {
            mailing_id: 12,
            union_id: 1,
            union_name: "조합 제1호 개인투자조합".into(),
            kind: "P".into(),
            kind_label: "납입 요청".into(),
            subject: "[조합 제1호] 출자금 납입 요청".into(),
            created_at: at("2026-11-26T10:00:00+09:00"),
            recipient_count: 12,
            queued: 0,
            sent: 11,
            failed: 1,
        }],
        attention: vec![AttentionDto {
            kind: "documents_to_review".into(),
            label: "서류 검토".into(),
            title: "조합 제1호 개인투자조합 제출 서류 검토 (3건)".into(),
            ref_id: 1,
            union_id: Some(1),
            count: 3,
            due_on: None,
        }],
    }
}

fn entry() -> WaitingEntryDto {
    WaitingEntryDto {
        id: 1,
        company_name: "새봄벤처스".into(),
        business_number: "123-45-67890".into(),
        company_kind: "investor".into(),
        company_kind_label: "투자사".into(),
        contact_name: "이대기".into(),
        email: "wait@saebom.kr".into(),
        phone: "010-1234-5678".into(),
        note: "개인투자조합 3개를 운용할 예정입니다.".into(),
        status: "waiting".into(),
        status_label: "대기 중".into(),
        position: Some(1),
        created_at: at("2026-11-20T09:30:00+09:00"),
        onboarded_at: None,
        notified_at: None,
    }
}

pub fn add(ex: &mut Examples) {
    ex.response(overview());
    ex.response(entry());
    ex.response(WaitingPage { items: vec![entry()], page: 1, page_size: 10, total_count: 1 });
    ex.response(WaitingReceipt {
        company_name: "새봄벤처스".into(),
        business_number: "123-45-67890".into(),
        position: 3,
        created_at: at("2026-11-20T09:30:00+09:00"),
    });
    ex.response(WaitingStanding {
        standing: "waiting".into(),
        position: Some(3),
        registered_at: Some(at("2026-11-20T09:30:00+09:00")),
    });
    ex.request::<WaitingBody>(json!({
        "company_name": "새봄벤처스",
        "business_number": "123-45-67890",
        "company_kind": "investor",
        "contact_name": "이대기",
        "email": "wait@saebom.kr",
        "phone": "010-1234-5678",
        "note": "개인투자조합 3개를 운용할 예정입니다.",
        "agreed_privacy": true
    }));
}
