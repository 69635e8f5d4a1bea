//! The one place where domain errors become HTTP answers: RFC 9457 problem+json with a stable
//! `code` for programs and a Korean `message` for people (spec section 8 where it has one).

use actix_web::http::{header, StatusCode};
use actix_web::{HttpResponse, ResponseError};
use auth::{AuthError, GroupStatus};
use kernel::{FieldError, PortError};
use lp::LpError;
use mail::CommunicationError;
use serde::Serialize;
use union::UnionError;
use utoipa::ToSchema;

/// The general failure text of the spec, also shown by the client when a problem has no message.
pub const MSG_SERVER_ERROR: &str = "서버오류. 지속되면 고객센터로 연락바랍니다.";

/// The answer when the database has no connection free in time.
pub const MSG_BUSY: &str = "요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.";

/// An error answer (`application/problem+json`).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Problem {
    /// Always `about:blank`: the `code` says what happened.
    #[serde(rename = "type")]
    pub type_: String,
    /// The HTTP status text.
    pub title: String,
    pub status: u16,
    /// Stable, machine-readable reason (`invalid_credentials`, `validation_failed`, ...).
    pub code: String,
    /// Korean text to show to the user.
    pub message: String,
    /// Invalid fields, for `validation_failed`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub errors: Vec<FieldProblem>,
}

/// One invalid input field.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct FieldProblem {
    pub field: String,
    pub message: String,
}

/// An error on its way to becoming a [`Problem`].
#[derive(Debug, Clone)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
    pub errors: Vec<FieldError>,
    pub retry_after_secs: Option<i64>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        ApiError { status, code, message: message.into(), errors: Vec::new(), retry_after_secs: None }
    }

    pub fn not_found() -> Self {
        ApiError::new(StatusCode::NOT_FOUND, "not_found", "요청한 정보를 찾을 수 없습니다.")
    }

    pub fn bad_request(message: impl Into<String>) -> Self {
        ApiError::new(StatusCode::BAD_REQUEST, "invalid_request", message)
    }

    pub fn validation(errors: Vec<FieldError>) -> Self {
        ApiError {
            errors,
            ..ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", "입력값을 확인해 주세요.")
        }
    }

    /// The database is saturated: refused at once, to be tried again in a moment.
    pub fn busy() -> Self {
        tracing::warn!("database pool exhausted: request refused");
        ApiError {
            retry_after_secs: Some(1),
            ..ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "service_busy", MSG_BUSY)
        }
    }

    /// A failure we did not plan for: logged in full, answered without internals.
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        tracing::error!(error = %cause, "internal error");
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", MSG_SERVER_ERROR)
    }

    pub fn problem(&self) -> Problem {
        Problem {
            type_: "about:blank".into(),
            title: self.status.canonical_reason().unwrap_or("Error").into(),
            status: self.status.as_u16(),
            code: self.code.into(),
            message: self.message.clone(),
            errors: self
                .errors
                .iter()
                .map(|e| FieldProblem { field: e.field.clone(), message: e.message.clone() })
                .collect(),
        }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.status.as_u16(), self.code)
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        let mut res = HttpResponse::build(self.status);
        res.insert_header((header::CONTENT_TYPE, "application/problem+json"));
        if let Some(s) = self.retry_after_secs {
            res.insert_header((header::RETRY_AFTER, s.to_string()));
        }
        res.json(self.problem())
    }
}

impl From<PortError> for ApiError {
    fn from(e: PortError) -> Self {
        match e {
            PortError::NotFound => ApiError::not_found(),
            PortError::Busy => ApiError::busy(),
            other => ApiError::internal(other),
        }
    }
}

