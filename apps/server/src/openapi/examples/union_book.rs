//! Examples of running a union by the book: the rules' verdicts and the formation checklist.

use serde_json::json;

use super::{day, Examples};
use crate::routes::capital::calls::{
    CapitalCallBody, CapitalCallDto, CapitalDto, CapitalPositionDto, CapitalShareDto, DistributionDto,
    DistributionShareDto, MemberDistributionDto, MemberPaymentsDto, PaymentBody, PaymentDto, RosterDto,
};
use crate::routes::capital::distributions::{DistributionBody, NoticesQueuedDto};
use crate::routes::capital::tax_papers::{
    CombinedAmountDto, ResidentNumberBody, ResidentNumberDto, TaxLineDto, TaxPaperMailingDto, TaxPapersDto,
};
use crate::routes::union::formation::{FormationDocumentDto, FormationDto, FormationStepBody, FormationStepDto};
use crate::routes::union::rules::{UnionRuleDto, UnionRulesDto};

pub fn add(ex: &mut Examples) {
    rules(ex);
    formation(ex);
    capital(ex);
}

fn capital(ex: &mut Examples) {
    let share = |call_id, due_on: &str, due, paid, state: &str, label: &str| CapitalShareDto {
        call_id: Some(call_id),
        due_on: Some(day(due_on)),
        due,
        paid,
        state: state.into(),
        state_label: label.into(),
    };
    let gp = CapitalPositionDto {
        role: "managing_gp".into(),
        role_label: "업무집행조합원(대표)".into(),
        applicant_id: None,
        gp_seat: Some(0),
        name: "데모투자".into(),
        status: None,
        commitment: 20_000_000,
        called: 20_000_000,
        paid: 20_000_000,
        outstanding: 0,
        late: 0,
        state: "paid".into(),
        state_label: "완납".into(),
        shares: vec![
            share(1, "2026-03-31", 6_000_000, 6_000_000, "paid", "완납"),
            share(2, "2026-09-30", 14_000_000, 14_000_000, "paid", "완납"),
        ],
        paid_out: 400_000,
    };
    let kim = CapitalPositionDto {
        role: "limited".into(),
        role_label: "유한책임조합원".into(),
        applicant_id: Some(11),
        gp_seat: None,
        name: "김서연".into(),
        status: Some("P".into()),
        commitment: 30_000_000,
        called: 30_000_000,
        paid: 19_000_000,
        outstanding: 11_000_000,
        late: 11_000_000,
        state: "late".into(),
        state_label: "연체".into(),
        shares: vec![
            share(1, "2026-03-31", 9_000_000, 9_000_000, "paid", "완납"),
            share(2, "2026-09-30", 21_000_000, 10_000_000, "late", "연체"),
        ],
        paid_out: 600_000,
    };
    let call = |id, number, due_on: &str, percent, called, paid, late_members| CapitalCallDto {
        id,
        number,
        due_on: day(due_on),
        percent,
        note: String::new(),
        called,
        paid,
        late_members,
    };
    ex.response(CapitalDto {
        union_id: 3,
        payment_method: "2".into(),
        payment_method_label: "수시납".into(),
        calls: vec![
            call(1, 1, "2026-03-31", 30, 15_000_000, 15_000_000, 0),
            call(2, 2, "2026-09-30", 70, 35_000_000, 24_000_000, 1),
        ],
        commitment: 50_000_000,
        called: 50_000_000,
        paid: 39_000_000,
        outstanding: 11_000_000,
        late_members: 1,
        late_amount: 11_000_000,
        late_since: Some(day("2026-09-30")),
        percent_left: 0,
        members: vec![gp, kim],
        roster: RosterDto {
            members: 2,
            max_members: 49,
            pending: 3,
            committed: 50_000_000,
            gp_committed: 20_000_000,
            paid: 39_000_000,
            gp_paid: 20_000_000,
            commitment_left: 450_000_000,
        },
        distributions: vec![DistributionDto {
            id: 5,
            paid_on: day("2026-11-20"),
            kind: "profit".into(),
            kind_label: "수익 분배".into(),
            total: 1_000_000,
            note: "㈜바이오랩 일부 매각 차익".into(),
            notified_at: None,
            shares: vec![
                DistributionShareDto {
                    role: "managing_gp".into(),
                    role_label: "업무집행조합원(대표)".into(),
                    applicant_id: None,
                    gp_seat: Some(0),
                    name: "데모투자".into(),
                    basis: 20_000_000,
                    amount: 400_000,
                },
                DistributionShareDto {
                    role: "limited".into(),
                    role_label: "유한책임조합원".into(),
                    applicant_id: Some(11),
                    gp_seat: None,
                    name: "김서연".into(),
                    basis: 30_000_000,
                    amount: 600_000,
                },
            ],
        }],
        distributed: 1_000_000,
    });
    ex.response(MemberPaymentsDto {
        position: CapitalPositionDto {
            role: "limited".into(),
            role_label: "유한책임조합원".into(),
            applicant_id: Some(12),
            gp_seat: None,
            name: "박지훈".into(),
            status: Some("P".into()),
            commitment: 10_000_000,
            called: 10_000_000,
            paid: 10_000_000,
            outstanding: 0,
            late: 0,
            state: "paid".into(),
            state_label: "완납".into(),
            shares: vec![],
            paid_out: 250_000,
        },
        payments: vec![PaymentDto {
            id: 41,
            call_id: None,
            call_number: None,
            paid_on: day("2026-11-12"),
            amount: 10_000_000,
            note: "국민은행 입금 확인".into(),
            recorded_by: "최운용".into(),
            recorded_at: chrono::DateTime::parse_from_rfc3339("2026-11-12T09:30:00+09:00")
                .expect("a date")
                .with_timezone(&chrono::Utc),
        }],
        distributions: vec![MemberDistributionDto {
            distribution_id: 5,
            paid_on: day("2026-11-20"),
            kind: "profit".into(),
            kind_label: "수익 분배".into(),
            amount: 250_000,
        }],
    });
    ex.response(NoticesQueuedDto { queued: 31, without_email: 1 });
    let mailing = TaxPaperMailingDto {
        year: 2026,
        sent_at: chrono::DateTime::parse_from_rfc3339("2026-12-28T10:00:00+09:00")
            .expect("a date")
            .with_timezone(&chrono::Utc),
        mails: 18,
        without_email: 1,
    };
    ex.response(TaxPapersDto {
        union_id: 5,
        rule: "bands".into(),
        rule_label: capital::DeductionRule::Bands.label().into(),
        notes: capital::DEDUCTION_LAW.paper_notes(capital::DeductionRule::Bands, 2026, &[]),
        years: vec![2025, 2026],
        year: Some(2026),
        deductible_total: 35_200_000,
        members: vec![TaxLineDto {
            applicant_id: 11,
            name: "김서연".into(),
            lp_type: "individual".into(),
            paid: 40_000_000,
            invested: 40_000_000,
            deductible: 35_200_000,
            late: 0,
            combined: vec![CombinedAmountDto {
                union_name: "데모 2호 개인투자조합".into(), amount: 10_000_000
            }],
            resident_number_masked: "800101-2******".into(),
            has_resident_number: true,
            address: "서울특별시 강남구 테헤란로 152".into(),
        }],
        mailings: vec![mailing.clone()],
    });
    ex.response(mailing);
    ex.response(ResidentNumberDto { resident_number_masked: "800101-2******".into() });
    ex.request::<ResidentNumberBody>(json!({ "resident_number": "800101-2345678" }));
    ex.request::<DistributionBody>(json!({
        "paid_on": "2026-11-20", "kind": "profit", "total": 1000000, "note": "㈜바이오랩 일부 매각 차익"
    }));
    ex.request::<CapitalCallBody>(json!({ "due_on": "2027-03-31", "percent": 40, "note": "2차 투자 집행 대비" }));
    ex.request::<PaymentBody>(json!({
        "applicant_id": 11, "call_id": 2, "paid_on": "2026-11-20", "amount": 5000000, "note": "부분 납입"
    }));
}

