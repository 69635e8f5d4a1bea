//! Examples of unions, applications, union files, the change history and investment evidence.

// The examples are constants: a failure here is a typo caught by the first test run.
#![allow(clippy::expect_used)]

use kernel::audit::{AuditAction, AuditEntity};
use serde_json::json;
use union::{BulkFailure, EvidenceKind, FileCategory};

use super::{at, day, Examples};
use crate::error::{FieldProblem, Problem};
use crate::routes::union::applicant_import::ImportResponse;
use crate::routes::union::applicants::{
    ApplicantBody, ApplicantDetail, ApplicantListResponse, ApplicantStatusBody, StatusChangeDto, StatusCountDto,
    UnionTotalsDto,
};
use crate::routes::union::dto::ApplicantDto;
use crate::routes::union::evidence::{
    BulkFailureDto, BulkUploadResult, CertificateDto, ContributorDto, ContributorPage, EvidenceFileDto, IdentityDto,
};
use crate::routes::union::files::{category_dto, UnionFileDto, UnionFileListResponse, UploadedFilesResponse};
use crate::routes::union::history::{AuditEntryDto, AuditEntryPage};
use crate::routes::union::unions::{CoGpBody, CoGpDto, StatusChange, UnionBody, UnionDetail, UnionListItem, UnionPage};

pub fn add(ex: &mut Examples) {
    problem(ex);
    unions(ex);
    applicants(ex);
    files(ex);
    history(ex);
    evidence(ex);
}

/// The error answer, as `validation_failed` gives it (the richest shape).
fn problem(ex: &mut Examples) {
    let field =
        || FieldProblem { field: "unit_count".into(), message: "출자 좌수는 1 이상이어야 합니다.".into() };
    ex.response(field());
    ex.response(Problem {
        type_: "about:blank".into(),
        title: "Unprocessable Entity".into(),
        status: 422,
        code: "validation_failed".into(),
        message: "입력값을 확인해 주세요.".into(),
        errors: vec![field()],
    });
}

fn union_list_item() -> UnionListItem {
    UnionListItem {
        id: 1,
        name: "데모 1호 개인투자조합".into(),
        status: "R".into(),
        fund_type: "2".into(),
        recruitment_start_date: day("2026-11-01"),
        recruitment_end_date: day("2026-12-31"),
        target_amount: 300_000_000,
        applied_amount: 165_000_000,
        progress: 55.0,
    }
}

fn unions(ex: &mut Examples) {
    ex.response(union_list_item());
    ex.response(UnionPage { items: vec![union_list_item()], page: 1, page_size: 10, total_count: 6 });
    let co_gp = || CoGpDto { company_name: "한빛벤처스".into(), unit_count: 10, amount: 10_000_000 };
    ex.response(co_gp());
    ex.request::<CoGpBody>(json!({"company_name": "한빛벤처스", "unit_count": 10}));
    ex.request::<UnionBody>(json!({
        "name": "새싹 7호 개인투자조합",
        "fund_type": "2",
        "unit_price": 1_000_000,
        "unit_count": 200,
        "payment_method": "1",
        "base_rate": "2.5",
        "management_fee": "2.0",
        "management_fee_text": "출자총액의 연 2.0%",
        "success_fee_text": "기준수익률 초과분의 20%",
        "gp_name": "데모투자파트너스",
        "gp_unit_count": 10,
        "lead_fund_manager": "김조합",
        "recruitment_start_date": "2026-12-01",
        "recruitment_end_date": "2027-01-31",
        "duration_start_date": "2027-02-01",
        "duration_end_date": "2032-01-31",
        "investment_start_date": "2027-02-01",
        "investment_end_date": "2030-01-31",
        "has_co_gp": true,
        "co_gps": [{"company_name": "한빛벤처스", "unit_count": 10}],
        "note": "AI 소프트웨어 초기 기업 투자"
    }));
    ex.response(UnionDetail {
        id: 1,
        status: "R".into(),
        editable: true,
        next_statuses: vec!["S".into(), "C".into()],
        name: "데모 1호 개인투자조합".into(),
        unique_number: Some("123-80-45678".into()),
        fund_type: "2".into(),
        base_rate: Some("2.5".parse().expect("decimal")),
        unit_price: 1_000_000,
        unit_count: 300,
        formation_amount: 300_000_000,
        start_date: None,
        due_date: None,
        payment_method: "1".into(),
        lead_fund_manager: Some("김조합".into()),
        duration_start_date: Some(day("2027-01-15")),
        duration_end_date: Some(day("2032-01-14")),
        duration_extended: false,
        investment_start_date: Some(day("2027-01-15")),
        investment_end_date: Some(day("2030-01-14")),
        management_fee: Some("2.0".parse().expect("decimal")),
        management_fee_text: Some("출자총액의 연 2.0%".into()),
        success_fee_text: Some("기준수익률 초과분의 20%".into()),
        success_fee_amount: None,
        operate_rate: None,
        gp_name: Some("데모투자파트너스".into()),
        gp_unit_count: Some(10),
        investment_certificate_code: None,
        recruitment_start_date: day("2026-11-01"),
        recruitment_end_date: day("2026-12-31"),
        note: None,
        has_co_gp: true,
        co_gps: vec![co_gp()],
        created_at: at("2026-10-20T10:00:00+09:00"),
        updated_at: at("2026-11-01T09:00:00+09:00"),
    });
    ex.request::<StatusChange>(json!({"status": "S"}));
}

pub(super) fn applicant() -> ApplicantDto {
    ApplicantDto {
        id: 301,
        union_id: 1,
        name: "이서연".into(),
        lp_type: "individual".into(),
        amount: 5_000_000,
        unit_count: 5,
        phone: "010-2345-6789".into(),
        email: "seoyeon.lee@example.com".into(),
        document_count: 3,
        status: "S".into(),
        applied_at: at("2026-11-03T14:20:00+09:00"),
    }
}

