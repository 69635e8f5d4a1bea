//! Notice, FAQ and inquiry errors as HTTP answers.

use actix_web::http::StatusCode;
use support::validate::{MAX_INQUIRY_FILES, MAX_INQUIRY_FILE_BYTES};
use support::SupportError;

use super::ApiError;

impl From<SupportError> for ApiError {
    fn from(e: SupportError) -> Self {
        use StatusCode as S;
        match e {
            SupportError::Validation(errors) => ApiError::validation(errors),
            SupportError::NoticeNotFound => {
                ApiError::new(S::NOT_FOUND, "notice_not_found", "공지사항을 찾을 수 없습니다.")
            }
            SupportError::FaqNotFound => ApiError::new(S::NOT_FOUND, "faq_not_found", "FAQ를 찾을 수 없습니다."),
            SupportError::InquiryNotFound => {
                ApiError::new(S::NOT_FOUND, "inquiry_not_found", "문의를 찾을 수 없습니다.")
            }
            SupportError::MessageNotFound => {
                ApiError::new(S::NOT_FOUND, "message_not_found", "메시지를 찾을 수 없습니다.")
            }
            SupportError::FileNotFound => ApiError::new(S::NOT_FOUND, "file_not_found", "파일을 찾을 수 없습니다."),
            SupportError::OperatorOnly => {
                ApiError::new(S::FORBIDDEN, "operator_only", "운영팀 계정만 할 수 있는 작업입니다.")
            }
            SupportError::AlreadyAnswered => ApiError::new(
                S::CONFLICT,
                "inquiry_answered",
                "답변이 끝난 문의에는 파일을 더할 수 없습니다. 새 문의를 남겨 주세요.",
            ),
            SupportError::TooManyFiles => ApiError::new(
                S::CONFLICT,
                "inquiry_files_full",
                format!("첨부 파일은 문의 하나에 {MAX_INQUIRY_FILES}개까지 올릴 수 있습니다."),
            ),
            SupportError::FileTypeNotAllowed => ApiError::new(
                S::UNSUPPORTED_MEDIA_TYPE,
                "file_type_not_allowed",
                format!(
                    "PDF, 이미지, 오피스·한글 문서만 올릴 수 있습니다 (파일당 {}MB 이하).",
                    MAX_INQUIRY_FILE_BYTES / 1024 / 1024
                ),
            ),
            SupportError::WaitingNotFound => {
                ApiError::new(S::NOT_FOUND, "waiting_not_found", "대기 등록을 찾을 수 없습니다.")
            }
            SupportError::WaitingAlreadyRegistered => ApiError::new(
                S::CONFLICT,
                "waiting_already_registered",
                "이미 대기 등록된 사업자등록번호입니다. 등록 현황 조회에서 순서를 확인해 주세요.",
            ),
            SupportError::WaitingOnProduct => ApiError::new(
                S::CONFLICT,
                "waiting_company_exists",
                "이미 서비스를 이용 중인 회사입니다. 회원가입에서 회사를 찾아 가입을 신청해 주세요.",
            ),
            SupportError::WaitingMailFailed => ApiError::new(
                S::BAD_GATEWAY,
                "waiting_mail_failed",
                "이용 안내 메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.",
            ),
            SupportError::Port(p) => p.into(),
        }
    }
}
