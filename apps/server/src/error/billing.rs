//! Billing errors as HTTP answers.

use billing::BillingError;
use kernel::FieldError;

use super::{ApiError, ErrorCode};

impl From<BillingError> for ApiError {
    fn from(e: BillingError) -> Self {
        match e {
            BillingError::CeoOnly => {
                ApiError::new(ErrorCode::CeoOnly, "결제와 환불 요청은 대표 계정만 할 수 있습니다.")
            }
            BillingError::OperatorOnly => {
                ApiError::new(ErrorCode::OperatorOnly, "운영팀 계정만 할 수 있는 작업입니다.")
            }
            BillingError::UnknownProduct => {
                ApiError::validation(vec![FieldError::new("code", "구매할 상품을 다시 선택해 주세요.")])
            }
            BillingError::Invalid(field) => {
                ApiError::validation(vec![FieldError::new(field, "사유를 500자 이내로 입력해 주세요.")])
            }
            BillingError::OrderNotFound => ApiError::new(ErrorCode::OrderNotFound, "결제 내역을 찾을 수 없습니다."),
            BillingError::AmountMismatch => {
                ApiError::new(ErrorCode::PaymentAmountMismatch, "결제 금액이 주문 금액과 다릅니다. 다시 결제해 주세요.")
            }
            BillingError::Declined(message) => ApiError::new(ErrorCode::PaymentDeclined, message),
            BillingError::GatewayUnavailable => ApiError::new(
                ErrorCode::PaymentGatewayUnavailable,
                "결제사와 연결하지 못했습니다. 잠시 후 다시 시도해 주세요. 승인되지 않은 결제는 청구되지 않습니다.",
            ),
            BillingError::WrongState => ApiError::new(
                ErrorCode::OrderStateConflict,
                "이미 처리된 결제입니다. 결제 내역을 새로 고쳐 확인해 주세요.",
            ),
            BillingError::RefundTooLate => {
                ApiError::new(ErrorCode::RefundPeriodOver, "결제 후 7일이 지나 환불을 요청할 수 없습니다.")
            }
            BillingError::PointsUsed => {
                ApiError::new(ErrorCode::PointsAlreadyUsed, "충전한 포인트 중 사용한 포인트가 있어 환불할 수 없습니다.")
            }
            BillingError::NotRefundable => ApiError::new(
                ErrorCode::NotRefundable,
                "결제 완료된 포인트 충전만 환불을 요청할 수 있습니다. 멤버십은 변경 시 남은 기간이 환불됩니다.",
            ),
            BillingError::Port(p) => p.into(),
        }
    }
}
