//! Portfolio and share errors as HTTP answers. An expired or revoked link is 410 with its own
//! code, so the public share page can say which (it shows a Korean page, not an error).

use portfolio::images::UrlRefusal;
use portfolio::PortfolioError;

use super::{ApiError, ErrorCode};

impl From<PortfolioError> for ApiError {
    fn from(e: PortfolioError) -> Self {
        match e {
            PortfolioError::Validation(errors) => ApiError::validation(errors),
            PortfolioError::PortfolioNotFound => {
                ApiError::new(ErrorCode::PortfolioNotFound, "포트폴리오를 찾을 수 없습니다.")
            }
            PortfolioError::ItemNotFound => {
                ApiError::new(ErrorCode::PortfolioItemNotFound, "포트폴리오 항목을 찾을 수 없습니다.")
            }
            PortfolioError::StartupNotFound => {
                ApiError::new(ErrorCode::StartupNotFound, "기업 정보를 찾을 수 없습니다.")
            }
            PortfolioError::ShareLinkNotFound => {
                ApiError::new(ErrorCode::ShareLinkNotFound, "공유 링크를 찾을 수 없습니다.")
            }
            PortfolioError::ShareNotFound => ApiError::new(
                ErrorCode::ShareNotFound,
                "공유된 포트폴리오를 찾을 수 없습니다. 링크 주소를 확인해 주세요.",
            ),
            PortfolioError::ShareExpired => ApiError::new(
                ErrorCode::ShareExpired,
                "공유 기간이 끝난 링크입니다. 포트폴리오를 공유한 분께 새 링크를 요청해 주세요.",
            ),
            PortfolioError::ShareRevoked => ApiError::new(
                ErrorCode::ShareRevoked,
                "공유가 중지된 링크입니다. 포트폴리오를 공유한 분께 문의해 주세요.",
            ),
            PortfolioError::SharePasswordRequired => ApiError::new(
                ErrorCode::SharePasswordRequired,
                "비밀번호로 보호된 포트폴리오입니다. 비밀번호를 입력해 주세요.",
            ),
            PortfolioError::SharePasswordWrong => {
                ApiError::new(ErrorCode::SharePasswordWrong, "비밀번호가 맞지 않습니다.")
            }
            PortfolioError::ShareEmailRequired => ApiError::new(
                ErrorCode::ShareEmailRequired,
                "이메일 인증이 필요한 포트폴리오입니다. 이메일로 받은 인증번호를 입력해 주세요.",
            ),
            PortfolioError::ShareCodeWrong => ApiError::new(ErrorCode::ShareCodeWrong, "인증번호가 맞지 않습니다."),
            PortfolioError::ShareCodeExpired => {
                ApiError::new(ErrorCode::ShareCodeExpired, "인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.")
            }
            PortfolioError::TooManyCodes { retry_after_minutes } => ApiError {
                retry_after_secs: Some(retry_after_minutes * 60),
                ..ApiError::new(
                    ErrorCode::TooManyAttempts,
                    format!("인증번호를 너무 많이 요청했습니다. {retry_after_minutes}분 후에 다시 시도해 주세요."),
                )
            },
            PortfolioError::TooManyUnlocks { retry_after_minutes } => ApiError {
                retry_after_secs: Some(retry_after_minutes * 60),
                ..ApiError::new(
                    ErrorCode::TooManyAttempts,
                    format!("비밀번호를 너무 많이 틀렸습니다. {retry_after_minutes}분 후에 다시 시도해 주세요."),
                )
            },
            PortfolioError::ShareDownloadOff => ApiError::new(
                ErrorCode::ShareDownloadOff,
                "이 링크로는 PDF를 저장할 수 없습니다. 공유한 분께 문의해 주세요.",
            ),
            // The spec's editor message, whichever way the picture came.
            PortfolioError::ImageTooLarge => {
                ApiError::new(ErrorCode::FileTooLarge, "파일 용량이 초과됐습니다. (최대20MB)")
            }
            PortfolioError::ImageTypeNotAllowed => ApiError::new(
                ErrorCode::FileTypeNotAllowed,
                "jpg, jpeg, png, gif, bmp, tif, tiff 이미지만 올릴 수 있습니다.",
            ),
            PortfolioError::ImageUrlRefused(why) => ApiError::new(
                ErrorCode::ImageUrlRefused,
                match why {
                    UrlRefusal::Malformed => {
                        "이미지 주소가 올바르지 않습니다. http 또는 https 주소만 가져올 수 있습니다."
                    }
                    UrlRefusal::Credentials => "아이디나 비밀번호가 들어간 이미지 주소는 가져올 수 없습니다.",
                    UrlRefusal::Address => "내부 네트워크 주소의 이미지는 가져올 수 없습니다.",
                },
            ),
            PortfolioError::ImageUnreachable(why) => {
                tracing::info!(%why, "editor image not fetched");
                // The address the user gave gives no picture: their input to change (422),
                // not a failure of this server (5xx).
                ApiError::new(
                    ErrorCode::ImageUnreachable,
                    "이미지를 가져오지 못했습니다. 이미지를 내려받아 파일로 올려 주세요.",
                )
            }
            PortfolioError::ImageNotFound => ApiError::new(ErrorCode::MediaNotFound, "이미지를 찾을 수 없습니다."),
            PortfolioError::PdfTooLarge => super::file_too_large("PDF", portfolio::model::MAX_PDF_BYTES),
            PortfolioError::NotAPdf => ApiError::new(ErrorCode::NotPdf, "PDF 파일만 올릴 수 있습니다."),
            PortfolioError::PdfNotFound => ApiError::new(ErrorCode::PdfNotFound, "아직 만든 PDF가 없습니다."),
            PortfolioError::Port(p) => p.into(),
        }
    }
}
