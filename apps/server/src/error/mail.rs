//! Communication-tab errors as HTTP answers.

use mail::CommunicationError;

use super::{ApiError, ErrorCode};

impl From<CommunicationError> for ApiError {
    fn from(e: CommunicationError) -> Self {
        match e {
            CommunicationError::Validation(errors) => ApiError::validation(errors),
            CommunicationError::NotFound => ApiError::union_not_found(),
            CommunicationError::ApplicantNotFound => ApiError::applicant_not_found(),
            CommunicationError::MailingNotFound => {
                ApiError::new(ErrorCode::MailingNotFound, "발송 이력을 찾을 수 없습니다.")
            }
            CommunicationError::BankAccountMissing => {
                ApiError::new(ErrorCode::BankAccountMissing, "납입 계좌 정보를 먼저 입력해주세요.")
            }
            CommunicationError::NoRecipients => {
                ApiError::new(ErrorCode::MailNoRecipients, "선택한 조합원 중 이메일 주소가 있는 사람이 없습니다.")
            }
            CommunicationError::IdempotencyKeyReused => ApiError::idempotency_key_reused(),
            CommunicationError::NoticeAlreadySent => {
                ApiError::new(ErrorCode::DistributionNoticeSent, "이 분배의 안내 메일은 이미 보냈습니다.")
            }
            CommunicationError::Union(u) => u.into(),
            CommunicationError::Port(p) => p.into(),
        }
    }
}