impl From<AuthError> for ApiError {
    fn from(e: AuthError) -> Self {
        use StatusCode as S;
        match e {
            AuthError::InvalidCredentials => {
                ApiError::new(S::UNAUTHORIZED, "invalid_credentials", "이메일 혹은 비밀번호가 일치하지 않습니다.")
            }
            AuthError::TooManyAttempts { retry_after_minutes } => ApiError {
                retry_after_secs: Some(retry_after_minutes * 60),
                ..ApiError::new(
                    S::TOO_MANY_REQUESTS,
                    "too_many_attempts",
                    format!("로그인 시도가 너무 많습니다. {retry_after_minutes}분 후에 다시 시도해 주세요."),
                )
            },
            AuthError::Membership { status, company_name } => match status {
                GroupStatus::Pending => ApiError::new(
                    S::FORBIDDEN,
                    "membership_pending",
                    format!("{company_name} 소속으로 회원가입이 승인 대기 중입니다."),
                ),
                GroupStatus::Rejected => ApiError::new(
                    S::FORBIDDEN,
                    "membership_rejected",
                    format!("{company_name} 소속으로 회원가입이 거절 되었습니다."),
                ),
                GroupStatus::Expelled | GroupStatus::Active => {
                    ApiError::new(S::FORBIDDEN, "membership_expelled", format!("{company_name} 에서 강퇴 되었습니다."))
                }
            },
            AuthError::RegistrationIncomplete => {
                ApiError::new(S::FORBIDDEN, "registration_incomplete", "정보를 입력한 후 이용할 수 있습니다.")
            }
            AuthError::LoginRequired => ApiError::new(S::UNAUTHORIZED, "login_required", "로그인이 필요합니다."),
            AuthError::Validation(errors) => ApiError::validation(errors),
            AuthError::EmailTaken => ApiError::new(S::CONFLICT, "email_taken", "이미 가입된 이메일입니다."),
            AuthError::BusinessNumberTaken => ApiError::new(
                S::CONFLICT,
                "business_number_taken",
                "이미 등록된 사업자등록번호입니다. 기업 검색에서 소속 기업을 찾아 주세요.",
            ),
            AuthError::CompanyNotFound => ApiError::new(S::NOT_FOUND, "company_not_found", "기업을 찾을 수 없습니다."),
            AuthError::AccountNotFound => {
                ApiError::new(S::NOT_FOUND, "account_not_found", "입력하신 정보와 일치하는 회원이 없습니다.")
            }
            AuthError::ResetTokenInvalid => ApiError::new(
                S::BAD_REQUEST,
                "reset_token_invalid",
                "비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해 주세요.",
            ),
            AuthError::CeoOnly => ApiError::new(S::FORBIDDEN, "ceo_only", "대표 계정만 할 수 있는 작업입니다."),
            AuthError::MemberNotFound => ApiError::new(S::NOT_FOUND, "member_not_found", "회원을 찾을 수 없습니다."),
            AuthError::StatusChangeNotAllowed => {
                ApiError::new(S::CONFLICT, "status_change_not_allowed", "현재 상태에서는 변경할 수 없습니다.")
            }
            AuthError::Port(p) => p.into(),
        }
    }
}

impl From<UnionError> for ApiError {
    fn from(e: UnionError) -> Self {
        use StatusCode as S;
        match e {
            UnionError::Validation(errors) => ApiError::validation(errors),
            UnionError::UniqueNumberTaken => {
                ApiError::new(S::CONFLICT, "unique_number_taken", "이미 사용 중인 고유번호입니다.")
            }
            UnionError::NotFound => ApiError::new(S::NOT_FOUND, "union_not_found", "조합을 찾을 수 없습니다."),
            UnionError::Formed => {
                ApiError::new(S::CONFLICT, "union_formed", "결성이 완료된 조합은 수정할 수 없습니다.")
            }
            UnionError::StatusChangeNotAllowed { from, to } => ApiError::new(
                S::CONFLICT,
                "status_change_not_allowed",
                format!("'{}' 상태에서 '{}'(으)로 변경할 수 없습니다.", from.label(), to.label()),
            ),
            UnionError::ApplicantNotFound => {
                ApiError::new(S::NOT_FOUND, "applicant_not_found", "출자 신청 내역을 찾을 수 없습니다.")
            }
            UnionError::ApplicantStatusChangeNotAllowed { from, to } => ApiError::new(
                S::CONFLICT,
                "status_change_not_allowed",
                format!("'{}' 상태에서 '{}'(으)로 변경할 수 없습니다.", from.label(), to.label()),
            ),
            UnionError::NoFiles => ApiError::new(S::BAD_REQUEST, "no_file", "업로드할 파일을 선택해 주세요."),
            UnionError::TooManyFiles => ApiError::new(
                S::BAD_REQUEST,
                "too_many_files",
                format!("한 번에 {}개까지 올릴 수 있습니다.", union::files::MAX_FILES_PER_UPLOAD),
            ),
            UnionError::FileEmpty { name } => {
                ApiError::new(S::UNPROCESSABLE_ENTITY, "file_empty", format!("{name}: 빈 파일은 올릴 수 없습니다."))
            }
            UnionError::FileTooLarge { name } => file_too_large(&name, union::files::MAX_FILE_BYTES),
            UnionError::ImportInvalid(errors) => ApiError {
                errors,
                ..ApiError::new(
                    S::UNPROCESSABLE_ENTITY,
                    "import_invalid_rows",
                    "잘못된 행이 있어 아무것도 등록하지 않았습니다. 아래 내용을 고쳐 다시 올려 주세요.",
                )
            },
            UnionError::FileTypeNotAllowed { name, category } => ApiError::new(
                S::UNSUPPORTED_MEDIA_TYPE,
                "file_type_not_allowed",
                if category == union::FileCategory::UnionSealRegistrationCertificate {
                    format!("{name}: 조합인감은 PNG 파일만 올릴 수 있습니다.")
                } else {
                    format!("{name}: PDF, 이미지, 오피스·한글 문서, ZIP 파일만 올릴 수 있습니다.")
                },
            ),
            UnionError::FileNotFound => ApiError::new(S::NOT_FOUND, "file_not_found", "파일을 찾을 수 없습니다."),
            UnionError::NotPdf { name } => {
                ApiError::new(S::UNSUPPORTED_MEDIA_TYPE, "not_pdf", format!("{name}: PDF 파일만 올릴 수 있습니다."))
            }
            UnionError::NotContributor => {
                ApiError::new(S::NOT_FOUND, "not_contributor", "출자를 완료한 조합원이 아닙니다.")
            }
            UnionError::Port(p) => p.into(),
        }
    }
}

