//! Communication-tab errors as HTTP answers.

use actix_web::http::StatusCode;
use mail::CommunicationError;

use super::ApiError;

impl From<CommunicationError> for ApiError {
    fn from(e: CommunicationError) -> Self {
        use StatusCode as S;
        match e {
            CommunicationError::Validation(errors) => ApiError::validation(errors),
            CommunicationError::NotFound => ApiError::union_not_found(),
            CommunicationError::ApplicantNotFound => ApiError::applicant_not_found(),
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
            CommunicationError::IdempotencyKeyReused => ApiError::idempotency_key_reused(),
            CommunicationError::NoticeAlreadySent => ApiError::new(
                actix_web::http::StatusCode::CONFLICT,
                "distribution_notice_sent",
                "이 분배의 안내 메일은 이미 보냈습니다.",
            ),
            CommunicationError::Union(u) => u.into(),
            CommunicationError::Port(p) => p.into(),
        }
    }
}
