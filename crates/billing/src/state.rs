//! The payment states of spec section 4, with the codes the legacy data used (0–8).

/// 0 결제 대기 (including a virtual-account deposit) … 8 일정 변경 중.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentState {
    /// 0: the order is made; the card has not been charged (or the charge is not confirmed).
    Awaiting,
    /// 1: charged and confirmed; points or the plan are granted.
    Paid,
    /// 2: the firm asked for a refund; operator staff decide.
    RefundRequested,
    /// 3: the gateway cancelled the charge; what it granted is taken back.
    Refunded,
    /// 4: the card was declined or the window failed; nothing was granted.
    PaymentError,
    /// 5: operator staff refused the refund (the reason is kept).
    RefundRejected,
    /// 6: anything else (kept for the legacy rows; nothing here sets it).
    Other,
    /// 7: the unused days of a plan refunded because the firm changed its plan.
    RefundedForPlanChange,
    /// 8: the legacy schedule change (the advertising area); nothing here sets it.
    ScheduleChanging,
}

impl PaymentState {
    pub const ALL: [PaymentState; 9] = [
        PaymentState::Awaiting,
        PaymentState::Paid,
        PaymentState::RefundRequested,
        PaymentState::Refunded,
        PaymentState::PaymentError,
        PaymentState::RefundRejected,
        PaymentState::Other,
        PaymentState::RefundedForPlanChange,
        PaymentState::ScheduleChanging,
    ];

    pub const fn code(self) -> i16 {
        match self {
            PaymentState::Awaiting => 0,
            PaymentState::Paid => 1,
            PaymentState::RefundRequested => 2,
            PaymentState::Refunded => 3,
            PaymentState::PaymentError => 4,
            PaymentState::RefundRejected => 5,
            PaymentState::Other => 6,
            PaymentState::RefundedForPlanChange => 7,
            PaymentState::ScheduleChanging => 8,
        }
    }

    pub fn parse(code: i16) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.code() == code)
    }

    pub fn label(self) -> &'static str {
        match self {
            PaymentState::Awaiting => "결제 대기",
            PaymentState::Paid => "결제 완료",
            PaymentState::RefundRequested => "환불 요청",
            PaymentState::Refunded => "환불 완료",
            PaymentState::PaymentError => "결제 오류",
            PaymentState::RefundRejected => "환불 거절",
            PaymentState::Other => "기타",
            PaymentState::RefundedForPlanChange => "멤버십 변경 환불",
            PaymentState::ScheduleChanging => "일정 변경 중",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::PaymentState;

    #[test]
    fn the_codes_are_zero_to_eight_and_parse_back() {
        let codes: Vec<i16> = PaymentState::ALL.iter().map(|s| s.code()).collect();
        assert_eq!(codes, (0..=8).collect::<Vec<i16>>());
        for s in PaymentState::ALL {
            assert_eq!(PaymentState::parse(s.code()), Some(s));
        }
        assert_eq!(PaymentState::parse(9), None);
    }
}
