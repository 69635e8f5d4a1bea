//! Examples of accounts, the firm, LP members and groups, invitations and the LP's own portal.

use serde_json::json;
use union::DocumentKind;

use super::{at, day, Examples};
use crate::routes::account::auth::{
    FindIdRequest, FindIdResponse, LoginRequest, PasswordResetConfirm, PasswordResetRequest,
};
use crate::routes::account::dto::TokenResponse;
use crate::routes::account::join::{JoinBody, JoinCompany, JoinCompanyPage, JoinResponse, NewCompanyBody};
use crate::routes::account::me::{
    MyProfileBody, PasswordChangeBody, SessionUserDto, SettingValue, UserSettingDto, UserSettingList, WithdrawalBody,
};
use crate::routes::account::two_factor::{
    FirmTwoFactorBody, FirmTwoFactorDto, RecoveryCodesDto, TwoFactorCodeBody, TwoFactorEnrolmentDto,
    TwoFactorPasswordBody, TwoFactorStatusDto,
};
use crate::routes::firm::company::{CompanyMember, CompanyMemberPage};
use crate::routes::firm::dashboard::Dashboard;
use crate::routes::firm::profile::{CeoHandoverBody, FirmBody, FirmDto, TeamBody, TeamDto, TeamList, TeamMemberDto};
use crate::routes::firm::raw_data::{RawDataSummary, RawSheetDto};
use crate::routes::lp::groups::{
    GroupImageUpload, GroupMembersBody, LpGroupBody, LpGroupDetail, LpGroupDto, LpGroupPage,
};
use crate::routes::lp::invitations::{InvitationAccepted, InvitationDto, InvitationJoinBody, InviteBody, InviteResult};
use crate::routes::lp::members::{
    LpApplicationDto, LpDashboardDto, LpDashboardTotalsDto, LpGroupRef, LpMemberBody, LpMemberChangeBody,
    LpMemberDetailDto, LpMemberDto, LpMemberPage, LpMemberRow, LpStatusCountDto, MatchBody, MatchingApplicantDto,
    MatchingUnionDto, RecentApplicationDto, RecentDocumentDto, UnionProgressDto,
};
use crate::routes::lp::portal::{ApplyBody, DocumentDto, DocumentKindDto, MyApplicationDto, PortalUnionDto};
use crate::routes::union::applicants::StatusCountDto;

pub fn add(ex: &mut Examples) {
    accounts(ex);
    firm(ex);
    lp_members(ex);
    lp_groups(ex);
    invitations(ex);
    portal(ex);
}

fn token() -> TokenResponse {
    TokenResponse {
        access_token: "7f3c9a1e5b2d4c8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f".into(),
        token_type: "Bearer".into(),
        expires_at: at("2026-11-25T21:30:00+09:00"),
    }
}

fn accounts(ex: &mut Examples) {
    ex.request::<LoginRequest>(json!({"email": "demo@johap.kr", "password": "johap1234!", "remember": true}));
    ex.response(token());
    ex.request::<FindIdRequest>(json!({"name": "김조합", "phone": "010-1234-5678"}));
    ex.response(FindIdResponse { masked_email: "de**@johap.kr".into() });
    ex.request::<PasswordResetRequest>(json!({"email": "demo@johap.kr"}));
    ex.request::<PasswordResetConfirm>(json!({
        "token": "b61f0c2a9e8d4f7a8c3b2e1d0f9a8b7c",
        "new_password": "newpass2026!"
    }));
    ex.request::<NewCompanyBody>(
        json!({"name": "새싹벤처스", "business_number": "123-45-67890", "ceo_name": "정하늘"}),
    );
    ex.request::<JoinBody>(json!({
        "user_type": "investor",
        "email": "ceo@newfirm.kr",
        "password": "johap1234!",
        "name": "정하늘",
        "phone": "010-4567-8901",
        "form_type": "enterprise",
        "investor_type": "C",
        "agree_terms": true,
        "agree_privacy": true,
        "new_company": {"name": "새싹벤처스", "business_number": "123-45-67890", "ceo_name": "정하늘"}
    }));
    ex.response(JoinResponse {
        user_id: 42,
        company_id: 7,
        company_name: "새싹벤처스".into(),
        role: "ceo".into(),
        group_status: "c".into(),
    });
    let company = JoinCompany {
        id: 1,
        name: "데모투자파트너스".into(),
        business_number: Some("101-82-12345".into()),
        ceo_name: Some("김조합".into()),
    };
    ex.response(JoinCompanyPage { items: vec![company], page: 1, page_size: 20, total_count: 1 });
    ex.response(SessionUserDto {
        user_id: 1,
        email: "demo@johap.kr".into(),
        name: "김조합".into(),
        phone: "010-1234-5678".into(),
        user_type: "investor".into(),
        member_type: "member".into(),
        role: "ceo".into(),
        form_type: "enterprise".into(),
        company_id: 1,
        company_name: "데모투자파트너스".into(),
        company_kind: "investor".into(),
        company_group_status: "c".into(),
        verified: true,
        social_provider: None,
        operator: false,
        two_factor_enabled: true,
        two_factor_required: false,
    });
    let setting = || UserSettingDto { key: "union_list.page_size".into(), value: "20".into() };
    ex.response(setting());
    ex.response(UserSettingList { items: vec![setting()] });
    ex.request::<SettingValue>(json!({"value": "20"}));
    ex.request::<MyProfileBody>(json!({ "name": "김조합", "phone": "010-1234-5678" }));
    ex.request::<PasswordChangeBody>(json!({ "current_password": "oldPass2025", "new_password": "newPass2026" }));
    ex.request::<WithdrawalBody>(json!({ "password": "myPass2026", "reason": "회사를 옮겼습니다." }));
    let member = || CompanyMember {
        user_id: 3,
        name: "박심사".into(),
        email: "analyst@johap.kr".into(),
        phone: "010-2222-3333".into(),
        role: "staff".into(),
        group_status: "c".into(),
        joined_at: at("2026-03-02T10:15:00+09:00"),
    };
    ex.response(member());
    ex.response(CompanyMemberPage { items: vec![member()], page: 1, page_size: 20, total_count: 4 });
    ex.response(Dashboard {
        company_name: "데모투자파트너스".into(),
        company_kind: "investor".into(),
        active_member_count: 3,
        pending_member_count: 1,
    });
}

