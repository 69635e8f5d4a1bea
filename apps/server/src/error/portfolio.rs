//! Portfolio and share errors as HTTP answers. An expired or revoked link is 410 with its own
//! code, so the public share page can say which (it shows a Korean page, not an error).

use actix_web::http::StatusCode;
use portfolio::PortfolioError;

use super::ApiError;

impl From<PortfolioError> for ApiError {
    fn from(e: PortfolioError) -> Self {
        use StatusCode as S;
        match e {
            PortfolioError::Validation(errors) => ApiError::validation(errors),
            PortfolioError::PortfolioNotFound => {
                ApiError::new(S::NOT_FOUND, "portfolio_not_found", "포트폴리오를 찾을 수 없습니다.")
            }
            PortfolioError::ItemNotFound => {
                ApiError::new(S::NOT_FOUND, "portfolio_item_not_found", "포트폴리오 항목을 찾을 수 없습니다.")
            }
            PortfolioError::StartupNotFound => {
                ApiError::new(S::NOT_FOUND, "startup_not_found", "기업 정보를 찾을 수 없습니다.")
            }
            PortfolioError::ShareLinkNotFound => {
                ApiError::new(S::NOT_FOUND, "share_link_not_found", "공유 링크를 찾을 수 없습니다.")
            }
            PortfolioError::ShareNotFound => ApiError::new(
                S::NOT_FOUND,
                "share_not_found",
                "공유된 포트폴리오를 찾을 수 없습니다. 링크 주소를 확인해 주세요.",
            ),
            PortfolioError::ShareExpired => ApiError::new(
                S::GONE,
                "share_expired",
                "공유 기간이 끝난 링크입니다. 포트폴리오를 공유한 분께 새 링크를 요청해 주세요.",
            ),
            PortfolioError::ShareRevoked => ApiError::new(
                S::GONE,
                "share_revoked",
                "공유가 중지된 링크입니다. 포트폴리오를 공유한 분께 문의해 주세요.",
            ),
            PortfolioError::Port(p) => p.into(),
        }
    }
}
