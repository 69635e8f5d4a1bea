//! The four mail kinds of the communication tab (the spec's `mail_category_cd`).

/// I 모집 안내, C 마감 안내 및 서류 요청, P 결성계획 승인 및 출자금 납입 요청, A 추가 모집 안내.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MailKind {
    Recruitment,
    Closing,
    PaymentRequest,
    AdditionalRecruitment,
}

impl MailKind {
    pub const ALL: [MailKind; 4] =
        [MailKind::Recruitment, MailKind::Closing, MailKind::PaymentRequest, MailKind::AdditionalRecruitment];

    pub fn code(self) -> &'static str {
        match self {
            MailKind::Recruitment => "I",
            MailKind::Closing => "C",
            MailKind::PaymentRequest => "P",
            MailKind::AdditionalRecruitment => "A",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.code() == code)
    }

    /// The name the history table and the completion modal show.
    pub fn label(self) -> &'static str {
        match self {
            MailKind::Recruitment => "모집 안내",
            MailKind::Closing => "마감 안내 및 서류 요청",
            MailKind::PaymentRequest => "결성계획 승인 및 출자금 납입 요청",
            MailKind::AdditionalRecruitment => "추가 모집 안내",
        }
    }

    /// Whether the mail tells members where to pay (it needs the union's bank account).
    pub fn needs_bank_account(self) -> bool {
        self == MailKind::PaymentRequest
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_only_p_needs_the_account() {
        for k in MailKind::ALL {
            assert_eq!(MailKind::parse(k.code()), Some(k));
        }
        assert_eq!(MailKind::parse("X"), None);
        assert_eq!(MailKind::ALL.iter().filter(|k| k.needs_bank_account()).count(), 1);
        assert_eq!(MailKind::PaymentRequest.label(), "결성계획 승인 및 출자금 납입 요청");
    }
}
