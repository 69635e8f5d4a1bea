//! Notice, FAQ and inquiry errors as HTTP answers.

use support::validate::{MAX_INQUIRY_FILES, MAX_INQUIRY_FILE_BYTES};
use support::SupportError;

use super::{ApiError, ErrorCode};

impl From<SupportError> for ApiError {
    fn from(e: SupportError) -> Self {
        match e {
            SupportError::Validation(errors) => ApiError::validation(errors),
            SupportError::NoticeNotFound => ApiError::new(ErrorCode::NoticeNotFound, "공지사항을 찾을 수 없습니다."),
            SupportError::FaqNotFound => ApiError::new(ErrorCode::FaqNotFound, "FAQ를 찾을 수 없습니다."),
            SupportError::InquiryNotFound => ApiError::new(ErrorCode::InquiryNotFound, "문의를 찾을 수 없습니다."),
            SupportError::MessageNotFound => ApiError::new(ErrorCode::MessageNotFound, "메시지를 찾을 수 없습니다."),
            SupportError::FileNotFound => ApiError::new(ErrorCode::FileNotFound, "파일을 찾을 수 없습니다."),
            SupportError::OperatorOnly => {
                ApiError::new(ErrorCode::OperatorOnly, "운영팀 계정만 할 수 있는 작업입니다.")
            }
            SupportError::AlreadyAnswered => ApiError::new(
                ErrorCode::InquiryAnswered,
                "답변이 끝난 문의에는 파일을 더할 수 없습니다. 새 문의를 남겨 주세요.",
            ),
            SupportError::TooManyFiles => ApiError::new(
                ErrorCode::InquiryFilesFull,
                format!("첨부 파일은 문의 하나에 {MAX_INQUIRY_FILES}개까지 올릴 수 있습니다."),
            ),
            SupportError::FileTypeNotAllowed => ApiError::new(
                ErrorCode::FileTypeNotAllowed,
                format!(
                    "PDF, 이미지, 오피스·한글 문서만 올릴 수 있습니다 (파일당 {}MB 이하).",
                    MAX_INQUIRY_FILE_BYTES / 1024 / 1024
                ),
            ),
            SupportError::WaitingNotFound => ApiError::new(ErrorCode::WaitingNotFound, "대기 등록을 찾을 수 없습니다."),
            SupportError::WaitingAlreadyRegistered => ApiError::new(
                ErrorCode::WaitingAlreadyRegistered,
                "이미 대기 등록된 사업자등록번호입니다. 등록 현황 조회에서 순서를 확인해 주세요.",
            ),
            SupportError::WaitingOnProduct => ApiError::new(
                ErrorCode::WaitingCompanyExists,
                "이미 서비스를 이용 중인 회사입니다. 회원가입에서 회사를 찾아 가입을 신청해 주세요.",
            ),
            SupportError::WaitingMailFailed => ApiError::new(
                ErrorCode::WaitingMailFailed,
                "이용 안내 메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.",
            ),
            SupportError::Port(p) => p.into(),
        }
    }
}
