//! A union's payment account (the P mail tells members to pay into it) and the lookup list of
//! Korean bank codes (금융결제원 표준 코드: banks, then the securities firms people also use).

use kernel::FieldError;

/// One entry of the bank lookup list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bank {
    pub code: &'static str,
    pub name: &'static str,
}

const fn bank(code: &'static str, name: &'static str) -> Bank {
    Bank { code, name }
}

/// The banks a GP can choose, in the order people look for them.
pub const BANKS: &[Bank] = &[
    bank("004", "KB국민은행"),
    bank("088", "신한은행"),
    bank("020", "우리은행"),
    bank("081", "하나은행"),
    bank("011", "NH농협은행"),
    bank("003", "IBK기업은행"),
    bank("002", "KDB산업은행"),
    bank("090", "카카오뱅크"),
    bank("089", "케이뱅크"),
    bank("092", "토스뱅크"),
    bank("023", "SC제일은행"),
    bank("027", "한국씨티은행"),
    bank("007", "수협은행"),
    bank("031", "iM뱅크(대구은행)"),
    bank("032", "부산은행"),
    bank("034", "광주은행"),
    bank("035", "제주은행"),
    bank("037", "전북은행"),
    bank("039", "경남은행"),
    bank("012", "지역농축협"),
    bank("045", "새마을금고"),
    bank("048", "신협"),
    bank("050", "저축은행"),
    bank("064", "산림조합"),
    bank("071", "우체국"),
    bank("054", "HSBC은행"),
    bank("055", "도이치은행"),
    bank("057", "JP모간체이스은행"),
    bank("060", "BOA은행"),
    bank("062", "중국공상은행"),
    bank("067", "중국건설은행"),
    bank("238", "미래에셋증권"),
    bank("240", "삼성증권"),
    bank("243", "한국투자증권"),
    bank("247", "NH투자증권"),
    bank("218", "KB증권"),
    bank("278", "신한투자증권"),
    bank("270", "하나증권"),
    bank("264", "키움증권"),
    bank("267", "대신증권"),
    bank("269", "한화투자증권"),
    bank("287", "메리츠증권"),
    bank("279", "DB금융투자"),
    bank("266", "SK증권"),
    bank("261", "교보증권"),
    bank("280", "유진투자증권"),
    bank("209", "유안타증권"),
    bank("263", "현대차증권"),
    bank("265", "LS증권"),
    bank("225", "IBK투자증권"),
    bank("224", "BNK투자증권"),
    bank("291", "신영증권"),
    bank("271", "토스증권"),
    bank("288", "카카오페이증권"),
];

/// The bank with `code`, if it is on the list.
pub fn bank_by_code(code: &str) -> Option<Bank> {
    BANKS.iter().copied().find(|b| b.code == code)
}

/// The account members pay their contributions into.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankAccount {
    pub bank: Bank,
    /// As typed, digits and hyphens (`123-456-789012`).
    pub account_number: String,
    pub depositor: String,
}

/// The account form as sent, before the checks.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BankAccountDraft {
    pub bank_code: String,
    pub account_number: String,
    pub depositor: String,
}

const MIN_ACCOUNT_DIGITS: usize = 8;
const MAX_ACCOUNT_DIGITS: usize = 20;
const MAX_DEPOSITOR_CHARS: usize = 50;

impl BankAccountDraft {
    /// All three fields are required (the spec's account modal); the bank must be on the list
    /// and the number digits with optional hyphens.
    ///
    /// # Errors
    /// Every problem, each with its field and a Korean message.
    pub fn validate(&self) -> Result<BankAccount, Vec<FieldError>> {
        let mut errors = Vec::new();
        let code = self.bank_code.trim();
        let bank = if code.is_empty() {
            errors.push(FieldError::new("bank_code", "은행을 선택해주세요."));
            None
        } else {
            let b = bank_by_code(code);
            if b.is_none() {
                errors.push(FieldError::new("bank_code", "목록에 있는 은행을 선택해주세요."));
            }
            b
        };
        let number = self.account_number.trim();
        let digits = number.chars().filter(char::is_ascii_digit).count();
        if number.is_empty() {
            errors.push(FieldError::new("account_number", "계좌번호를 입력해주세요."));
        } else if !number.chars().all(|c| c.is_ascii_digit() || c == '-')
            || !(MIN_ACCOUNT_DIGITS..=MAX_ACCOUNT_DIGITS).contains(&digits)
        {
            errors.push(FieldError::new("account_number", "계좌번호는 숫자와 -로 8~20자리를 입력해주세요."));
        }
        let depositor = self.depositor.trim();
        if depositor.is_empty() {
            errors.push(FieldError::new("depositor", "예금주를 입력해주세요."));
        } else if depositor.chars().count() > MAX_DEPOSITOR_CHARS {
            errors.push(FieldError::new("depositor", "예금주는 50자 이내로 입력해주세요."));
        }
        match (bank, errors.is_empty()) {
            (Some(bank), true) => {
                Ok(BankAccount { bank, account_number: number.to_string(), depositor: depositor.to_string() })
            }
            _ => Err(errors),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(code: &str, number: &str, depositor: &str) -> BankAccountDraft {
        BankAccountDraft { bank_code: code.into(), account_number: number.into(), depositor: depositor.into() }
    }

    #[test]
    fn the_list_has_about_fifty_unique_codes() {
        assert!((45..=60).contains(&BANKS.len()), "{}", BANKS.len());
        let mut codes: Vec<_> = BANKS.iter().map(|b| b.code).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), BANKS.len());
        assert!(codes.iter().all(|c| c.len() == 3 && c.chars().all(|ch| ch.is_ascii_digit())));
        assert_eq!(bank_by_code("004").map(|b| b.name), Some("KB국민은행"));
    }

    #[test]
    fn every_field_is_required_and_checked() {
        let errs = draft(" ", "", " ").validate().unwrap_err();
        let fields: Vec<_> = errs.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["bank_code", "account_number", "depositor"]);
        assert_eq!(errs[0].message, "은행을 선택해주세요.");
        assert_eq!(draft("999", "123-456-78901", "한빛").validate().unwrap_err()[0].field, "bank_code");
        assert_eq!(draft("088", "123-abc-78901", "한빛").validate().unwrap_err()[0].field, "account_number");
        assert_eq!(draft("088", "1234567", "한빛").validate().unwrap_err()[0].field, "account_number");
        let ok = draft("088", " 110-123-456789 ", " 한빛 1호 조합 ").validate().unwrap();
        assert_eq!(
            (ok.bank.name, ok.account_number.as_str(), ok.depositor.as_str()),
            ("신한은행", "110-123-456789", "한빛 1호 조합")
        );
    }
}