fn firm(ex: &mut Examples) {
    ex.response(FirmDto {
        id: 1,
        kind: "investor".into(),
        name: "데모투자파트너스".into(),
        business_number: Some("1018212345".into()),
        ceo_name: Some("김조합".into()),
        investor_type: Some("C".into()),
        address: "서울특별시 강남구 테헤란로 152, 12층".into(),
        phone: "025551234".into(),
        homepage: "https://demo-partners.kr".into(),
        contact_email: "ir@demo-partners.kr".into(),
        founded_on: Some(day("2019-04-01")),
        introduction: "초기 기술 스타트업에 투자하는 개인투자조합 전문 운용사입니다.".into(),
        member_count: 4,
        updated_at: at("2026-11-20T14:05:00+09:00"),
    });
    ex.request::<FirmBody>(json!({
        "name": "데모투자파트너스",
        "ceo_name": "김조합",
        "address": "서울특별시 강남구 테헤란로 152, 12층",
        "phone": "02-555-1234",
        "homepage": "https://demo-partners.kr",
        "contact_email": "ir@demo-partners.kr",
        "founded_on": "2019-04-01",
        "introduction": "초기 기술 스타트업에 투자하는 개인투자조합 전문 운용사입니다."
    }));
    let member =
        || TeamMemberDto {
            user_id: 3, name: "박심사".into(), email: "analyst@johap.kr".into(), role: "staff".into()
        };
    ex.response(member());
    let team = || TeamDto {
        id: 2,
        name: "심사팀".into(),
        leader_id: Some(3),
        members: vec![member()],
        created_at: at("2026-09-01T09:00:00+09:00"),
    };
    ex.response(team());
    ex.response(TeamList { items: vec![team()] });
    ex.request::<TeamBody>(json!({ "name": "심사팀", "member_ids": [3, 4], "leader_id": 3 }));
    ex.request::<CeoHandoverBody>(json!({ "user_id": 3, "password": "myPass2026" }));
    two_factor(ex);
    let sheet = |sheet: &str, title: &str, rows| RawSheetDto { sheet: sheet.into(), title: title.into(), rows };
    ex.response(sheet("applicants", "출자 신청", 412));
    ex.response(RawDataSummary {
        sheets: vec![
            sheet("unions", "조합", 12),
            sheet("applicants", "출자 신청", 412),
            sheet("lp_members", "LP 회원", 186),
            sheet("mailings", "메일 발송 이력", 37),
        ],
    });
}

