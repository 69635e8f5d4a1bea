//! The OpenAPI document, built from the handlers' annotations. `johap openapi` writes it to
//! `openapi/openapi.json`; the frontend's API client is generated from that file.

use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

use crate::routes;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some("POST /api/v1/auth/login 으로 받은 access_token"))
                    .build(),
            ),
        );
    }
}

#[derive(OpenApi)]
#[openapi(paths(
    routes::auth::login,
    routes::auth::refresh_session,
    routes::auth::logout,
    routes::auth::find_id,
    routes::auth::request_password_reset,
    routes::auth::confirm_password_reset,
    routes::join::search_join_companies,
    routes::join::join,
    routes::me::get_me,
    routes::me::list_settings,
    routes::me::put_setting,
    routes::company::list_company_members,
    routes::company::approve_member,
    routes::company::reject_member,
    routes::company::expel_member,
    routes::dashboard::get_dashboard,
    routes::unions::list_unions,
    routes::unions::create_union,
    routes::unions::get_union,
    routes::unions::update_union,
    routes::unions::change_union_status,
    routes::unions::delete_union,
    routes::union_history::union_history,
    routes::applicants::list_applicants,
    routes::applicants::add_applicant,
    routes::applicants::get_applicant,
    routes::applicants::change_applicant_status,
    routes::applicant_export::export_applicants,
    routes::applicant_import::import_template,
    routes::applicant_import::import_applicants,
    routes::union_files::list_files,
    routes::union_files::upload_files,
    routes::union_files::replace_file,
    routes::union_files::delete_file,
    routes::union_files::download_file,
    routes::portal::applicant_documents,
    routes::portal::download_applicant_document,
    routes::lp_members::list_lp_members,
    routes::lp_members::create_lp_member,
    routes::lp_members::get_lp_member,
    routes::lp_members::change_lp_member,
    routes::lp_members::matching_unions,
    routes::lp_members::matching_applicants,
    routes::lp_members::match_applicant,
    routes::lp_members::unmatch_applicant,
    routes::lp_members::lp_dashboard,
    routes::lp_groups::list_groups,
    routes::lp_groups::create_group,
    routes::lp_groups::upload_group_image,
    routes::lp_groups::get_group,
    routes::lp_groups::update_group,
    routes::lp_groups::delete_group,
    routes::lp_groups::group_image,
    routes::lp_groups::set_group_members,
    routes::invitations::invite,
    routes::invitations::get_invitation,
    routes::invitations::join_by_invitation,
    routes::invitations::accept_invitation,
    routes::portal::my_unions,
    routes::portal::apply,
    routes::portal::my_applications,
    routes::portal::my_application,
    routes::portal::upload_document,
    routes::portal::delete_document,
    routes::portal::download_document,
    routes::evidence::list_contributors,
    routes::evidence::upload_evidence,
    routes::evidence::delete_evidence,
    routes::evidence::download_evidence,
    routes::evidence::bulk_upload,
    routes::evidence::certificate_preview,
    routes::evidence::certificate_pdf,
    routes::evidence::store_certificate,
    routes::evidence::all_certificates,
    routes::evidence::get_identity,
    routes::evidence::put_identity,
    routes::communication::list_banks,
    routes::communication::get_bank_account,
    routes::communication::put_bank_account,
    routes::communication::mail_preview,
    routes::communication::mail_member_candidates,
    routes::communication::mail_group_candidates,
    routes::communication::send_mail,
    routes::communication::mail_history,
    routes::communication::get_mailing,
    routes::communication::mailing_recipients,
))]
struct ApiV1;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Johap API",
        version = "0.0.1",
        description = "조합 관리 플랫폼 API. 오류는 application/problem+json 으로 답하며 `code`는 안정적인 식별자, `message`는 사용자에게 보여줄 한국어 문구입니다."
    ),
    paths(routes::health::healthz, routes::health::readyz),
    nest((path = "/api/v1", api = ApiV1)),
    modifiers(&BearerAuth),
    tags(
        (name = "auth", description = "로그인, 세션, 아이디/비밀번호 찾기"),
        (name = "join", description = "회원가입"),
        (name = "me", description = "로그인한 사용자"),
        (name = "company", description = "소속 기업 구성원 관리"),
        (name = "dashboard", description = "대시보드"),
        (name = "lpMembers", description = "LP 회원 관리와 매칭"),
        (name = "lpGroups", description = "LP 그룹 관리"),
        (name = "invitations", description = "이메일 초대와 초대 링크"),
        (name = "evidence", description = "투자 증빙: 출자증명서, 출자확인서, 일괄 업로드"),
        (name = "portal", description = "LP 본인의 출자 신청과 서류 (내 출자)"),
        (name = "unions", description = "조합 관리"),
        (name = "applicants", description = "출자 신청 관리"),
        (name = "unionFiles", description = "조합 관련자료"),
        (name = "communication", description = "커뮤니케이션: 안내 메일 미리보기와 발송, 납입 계좌, 발송 이력"),
        (name = "health", description = "상태 확인"),
    )
)]
pub struct ApiDoc;

/// The document as pretty JSON with a trailing newline, exactly as committed.
///
/// # Errors
/// When serialization fails (never in practice).
pub fn json() -> Result<String, serde_json::Error> {
    let mut s = serde_json::to_string_pretty(&ApiDoc::openapi())?;
    s.push('\n');
    Ok(s)
}
