//! The OpenAPI document, collected from the routes the server mounts (utoipa-actix-web): a
//! handler is in the document because it is served, never by a second hand-kept list.
//! `johap openapi` writes it to `openapi/openapi.json`; the web app's client is generated from
//! that file.

pub mod codes;
mod errors;
pub mod examples;
mod text;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::App;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};
use utoipa_actix_web::AppExt;

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
#[openapi(
    info(
        title = "Johap API",
        version = "0.0.1",
        description = "조합 관리 플랫폼 API. 오류는 application/problem+json 으로 답하며 `code`는 안정적인 식별자, `message`는 사용자에게 보여줄 한국어 문구입니다."
    ),
    modifiers(&BearerAuth),
    tags(
        (name = "auth", description = "로그인, 세션, 아이디/비밀번호 찾기"),
        (name = "join", description = "회원가입"),
        (name = "me", description = "로그인한 사용자"),
        (name = "company", description = "소속 기업 구성원 관리"),
        (name = "dashboard", description = "대시보드"),
        (name = "lpMembers", description = "LP 회원 관리와 매칭"),
        (name = "rawData", description = "회사 데이터 내려받기 (xlsx)"),
        (name = "billing", description = "포인트와 멤버십: 카드 결제(결제사 확인 후 지급), 결제 내역과 영수증, 포인트 환불 요청"),
        (name = "waiting", description = "서비스 대기 등록: 아직 이용하지 않는 회사의 등록과 현황 조회 (로그인 없음)"),
        (name = "tasks", description = "업무 관리: 직접 만든 업무와 자동 업무, 댓글"),
        (name = "lpGroups", description = "LP 그룹 관리"),
        (name = "invitations", description = "이메일 초대와 초대 링크"),
        (name = "evidence", description = "투자 증빙: 출자증명서, 출자확인서, 일괄 업로드"),
        (name = "portal", description = "LP 본인의 출자 신청과 서류 (내 출자)"),
        (name = "unions", description = "조합 관리"),
        (name = "applicants", description = "출자 신청 관리"),
        (name = "unionFiles", description = "조합 관련자료"),
        (name = "startups", description = "스타트업 검색과 기업 정보"),
        (name = "dataRequests", description = "자료 요청: 투자사가 스타트업에 실적·재무·서류를 요청하고, 스타트업이 계정이나 메일 링크로 제출"),
        (name = "investments", description = "투자 원장: 조합의 투자 내역과 기준일의 포트폴리오 (멀티플, TVPI/DPI/RVPI, XIRR)"),
        (name = "reports", description = "투자 보고서: 기준일의 수치를 저장한 보고서, 이름 변경과 삭제, 보고서·조합별 의견"),
        (name = "portfolios", description = "포트폴리오: 대상 기업별 페이지(세 개의 서식 있는 글), 공유 링크 만들기와 중지"),
        (name = "share", description = "공유된 포트폴리오: 링크의 토큰만으로 여는 공개 목록과 상세 (로그인 없음)"),
        (name = "communication", description = "커뮤니케이션: 안내 메일 미리보기와 발송, 납입 계좌, 발송 이력"),
        (name = "messages", description = "쪽지: 받은·보낸 쪽지함, 읽음 표시, 새 쪽지 수"),
        (name = "support", description = "고객지원: 공지사항, 자주 묻는 질문, 1:1 문의"),
        (name = "operator", description = "운영팀: 문의 답변, 공지와 FAQ 관리, 대기 등록 처리, 환불 결정"),
        (name = "startupFiles", description = "기업 자료: 로고, 대표 사진, 사업자등록증과 IR 자료 등 서류"),
        (name = "health", description = "상태 확인"),
    )
)]
pub struct ApiDoc;