impl From<LpError> for ApiError {
    fn from(e: LpError) -> Self {
        use StatusCode as S;
        match e {
            LpError::Validation(errors) => ApiError::validation(errors),
            LpError::MemberNotFound => {
                ApiError::new(S::NOT_FOUND, "lp_member_not_found", "LP 회원을 찾을 수 없습니다.")
            }
            LpError::EmailTaken => ApiError::new(S::CONFLICT, "lp_email_taken", "이미 등록된 LP 이메일입니다."),
            LpError::GroupNotFound => ApiError::new(S::NOT_FOUND, "group_not_found", "그룹을 찾을 수 없습니다."),
            LpError::UnionNotFound => ApiError::new(S::NOT_FOUND, "union_not_found", "조합을 찾을 수 없습니다."),
            LpError::ApplicantNotFound => {
                ApiError::new(S::NOT_FOUND, "applicant_not_found", "출자 신청 내역을 찾을 수 없습니다.")
            }
            LpError::ApplicantMatched => {
                ApiError::new(S::CONFLICT, "applicant_matched", "이미 다른 LP와 매칭된 신청입니다.")
            }
            LpError::AlreadyApplied => {
                ApiError::new(S::CONFLICT, "already_applied", "이 조합에는 이미 출자 신청이 있습니다.")
            }
            LpError::NotRecruiting => ApiError::new(S::CONFLICT, "union_not_recruiting", "모집 중인 조합이 아닙니다."),
            LpError::ImageEmpty => ApiError::new(S::UNPROCESSABLE_ENTITY, "file_empty", "빈 파일은 올릴 수 없습니다."),
            LpError::ImageTooLarge => file_too_large("이미지", lp::group::MAX_IMAGE_BYTES),
            LpError::ImageTypeNotAllowed => ApiError::new(
                S::UNSUPPORTED_MEDIA_TYPE,
                "file_type_not_allowed",
                "jpg, jpeg, png, gif, bmp, tif, tiff 이미지만 올릴 수 있습니다.",
            ),
            LpError::ImageNotFound => {
                ApiError::new(S::UNPROCESSABLE_ENTITY, "image_not_found", "이미지를 다시 올려 주세요.")
            }
            LpError::InvitationNotFound => {
                ApiError::new(S::NOT_FOUND, "invitation_not_found", "초대 링크를 찾을 수 없습니다.")
            }
            LpError::InvitationExpired => ApiError::new(
                S::GONE,
                "invitation_expired",
                "초대 링크가 만료되었습니다. 운용사에 다시 초대를 요청해 주세요.",
            ),
            LpError::InvitationUsed => ApiError::new(
                S::GONE,
                "invitation_used",
                "이미 사용된 초대 링크입니다. 로그인 후 '내 출자'에서 확인해 주세요.",
            ),
            LpError::Suspended => {
                ApiError::new(S::FORBIDDEN, "lp_suspended", "이용이 정지된 LP입니다. 운용사에 문의해 주세요.")
            }
            LpError::ApplicationNotFound => {
                ApiError::new(S::NOT_FOUND, "application_not_found", "출자 신청 내역을 찾을 수 없습니다.")
            }
            LpError::DocumentNotFound => ApiError::new(S::NOT_FOUND, "file_not_found", "파일을 찾을 수 없습니다."),
            LpError::ApplicationClosed => {
                ApiError::new(S::CONFLICT, "application_closed", "출자가 마감되어 서류를 변경할 수 없습니다.")
            }
            LpError::Upload(u) => u.into(),
            LpError::Port(p) => p.into(),
        }
    }
}