fn applicants(ex: &mut Examples) {
    ex.response(applicant());
    let count = |status: &str, count| StatusCountDto { status: status.into(), count };
    ex.response(count("R", 28));
    let totals = || UnionTotalsDto {
        target_amount: 300_000_000,
        applied_amount: 165_000_000,
        applicant_count: 70,
        gp_count: 1,
        progress: 55.0,
        paid_amount: 12_000_000,
    };
    ex.response(totals());
    ex.response(ApplicantListResponse {
        items: vec![applicant()],
        page: 1,
        page_size: 20,
        total_count: 70,
        status_counts: vec![count("R", 28), count("C", 21), count("S", 14), count("P", 7)],
        totals: totals(),
    });
    ex.request::<ApplicantBody>(json!({
        "name": "김민준",
        "lp_type": "individual",
        "unit_count": 3,
        "phone": "010-1234-5678",
        "email": "minjun.kim@example.com"
    }));
    let change = |from: Option<&str>, to: &str, on| StatusChangeDto {
        from_status: from.map(Into::into),
        to_status: to.into(),
        changed_by: Some("김조합".into()),
        changed_at: at(on),
    };
    ex.response(change(Some("R"), "C", "2026-11-05T10:00:00+09:00"));
    ex.response(ApplicantDetail {
        applicant: applicant(),
        next_statuses: vec!["P".into()],
        history: vec![
            change(Some("R"), "C", "2026-11-05T10:00:00+09:00"),
            change(Some("C"), "S", "2026-11-12T15:30:00+09:00"),
        ],
    });
    ex.request::<ApplicantStatusBody>(json!({"status": "C"}));
    ex.response(ImportResponse { imported: 48 });
}

fn union_file() -> UnionFileDto {
    UnionFileDto {
        id: 17,
        union_id: 1,
        category: FileCategory::UnionRegulations.code().into(),
        file_name: "데모 1호 조합규약.pdf".into(),
        size_bytes: 1_284_096,
        content_type: "application/pdf".into(),
        uploaded_at: at("2026-11-02T11:10:00+09:00"),
    }
}

fn files(ex: &mut Examples) {
    ex.response(union_file());
    ex.response(category_dto(FileCategory::UnionSealRegistrationCertificate));
    ex.response(UnionFileListResponse {
        categories: FileCategory::ALL.iter().copied().map(category_dto).collect(),
        items: vec![union_file()],
        max_file_bytes: 52_428_800,
        max_files_per_upload: 20,
    });
    ex.response(UploadedFilesResponse { items: vec![union_file()] });
}

fn audit_entry() -> AuditEntryDto {
    AuditEntryDto {
        id: 905,
        occurred_at: at("2026-11-01T09:00:00+09:00"),
        actor_name: Some("김조합".into()),
        entity: AuditEntity::Union.code().into(),
        entity_label: AuditEntity::Union.label().into(),
        entity_id: 1,
        action: AuditAction::StatusChanged.code().into(),
        action_label: AuditAction::StatusChanged.label().into(),
        before: Some(json!({"status": "S"})),
        after: Some(json!({"status": "R"})),
    }
}

fn history(ex: &mut Examples) {
    ex.response(audit_entry());
    ex.response(AuditEntryPage { items: vec![audit_entry()], page: 1, page_size: 20, total_count: 214 });
}

fn evidence_file(kind: EvidenceKind, name: &str) -> EvidenceFileDto {
    EvidenceFileDto {
        kind: kind.code().into(),
        file_name: name.into(),
        size_bytes: 96_240,
        uploaded_at: at("2026-11-20T13:00:00+09:00"),
    }
}

fn evidence(ex: &mut Examples) {
    ex.response(evidence_file(EvidenceKind::Confirmation, "데모 1호 개인투자조합_이서연.pdf"));
    let contributor = || ContributorDto {
        applicant_id: 301,
        name: "이서연".into(),
        unit_count: 5,
        amount: 5_000_000,
        certificate: Some(evidence_file(EvidenceKind::Certificate, "출자증명서_이서연.pdf")),
        confirmation: Some(evidence_file(EvidenceKind::Confirmation, "데모 1호 개인투자조합_이서연.pdf")),
    };
    ex.response(contributor());
    ex.response(ContributorPage {
        union_name: "데모 1호 개인투자조합".into(),
        items: vec![contributor()],
        page: 1,
        page_size: 20,
        total_count: 7,
        max_file_bytes: 52_428_800,
    });
    let failure = || BulkFailureDto {
        file_name: "데모 1호_홍길동.pdf".into(),
        code: BulkFailure::NoSuchMember.code().into(),
        reason: BulkFailure::NoSuchMember.reason().into(),
    };
    ex.response(failure());
    ex.response(BulkUploadResult { received: 8, success_count: 7, failures: vec![failure()] });
    ex.response(CertificateDto {
        number: "제 1-301 호".into(),
        union_name: "데모 1호 개인투자조합".into(),
        issuer: "데모투자파트너스".into(),
        investor: "이서연".into(),
        lp_type: "individual".into(),
        registration_number: "900101-2******".into(),
        address: "서울특별시 강남구 테헤란로 123".into(),
        total_amount: 300_000_000,
        total_units: 300,
        own_amount: 5_000_000,
        own_units: 5,
        unit_price: 1_000_000,
        issued_on: day("2026-11-20"),
    });
    ex.request::<IdentityDto>(json!({
        "registration_number": "900101-2******",
        "address": "서울특별시 강남구 테헤란로 123"
    }));
}
