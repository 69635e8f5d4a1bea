//! Startup search and profile errors as HTTP answers.

use actix_web::http::StatusCode;
use company::CompanyError;

use super::ApiError;

impl From<CompanyError> for ApiError {
    fn from(e: CompanyError) -> Self {
        match e {
            CompanyError::Validation(errors) => ApiError::validation(errors),
            CompanyError::StartupNotFound => {
                ApiError::new(StatusCode::NOT_FOUND, "startup_not_found", "기업 정보를 찾을 수 없습니다.")
            }
            CompanyError::SearchNotAllowed => ApiError::new(
                StatusCode::FORBIDDEN,
                "startup_search_not_allowed",
                "스타트업 검색은 투자사 회원만 이용할 수 있습니다.",
            ),
            CompanyError::Port(p) => p.into(),
        }
    }
}
