//! The investment proof certificate (출자증명서, IRF0015): what it states about one contributing
//! member, and the registration number as it may be kept and printed (masked).

use chrono::NaiveDate;
use kernel::{format, FieldError, Won};

use crate::applicant::{ApplicantId, LpType};
use crate::model::UnionId;

/// Everything the certificate prints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Certificate {
    /// 제 {union}-{member} 호.
    pub number: String,
    pub union_id: UnionId,
    pub applicant_id: ApplicantId,
    pub union_name: String,
    /// The managing partner (the firm, or the GP named on the union).
    pub issuer: String,
    pub investor: String,
    pub lp_type: LpType,
    /// Masked: `800101-1******` for a person, the business number for a corporation; `-` when
    /// the GP has not entered it.
    pub registration_number: String,
    pub address: String,
    /// The union's total: unit price × unit count.
    pub total_amount: Won,
    pub total_units: i64,
    pub own_amount: Won,
    pub own_units: i64,
    pub unit_price: Won,
    pub issued_on: NaiveDate,
}

/// A member's registration number (masked) and address, as stored.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Identity {
    pub registration_number: String,
    pub address: String,
}

/// What storage knows for a certificate; the service adds the number and the date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CertificateFacts {
    pub union_name: String,
    pub unit_price: Won,
    pub unit_count: i64,
    /// The GP named on the union, or else the firm.
    pub issuer: String,
    pub investor: String,
    pub lp_type: LpType,
    pub own_units: i64,
    pub own_amount: Won,
    pub identity: Identity,
}

/// The certificate number: the union and the member, so it is stable however often it is printed.
pub fn certificate_number(union: UnionId, applicant: ApplicantId) -> String {
    format!("제 {}-{} 호", union.get(), applicant.get())
}

const MSG_REGISTRATION: &str = "주민등록번호 앞 7자리(생년월일과 성별) 또는 사업자등록번호 10자리를 입력해 주세요.";

/// What may be kept of a registration number: a person's birth date and gender digit
/// (`800101-1******`, never the rest), or a corporation's business number (`123-45-67890`).
/// Empty input keeps nothing.
///
/// # Errors
/// A `registration_number` field error for anything else.
pub fn masked_registration_number(raw: &str, lp_type: LpType) -> Result<String, FieldError> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Ok(String::new());
    }
    let ok_chars = raw.chars().all(|c| c.is_ascii_digit() || c == '-' || c == ' ' || c == '*');
    let digits: String = raw.chars().take_while(|c| *c != '*').filter(char::is_ascii_digit).collect();
    let err = || FieldError::new("registration_number", MSG_REGISTRATION);
    if !ok_chars {
        return Err(err());
    }
    match lp_type {
        LpType::Individual if digits.len() >= 7 && digits.len() <= 13 => {
            Ok(format!("{}-{}******", &digits[..6], &digits[6..7]))
        }
        LpType::Corporate if digits.len() == 10 => Ok(format::business_number(&digits)),
        _ => Err(err()),
    }
}

/// Checks an address: at most 200 characters.
///
/// # Errors
/// An `address` field error when it is too long.
pub fn checked_address(raw: &str) -> Result<String, FieldError> {
    let a = raw.trim();
    if a.chars().count() > 200 {
        return Err(FieldError::new("address", "주소는 200자 이내로 입력해 주세요."));
    }
    Ok(a.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_birth_date_and_gender_are_kept_of_a_persons_number() {
        let i = LpType::Individual;
        assert_eq!(masked_registration_number("800101-1234567", i).unwrap(), "800101-1******");
        assert_eq!(masked_registration_number("8001011", i).unwrap(), "800101-1******");
        assert_eq!(masked_registration_number("800101-1******", i).unwrap(), "800101-1******");
        assert_eq!(masked_registration_number("", i).unwrap(), "");
        assert!(masked_registration_number("800101", i).is_err());
        assert!(masked_registration_number("abc", i).is_err());
    }

    #[test]
    fn a_corporation_keeps_its_business_number() {
        let c = LpType::Corporate;
        assert_eq!(masked_registration_number("1234567890", c).unwrap(), "123-45-67890");
        assert!(masked_registration_number("800101-1234567", c).is_err());
    }

    #[test]
    fn numbers_name_the_union_and_the_member() {
        assert_eq!(certificate_number(UnionId(3), ApplicantId(41)), "제 3-41 호");
        assert!(checked_address(&"가".repeat(201)).is_err());
        assert_eq!(checked_address(" 서울시 ").unwrap(), "서울시");
    }
}