fn two_factor(ex: &mut Examples) {
    ex.response(TwoFactorStatusDto {
        enabled: true,
        enabled_at: Some(at("2026-11-20T10:12:00+09:00")),
        recovery_codes_left: 9,
        required_by_firm: false,
    });
    ex.response(TwoFactorEnrolmentDto {
        secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP".into(),
        otpauth_uri: "otpauth://totp/%EC%A1%B0%ED%95%A9:demo@johap.kr?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP\
                      &issuer=%EC%A1%B0%ED%95%A9&algorithm=SHA1&digits=6&period=30"
            .into(),
    });
    ex.request::<TwoFactorCodeBody>(json!({ "code": "492039" }));
    ex.response(RecoveryCodesDto {
        recovery_codes: [
            "3f9a-12c4",
            "8b0e-77d1",
            "c41d-9e02",
            "05fa-b3c8",
            "e7d2-4a91",
            "9c3b-0f6e",
            "2a8d-c5b7",
            "f016-8e3a",
            "b9e4-27cd",
            "41c7-d0a5",
        ]
        .map(String::from)
        .to_vec(),
    });
    ex.request::<TwoFactorPasswordBody>(json!({ "password": "myPass2026" }));
    ex.response(FirmTwoFactorDto { required: true, members: 4, enrolled: 3 });
    ex.request::<FirmTwoFactorBody>(json!({ "required": true }));
}

fn lp_member() -> LpMemberDto {
    LpMemberDto {
        id: 12,
        name: "이서연".into(),
        lp_type: "individual".into(),
        phone: "010-2345-6789".into(),
        email: "seoyeon.lee@example.com".into(),
        status: "N".into(),
        note: "2024년부터 꾸준히 출자".into(),
        has_account: true,
        created_at: at("2026-02-14T09:00:00+09:00"),
    }
}

fn lp_application() -> LpApplicationDto {
    LpApplicationDto {
        applicant_id: 301,
        union_id: 1,
        union_name: "데모 1호 개인투자조합".into(),
        union_status: "R".into(),
        unit_count: 5,
        amount: 5_000_000,
        status: "S".into(),
        document_count: 3,
        applied_at: at("2026-11-03T14:20:00+09:00"),
    }
}

fn union_progress() -> UnionProgressDto {
    UnionProgressDto {
        union_id: 1,
        name: "데모 1호 개인투자조합".into(),
        status: "R".into(),
        target_amount: 300_000_000,
        applied_amount: 165_000_000,
        paid_amount: 12_000_000,
        progress: 55.0,
        status_counts: vec![
            StatusCountDto { status: "R".into(), count: 28 },
            StatusCountDto { status: "C".into(), count: 21 },
            StatusCountDto { status: "S".into(), count: 14 },
            StatusCountDto { status: "P".into(), count: 7 },
        ],
    }
}

fn lp_members(ex: &mut Examples) {
    ex.response(lp_member());
    let row = LpMemberRow { member: lp_member(), union_count: 2, committed_amount: 15_000_000 };
    ex.response(LpMemberPage { items: vec![row], page: 1, page_size: 20, total_count: 86 });
    ex.request::<LpMemberBody>(json!({
        "name": "이서연",
        "lp_type": "individual",
        "phone": "010-2345-6789",
        "email": "seoyeon.lee@example.com",
        "note": "엔젤클럽 추천"
    }));
    ex.request::<LpMemberChangeBody>(json!({"status": "S", "note": "연락처 확인 전까지 정지"}));
    ex.response(lp_application());
    ex.response(LpGroupRef { id: 3, name: "엔젤클럽 2026".into() });
    ex.response(LpMemberDetailDto {
        member: lp_member(),
        groups: vec![LpGroupRef { id: 3, name: "엔젤클럽 2026".into() }],
        applications: vec![lp_application()],
    });
    ex.response(MatchingUnionDto {
        id: 1,
        name: "데모 1호 개인투자조합".into(),
        unique_number: Some("123-80-45678".into()),
        status: "R".into(),
    });
    ex.response(MatchingApplicantDto {
        id: 301,
        name: "이서연".into(),
        email: "seoyeon.lee@example.com".into(),
        amount: 5_000_000,
        matched_lp_member_id: None,
    });
    ex.request::<MatchBody>(json!({"applicant_id": 301}));
    ex.response(union_progress());
    ex.response(LpStatusCountDto { status: "N".into(), count: 64 });
    let recent_application = || RecentApplicationDto {
        applicant_id: 301,
        union_id: 1,
        union_name: "데모 1호 개인투자조합".into(),
        name: "이서연".into(),
        amount: 5_000_000,
        status: "R".into(),
        applied_at: at("2026-11-24T16:05:00+09:00"),
    };
    let recent_document = || RecentDocumentDto {
        applicant_id: 301,
        union_id: 1,
        union_name: "데모 1호 개인투자조합".into(),
        applicant_name: "이서연".into(),
        kind: DocumentKind::IdCopy.code().into(),
        kind_label: DocumentKind::IdCopy.label().into(),
        file_name: "이서연_신분증.pdf".into(),
        uploaded_at: at("2026-11-24T17:40:00+09:00"),
    };
    ex.response(recent_application());
    ex.response(recent_document());
    let progress = union_progress();
    ex.response(LpDashboardDto {
        totals: LpDashboardTotalsDto {
            lps: 75,
            applied_amount: progress.applied_amount,
            paid_amount: progress.paid_amount,
        },
        unions: vec![progress],
        recent_applications: vec![recent_application()],
        recent_documents: vec![recent_document()],
        lp_counts: vec![
            LpStatusCountDto { status: "W".into(), count: 9 },
            LpStatusCountDto { status: "N".into(), count: 64 },
            LpStatusCountDto { status: "S".into(), count: 2 },
        ],
    });
}