/// The app with every API route (health probes and `/api/v1`), and the document of exactly
/// those routes. The server adds middleware, Swagger UI and the web app around it.
pub fn api_app() -> (
    App<
        impl ServiceFactory<
            ServiceRequest,
            Config = (),
            Response = ServiceResponse<impl MessageBody>,
            Error = actix_web::Error,
            InitError = (),
        >,
    >,
    utoipa::openapi::OpenApi,
) {
    let app = App::new()
        .into_utoipa_app()
        .openapi(ApiDoc::openapi())
        .service(routes::health::healthz)
        .service(routes::health::readyz)
        .service(utoipa_actix_web::scope("/api/v1").configure(routes::api_v1));
    let (app, mut doc) = app.split_for_parts();
    errors::declare_shared(&mut doc);
    text::exclude_nul_from_inputs(&mut doc);
    examples::attach(&mut doc);
    files_are_binary(&mut doc);
    field_conditions(&mut doc);
    (app, doc)
}

/// Rules between a body's fields, stated as JSON Schema's `if`/`then` (OpenAPI 3.1) so the
/// contract says what the server enforces: a rejected fact's verdict carries its reason.
fn field_conditions(doc: &mut utoipa::openapi::OpenApi) {
    use utoipa::openapi::{RefOr, Schema};
    let Some(components) = doc.components.as_mut() else { return };
    if let Some(RefOr::T(Schema::Object(o))) = components.schemas.get_mut("FactCheckBody") {
        let rejected = company::Verdict::Rejected.code();
        // One key (`allOf`) holds the condition: the extensions are a map without an order, and
        // the committed document must come out the same every time.
        o.extensions.get_or_insert_with(Default::default).insert(
            "allOf".into(),
            serde_json::json!([{
                "if": { "properties": { "verdict": { "const": rejected } }, "required": ["verdict"] },
                "then": { "properties": { "note": { "pattern": text::NOT_BLANK_NO_NUL } }, "required": ["note"] },
            }]),
        );
    }
}

/// Downloads (PDF, xlsx, zip, images, stored files) say they are bytes: a string in binary
/// format, which generators turn into a Blob, where utoipa leaves the schema empty.
fn files_are_binary(doc: &mut utoipa::openapi::OpenApi) {
    use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, SchemaFormat, Type};
    let binary =
        || ObjectBuilder::new().schema_type(Type::String).format(Some(SchemaFormat::KnownFormat(KnownFormat::Binary)));
    for item in doc.paths.paths.values_mut() {
        for op in [&mut item.get, &mut item.post, &mut item.put].into_iter().flatten() {
            for response in op.responses.responses.values_mut() {
                let utoipa::openapi::RefOr::T(response) = response else { continue };
                for (content_type, content) in &mut response.content {
                    if !content_type.contains("json") && content.schema.is_none() {
                        content.schema = Some(binary().into());
                    }
                }
            }
        }
    }
}

/// The document of the served routes.
pub fn document() -> utoipa::openapi::OpenApi {
    api_app().1
}

/// The document as pretty JSON with a trailing newline, exactly as committed.
///
/// # Errors
/// When serialization fails (never in practice).
pub fn json() -> Result<String, serde_json::Error> {
    let mut s = serde_json::to_string_pretty(&document())?;
    s.push('\n');
    Ok(s)
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_tag_an_operation_uses_is_declared_with_a_description() {
        let doc: serde_json::Value = serde_json::from_str(&super::json().unwrap()).unwrap();
        let declared: std::collections::BTreeSet<&str> =
            doc["tags"].as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap()).collect();
        let mut undeclared = std::collections::BTreeSet::new();
        for operations in doc["paths"].as_object().unwrap().values() {
            for op in operations.as_object().unwrap().values() {
                for tag in op["tags"].as_array().into_iter().flatten() {
                    let tag = tag.as_str().unwrap();
                    if !declared.contains(tag) {
                        undeclared.insert(tag.to_owned());
                    }
                }
            }
        }
        assert!(undeclared.is_empty(), "tags used but not declared in openapi::ApiDoc: {undeclared:?}");
    }
}