fn formation(ex: &mut Examples) {
    let doc = |category: &str, label: &str, file_count| FormationDocumentDto {
        category: category.into(),
        label: label.into(),
        file_count,
    };
    let step = |step: &str, label: &str, guide: &str, done: Option<&str>| FormationStepDto {
        step: step.into(),
        label: label.into(),
        guide: guide.into(),
        documents: vec![],
        done_on: done.map(day),
        due_on: None,
        owner_user_id: None,
        owner_name: None,
        note: String::new(),
        attention: vec![],
    };
    let mut approval = step(
        "plan_approval",
        "결성계획 승인",
        "조합원 모집과 투자 계획을 담은 결성계획서를 제출해 승인을 받습니다.",
        Some("2026-11-10"),
    );
    approval.documents = vec![doc("investmentProposal", "출자제안서", 1), doc("officialDocument", "공문", 1)];
    approval.owner_user_id = Some(3);
    approval.owner_name = Some("최운용".into());
    let mut number =
        step("unique_number", "고유번호증 발급", "관할 세무서에서 조합의 고유번호증을 발급받습니다.", None);
    number.documents = vec![doc("uniqueNumberCertificate", "고유번호증", 0)];
    number.due_on = Some(day("2026-11-20"));
    number.note = "세무서 방문 예약 11/18".into();
    number.attention =
        vec!["관련 자료의 '고유번호증' 분류에 서류가 아직 없습니다.".into(), "목표일이 지났습니다.".into()];
    ex.response(FormationDto {
        union_id: 1,
        steps: vec![approval, number],
        missing_for_forming: vec!["unique_number".into(), "bank_account".into()],
        missing_for_formed: vec![
            "unique_number".into(),
            "bank_account".into(),
            "payments".into(),
            "general_meeting".into(),
            "registration".into(),
        ],
    });
    ex.request::<FormationStepBody>(json!({
        "done_on": "2026-11-19", "due_on": "2026-11-20", "owner_user_id": 3, "note": "세무서 방문 예약 11/18"
    }));
}