fn lp_group() -> LpGroupDto {
    LpGroupDto {
        id: 3,
        name: "엔젤클럽 2026".into(),
        description: "2026년 정기 모임 회원".into(),
        has_image: true,
        member_count: 24,
        created_at: at("2026-01-10T11:00:00+09:00"),
    }
}

fn lp_groups(ex: &mut Examples) {
    ex.response(lp_group());
    ex.response(LpGroupPage { items: vec![lp_group()], page: 1, page_size: 20, total_count: 5 });
    ex.response(LpGroupDetail { group: lp_group(), members: vec![lp_member()] });
    ex.request::<LpGroupBody>(json!({"name": "엔젤클럽 2026", "description": "2026년 정기 모임 회원"}));
    ex.request::<GroupMembersBody>(json!({"lp_member_ids": [12, 15, 21]}));
    ex.response(GroupImageUpload {
        image_key: "companies/1/lp-group-images/5b1d2c3e-8f4a-4c6b-9d7e-2a1b3c4d5e6f".into(),
        content_type: "image/png".into(),
    });
}

fn invitations(ex: &mut Examples) {
    ex.request::<InviteBody>(json!({"emails": "lp1@example.com, lp2@example.com"}));
    ex.response(InviteResult {
        new_invitations: vec!["lp1@example.com".into()],
        already_invited: vec!["lp2@example.com".into()],
        invalid_emails: vec![],
        failed_emails: vec![],
    });
    ex.response(InvitationDto {
        firm_name: "데모투자파트너스".into(),
        email: "lp1@example.com".into(),
        union_id: 1,
        union_name: "데모 1호 개인투자조합".into(),
        union_status: "R".into(),
        unit_price: 1_000_000,
        target_amount: 300_000_000,
        recruitment_start_date: day("2026-11-01"),
        recruitment_end_date: day("2026-12-31"),
        expires_at: at("2026-12-02T09:00:00+09:00"),
    });
    ex.request::<InvitationJoinBody>(json!({
        "password": "johap1234!",
        "name": "박지훈",
        "phone": "010-3456-7890",
        "lp_type": "individual",
        "agree_terms": true,
        "agree_privacy": true
    }));
    ex.response(InvitationAccepted { union_id: 1, token: Some(token()) });
}

fn portal_union() -> PortalUnionDto {
    PortalUnionDto {
        union_id: 1,
        firm_name: "데모투자파트너스".into(),
        union_name: "데모 1호 개인투자조합".into(),
        status: "R".into(),
        unit_price: 1_000_000,
        target_amount: 300_000_000,
        recruitment_start_date: day("2026-11-01"),
        recruitment_end_date: day("2026-12-31"),
        recruiting: true,
        applicant_id: Some(301),
    }
}

fn portal(ex: &mut Examples) {
    ex.response(portal_union());
    ex.request::<ApplyBody>(json!({"unit_count": 5, "unit_price": 1_000_000}));
    let document = || DocumentDto {
        id: 88,
        kind: DocumentKind::IdCopy.code().into(),
        kind_label: DocumentKind::IdCopy.label().into(),
        file_name: "이서연_신분증.pdf".into(),
        size_bytes: 284_512,
        uploaded_at: at("2026-11-24T17:40:00+09:00"),
    };
    ex.response(document());
    let kind = |k: DocumentKind| DocumentKindDto { code: k.code().into(), label: k.label().into(), requested: true };
    ex.response(kind(DocumentKind::IdCopy));
    let kinds = [DocumentKind::IdCopy, DocumentKind::BankbookCopy, DocumentKind::PrivacyConsent].map(kind).into();
    ex.response(MyApplicationDto {
        applicant: super::unions::applicant(),
        union: portal_union(),
        documents: vec![document()],
        document_kinds: kinds,
        documents_open: true,
        max_file_bytes: 52_428_800,
    });
}