impl From<CommunicationError> for ApiError {
    fn from(e: CommunicationError) -> Self {
        use StatusCode as S;
        match e {
            CommunicationError::Validation(errors) => ApiError::validation(errors),
            CommunicationError::NotFound => ApiError::new(S::NOT_FOUND, "union_not_found", "조합을 찾을 수 없습니다."),
            CommunicationError::ApplicantNotFound => {
                ApiError::new(S::NOT_FOUND, "applicant_not_found", "출자 신청 내역을 찾을 수 없습니다.")
            }
            CommunicationError::MailingNotFound => {
                ApiError::new(S::NOT_FOUND, "mailing_not_found", "발송 이력을 찾을 수 없습니다.")
            }
            CommunicationError::BankAccountMissing => {
                ApiError::new(S::UNPROCESSABLE_ENTITY, "bank_account_missing", "납입 계좌 정보를 먼저 입력해주세요.")
            }
            CommunicationError::NoRecipients => ApiError::new(
                S::UNPROCESSABLE_ENTITY,
                "mail_no_recipients",
                "선택한 조합원 중 이메일 주소가 있는 사람이 없습니다.",
            ),
            CommunicationError::IdempotencyKeyReused => crate::idempotency::key_reused(),
            CommunicationError::Port(p) => p.into(),
        }
    }
}

/// A file over `max_bytes` (413).
pub fn file_too_large(name: &str, max_bytes: usize) -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        "file_too_large",
        format!("{name}: 파일은 {}MB까지 올릴 수 있습니다.", max_bytes / 1024 / 1024),
    )
}

/// Every `code` the API can answer, for the catalogue test and docs/api.md.
pub const CODES: &[&str] = &[
    "invalid_credentials",
    "too_many_attempts",
    "membership_pending",
    "membership_rejected",
    "membership_expelled",
    "registration_incomplete",
    "login_required",
    "validation_failed",
    "email_taken",
    "lp_member_not_found",
    "lp_email_taken",
    "group_not_found",
    "applicant_matched",
    "already_applied",
    "union_not_recruiting",
    "image_not_found",
    "invitation_not_found",
    "invitation_expired",
    "invitation_used",
    "lp_suspended",
    "application_not_found",
    "application_closed",
    "not_pdf",
    "not_contributor",
    "mailing_not_found",
    "bank_account_missing",
    "mail_no_recipients",
    "business_number_taken",
    "company_not_found",
    "account_not_found",
    "reset_token_invalid",
    "ceo_only",
    "member_not_found",
    "status_change_not_allowed",
    "unique_number_taken",
    "union_not_found",
    "union_formed",
    "applicant_not_found",
    "no_file",
    "too_many_files",
    "file_empty",
    "file_too_large",
    "file_type_not_allowed",
    "file_not_found",
    "import_invalid_rows",
    "import_not_xlsx",
    "import_missing_columns",
    "import_no_rows",
    "import_too_many_rows",
    "request_in_progress",
    "idempotency_key_reused",
    "not_found",
    "invalid_request",
    "service_busy",
    "internal",
];

#[cfg(test)]
mod tests {
    use super::CODES;

    /// Every code given to `ApiError::new` anywhere in the server's source.
    fn codes_in_source() -> Vec<String> {
        fn walk(dir: &std::path::Path, out: &mut Vec<String>) {
            for entry in std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()) {
                if entry.is_dir() {
                    walk(&entry, out);
                } else if entry.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&entry).unwrap();
                    // The first string literal after `ApiError::new(` is the code.
                    for call in text.split("ApiError::new(").skip(1) {
                        let code = call.split('"').nth(1).unwrap_or_default();
                        if !code.is_empty() && code.chars().all(|c| c.is_ascii_lowercase() || c == '_') {
                            out.push(code.to_string());
                        }
                    }
                }
            }
        }
        let mut out = Vec::new();
        walk(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
        out
    }

    #[test]
    fn every_code_the_server_answers_is_catalogued_and_documented() {
        let found = codes_in_source();
        assert!(found.len() > 20, "the scan found the error constructors: {found:?}");
        for code in &found {
            assert!(CODES.contains(&code.as_str()), "`{code}` is answered but missing from CODES");
        }
        let api_md = include_str!("../../../docs/api.md");
        for code in CODES {
            assert!(api_md.contains(&format!("`{code}`")), "`{code}` is missing from docs/api.md");
        }
        let mut sorted = CODES.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), CODES.len(), "CODES has a duplicate");
    }
}