fn rules(ex: &mut Examples) {
    let rule = |key: &str, label: &str, requirement: &str, state: &str, reason: &str| UnionRuleDto {
        key: key.into(),
        label: label.into(),
        requirement: requirement.into(),
        state: state.into(),
        reason: reason.into(),
        notes: Vec::new(),
    };
    ex.response(UnionRulesDto {
        union_id: 1,
        fund_type: "2".into(),
        worst: "warning".into(),
        rules: vec![
            rule(
                "members",
                "조합원 수",
                "49인 이하",
                "warning",
                "현재 47인입니다. 진행 중인 신청 4건이 모두 납입되면 51인이 되어 49인을 넘습니다.",
            ),
            rule("unit_price", "출자 1좌 금액", "1,000,000원 이상", "ok", "1좌 1,000,000원입니다."),
            rule("total", "출자금 총액", "100,000,000원 이상", "ok", "목표 300,000,000원, 납입 152,000,000원입니다."),
            rule(
                "gp_stake",
                "업무집행조합원 출자 비율",
                "출자금 총액의 3% 이상",
                "ok",
                "약정 172,000,000원 중 10,000,000원 (5.81%), 납입 152,000,000원 중 10,000,000원 (6.57%)입니다.",
            ),
            rule("term", "존속기간", "5년 이상", "ok", "2026.12.01 ~ 2031.11.30입니다."),
            UnionRuleDto {
                notes: vec![
                    "한빛소재 2025.04.10 30,000,000원: 설립(2012.05.02) 후 7년이 지났고 벤처기업 확인 기간(2021.03.02 ~ 2024.03.01) 밖입니다".into(),
                ],
                ..rule(
                    "investment_obligation",
                    "투자 의무",
                    "등록 후 3년 안에 출자금의 50% 이상 (창업 7년 이내 기업·벤처기업)",
                    "warning",
                    "기한 2028.12.01 (D-732)까지 76,000,000원 중 45,000,000원 투자 (29.60%)입니다. 요건에 맞지 않는 투자 1건 30,000,000원은 빼고 셌습니다.",
                )
            },
        ],
    });
}
