//! Startup search and profile errors as HTTP answers.

use company::CompanyError;

use super::{ApiError, ErrorCode};

impl From<CompanyError> for ApiError {
    fn from(e: CompanyError) -> Self {
        match e {
            CompanyError::Validation(errors) => ApiError::validation(errors),
            CompanyError::NotEnoughPoints { needed, balance } => ApiError::new(ErrorCode::PointsInsufficient,
                format!(
                    "이번 달 무료 요청 한도를 넘어 {}P가 필요하지만 보유 포인트는 {}P입니다. 포인트를 충전하거나 멤버십을 올려 주세요.",
                    kernel::format::number(needed),
                    kernel::format::number(balance)
                ),
            ),
            CompanyError::StartupNotFound => {
                ApiError::new(ErrorCode::StartupNotFound, "기업 정보를 찾을 수 없습니다.")
            }
            CompanyError::SearchNotAllowed => ApiError::new(ErrorCode::StartupSearchNotAllowed,
                "스타트업 검색은 투자사 회원만 이용할 수 있습니다.",
            ),
            CompanyError::SavedSearchNotFound => {
                ApiError::new(ErrorCode::SavedSearchNotFound, "저장된 검색을 찾을 수 없습니다.")
            }
            CompanyError::InvestorsOnly => {
                ApiError::new(ErrorCode::InvestorOnly, "투자사 회원만 이용할 수 있습니다.")
            }
            CompanyError::OwnCompanyOnly => ApiError::new(ErrorCode::OwnCompanyOnly,
                "기업 정보는 해당 기업의 회원만 수정할 수 있습니다.",
            ),
            CompanyError::FactCheckersOnly => {
                ApiError::new(ErrorCode::FactCheckerOnly, "팩트체커만 검증할 수 있습니다.")
            }
            CompanyError::Opinion(c) => ApiError::opinion(c),
            CompanyError::ImportInvalid(errors) => ApiError {
                errors,
                ..ApiError::new(ErrorCode::ImportInvalidRows,
                    "잘못된 행이 있어 아무것도 반영하지 않았습니다. 아래 내용을 고쳐 다시 올려 주세요.",
                )
            },
            CompanyError::NoFile => ApiError::new(ErrorCode::NoFile, "업로드할 파일을 선택해 주세요."),
            CompanyError::FileEmpty { name } => ApiError::new(ErrorCode::FileEmpty,
                format!("{name}: 빈 파일은 올릴 수 없습니다."),
            ),
            CompanyError::FileTooLarge { name, max_bytes } => super::file_too_large(&name, max_bytes),
            CompanyError::FileTypeNotAllowed { name, images_only } => ApiError::new(ErrorCode::FileTypeNotAllowed,
                if images_only {
                    format!("{name}: PNG, JPG, GIF, WEBP 이미지만 올릴 수 있습니다.")
                } else {
                    format!("{name}: PDF, 이미지, 오피스·한글 문서, ZIP 파일만 올릴 수 있습니다.")
                },
            ),
            CompanyError::TooManyDocuments => ApiError::new(ErrorCode::TooManyDocuments,
                format!(
                    "한 종류의 자료는 {}개까지 올릴 수 있습니다. 필요 없는 자료를 지운 뒤 올려 주세요.",
                    company::documents::MAX_DOCUMENTS_PER_KIND
                ),
            ),
            CompanyError::NewsNotFound => {
                ApiError::new(ErrorCode::NewsNotFound, "뉴스를 찾을 수 없습니다.")
            }
            CompanyError::DocumentNotFound => {
                ApiError::new(ErrorCode::DocumentNotFound, "자료를 찾을 수 없습니다.")
            }
            CompanyError::ImageNotFound => {
                ApiError::new(ErrorCode::MediaNotFound, "이미지를 찾을 수 없습니다.")
            }
            CompanyError::DataRequestNotFound => {
                ApiError::new(ErrorCode::DataRequestNotFound, "자료 요청을 찾을 수 없습니다.")
            }
            CompanyError::RequestLinkNotFound => ApiError::new(ErrorCode::RequestLinkNotFound,
                "자료 요청 링크를 찾을 수 없습니다. 가장 최근에 받은 메일의 링크를 열어 주세요.",
            ),
            CompanyError::LinkUsed => ApiError::new(ErrorCode::RequestLinkUsed,
                "이미 제출된 자료 요청입니다. 수정이 필요하면 로그인 후 '자료 요청'에서 다시 제출해 주세요.",
            ),
            CompanyError::LinkExpired => ApiError::new(ErrorCode::RequestLinkExpired,
                "자료 요청 링크가 만료되었습니다. 요청한 투자사에 새 링크를 요청해 주세요.",
            ),
            CompanyError::Port(p) => p.into(),
        }
    }
}
