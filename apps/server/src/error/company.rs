//! Startup search and profile errors as HTTP answers.

use actix_web::http::StatusCode;
use company::{CompanyError, OpinionConflict};

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
            CompanyError::SavedSearchNotFound => {
                ApiError::new(StatusCode::NOT_FOUND, "saved_search_not_found", "저장된 검색을 찾을 수 없습니다.")
            }
            CompanyError::InvestorsOnly => {
                ApiError::new(StatusCode::FORBIDDEN, "investor_only", "투자사 회원만 이용할 수 있습니다.")
            }
            CompanyError::OwnCompanyOnly => ApiError::new(
                StatusCode::FORBIDDEN,
                "own_company_only",
                "기업 정보는 해당 기업의 회원만 수정할 수 있습니다.",
            ),
            CompanyError::FactCheckersOnly => {
                ApiError::new(StatusCode::FORBIDDEN, "fact_checker_only", "팩트체커만 검증할 수 있습니다.")
            }
            CompanyError::Opinion(OpinionConflict::AlreadyWritten) => ApiError::new(
                StatusCode::CONFLICT,
                "opinion_exists",
                "이미 작성한 의견이 있습니다. 작성한 의견을 수정해 주세요.",
            ),
            CompanyError::Opinion(OpinionConflict::NotWritten) => {
                ApiError::new(StatusCode::NOT_FOUND, "opinion_not_found", "작성한 의견이 없습니다.")
            }
            CompanyError::Port(p) => p.into(),
        }
    }
}
