//! Parsing of raw sign-up and password input into checked values, with Korean field messages.

use kernel::{Email, FieldError};

use crate::model::{CompanyChoice, FormType, InvestorType, JoinRequest, UserType};

pub const MSG_EMAIL: &str = "올바른 이메일 주소를 입력해 주세요.";
pub const MSG_PASSWORD: &str = "비밀번호는 영문과 숫자를 포함해 8자 이상 64자 이하로 입력해 주세요.";
pub const MSG_NAME: &str = "이름을 입력해 주세요.";
pub const MSG_PHONE: &str = "올바른 휴대폰 번호를 입력해 주세요.";
pub const MSG_USER_TYPE: &str = "가입 유형을 선택해 주세요.";
pub const MSG_FORM_TYPE: &str = "회원 형태를 선택해 주세요.";
pub const MSG_INVESTOR_TYPE: &str = "투자사 유형을 선택해 주세요.";
pub const MSG_TERMS: &str = "이용약관에 동의해 주세요.";
pub const MSG_PRIVACY: &str = "개인정보 처리방침에 동의해 주세요.";
pub const MSG_COMPANY: &str = "소속 기업을 선택하거나 새로 등록해 주세요.";
pub const MSG_COMPANY_NAME: &str = "기업명을 입력해 주세요.";
pub const MSG_BUSINESS_NUMBER: &str = "사업자등록번호 10자리를 입력해 주세요.";
pub const MSG_CEO_NAME: &str = "대표자명을 입력해 주세요.";
pub const MSG_SETTING_KEY: &str = "설정 키는 영문 소문자, 숫자, '.', '_', '-'로 64자 이내여야 합니다.";
pub const MSG_SETTING_VALUE: &str = "설정 값은 4,000자 이내여야 합니다.";

/// A sign-up that passed every field check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JoinCommand {
    pub user_type: UserType,
    pub email: Email,
    pub password: String,
    pub name: String,
    pub phone: String,
    pub form_type: FormType,
    pub investor_type: Option<InvestorType>,
    pub company: CompanyChoice,
}

/// Checks a password against the policy: 8–64 characters with at least one letter and one digit.
pub fn password_ok(p: &str) -> bool {
    let n = p.chars().count();
    (8..=64).contains(&n) && p.chars().any(|c| c.is_ascii_alphabetic()) && p.chars().any(|c| c.is_ascii_digit())
}

pub use kernel::contact::{business_number_digits, phone_digits};

fn required_text(raw: &str, max: usize) -> Option<String> {
    let t = raw.trim();
    (!t.is_empty() && t.chars().count() <= max).then(|| t.to_string())
}

/// An LP sign-up that passed every field check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LpJoinCommand {
    pub name: String,
    pub phone: String,
    pub form_type: FormType,
    pub investor_type: InvestorType,
    /// The company the account belongs to: the corporation, or the person.
    pub company_name: String,
}

/// Validates an LP's sign-up from an invitation.
///
/// # Errors
/// The list of invalid fields with Korean messages.
pub fn lp_join(req: &crate::model::LpJoinRequest) -> Result<LpJoinCommand, Vec<FieldError>> {
    let mut errs = Vec::new();
    if !password_ok(&req.password) {
        errs.push(FieldError::new("password", MSG_PASSWORD));
    }
    let name = required_text(&req.name, 50);
    if name.is_none() {
        errs.push(FieldError::new("name", MSG_NAME));
    }
    let phone = phone_digits(&req.phone);
    if phone.is_none() {
        errs.push(FieldError::new("phone", MSG_PHONE));
    }
    let kind = match req.lp_type.as_str() {
        "individual" => Some((FormType::Individual, InvestorType::Individual)),
        "corporate" => Some((FormType::Enterprise, InvestorType::Corporation)),
        _ => {
            errs.push(FieldError::new("lp_type", "개인 또는 법인을 선택해 주세요."));
            None
        }
    };
    let company_name = match kind {
        Some((_, InvestorType::Corporation)) => {
            let n = req.company_name.as_deref().and_then(|n| required_text(n, 100));
            if n.is_none() {
                errs.push(FieldError::new("company_name", MSG_COMPANY_NAME));
            }
            n
        }
        _ => name.clone(),
    };
    if !req.agree_terms {
        errs.push(FieldError::new("agree_terms", MSG_TERMS));
    }
    if !req.agree_privacy {
        errs.push(FieldError::new("agree_privacy", MSG_PRIVACY));
    }
    match (name, phone, kind, company_name) {
        (Some(name), Some(phone), Some((form_type, investor_type)), Some(company_name)) if errs.is_empty() => {
            Ok(LpJoinCommand { name, phone, form_type, investor_type, company_name })
        }
        _ => Err(errs),
    }
}

/// Validates every field of a sign-up and reports all problems at once.
///
/// # Errors
/// The list of invalid fields with Korean messages.
pub fn join(req: &JoinRequest) -> Result<JoinCommand, Vec<FieldError>> {
    join_as(req, &UserType::JOINABLE)
}

/// As [`join`], for the user types in `allowed` (the operator enrols fact-checkers, who cannot
/// sign themselves up).
///
/// # Errors
/// The list of invalid fields with Korean messages.
pub fn join_as(req: &JoinRequest, allowed: &[UserType]) -> Result<JoinCommand, Vec<FieldError>> {
    let mut errs = Vec::new();
    let user_type = match UserType::parse(&req.user_type) {
        Some(t) if allowed.contains(&t) => Some(t),
        _ => {
            errs.push(FieldError::new("user_type", MSG_USER_TYPE));
            None
        }
    };
    let email = Email::parse(&req.email).map_err(|_| errs.push(FieldError::new("email", MSG_EMAIL))).ok();
    if !password_ok(&req.password) {
        errs.push(FieldError::new("password", MSG_PASSWORD));
    }
    let name = required_text(&req.name, 50);
    if name.is_none() {
        errs.push(FieldError::new("name", MSG_NAME));
    }
    let phone = phone_digits(&req.phone);
    if phone.is_none() {
        errs.push(FieldError::new("phone", MSG_PHONE));
    }
    let form_type = FormType::parse(&req.form_type);
    if form_type.is_none() {
        errs.push(FieldError::new("form_type", MSG_FORM_TYPE));
    }
    let investor_type = match (user_type, req.investor_type.as_deref()) {
        (Some(UserType::Investor), Some(code)) => InvestorType::parse(code),
        _ => None,
    };
    if user_type == Some(UserType::Investor) && investor_type.is_none() {
        errs.push(FieldError::new("investor_type", MSG_INVESTOR_TYPE));
    }
    if !req.agree_terms {
        errs.push(FieldError::new("agree_terms", MSG_TERMS));
    }
    if !req.agree_privacy {
        errs.push(FieldError::new("agree_privacy", MSG_PRIVACY));
    }
    let company = match &req.company {
        None => {
            errs.push(FieldError::new("company", MSG_COMPANY));
            None
        }
        Some(CompanyChoice::Existing(id)) => Some(CompanyChoice::Existing(*id)),
        Some(CompanyChoice::New { name, business_number, ceo_name }) => {
            let n = required_text(name, 100);
            let b = business_number_digits(business_number);
            let c = required_text(ceo_name, 50);
            if n.is_none() {
                errs.push(FieldError::new("new_company.name", MSG_COMPANY_NAME));
            }
            if b.is_none() {
                errs.push(FieldError::new("new_company.business_number", MSG_BUSINESS_NUMBER));
            }
            if c.is_none() {
                errs.push(FieldError::new("new_company.ceo_name", MSG_CEO_NAME));
            }
            match (n, b, c) {
                (Some(name), Some(business_number), Some(ceo_name)) => {
                    Some(CompanyChoice::New { name, business_number, ceo_name })
                }
                _ => None,
            }
        }
    };
    match (user_type, email, name, phone, form_type, company) {
        (Some(user_type), Some(email), Some(name), Some(phone), Some(form_type), Some(company)) if errs.is_empty() => {
            Ok(JoinCommand {
                user_type,
                email,
                password: req.password.clone(),
                name,
                phone,
                form_type,
                investor_type,
                company,
            })
        }
        _ => Err(errs),
    }
}

/// Checks a settings key and value.
///
/// # Errors
/// The invalid fields with Korean messages.
pub fn setting(key: &str, value: &str) -> Result<(), Vec<FieldError>> {
    let mut errs = Vec::new();
    let key_ok = (1..=64).contains(&key.len())
        && key.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '.' | '_' | '-'));
    if !key_ok {
        errs.push(FieldError::new("key", MSG_SETTING_KEY));
    }
    if value.chars().count() > 4000 {
        errs.push(FieldError::new("value", MSG_SETTING_VALUE));
    }
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel::CompanyId;

    fn valid() -> JoinRequest {
        JoinRequest {
            user_type: "investor".into(),
            email: "ceo@fund.kr".into(),
            password: "secret123".into(),
            name: "김대표".into(),
            phone: "010-1234-5678".into(),
            form_type: "enterprise".into(),
            investor_type: Some("C".into()),
            agree_terms: true,
            agree_privacy: true,
            company: Some(CompanyChoice::New {
                name: "한빛투자".into(),
                business_number: "123-45-67890".into(),
                ceo_name: "김대표".into(),
            }),
        }
    }

    #[test]
    fn a_complete_investor_join_passes_with_normalised_values() {
        let cmd = join(&valid()).unwrap();
        assert_eq!(cmd.phone, "01012345678");
        assert_eq!(cmd.investor_type, Some(InvestorType::Corporation));
        assert_eq!(
            cmd.company,
            CompanyChoice::New {
                name: "한빛투자".into(),
                business_number: "1234567890".into(),
                ceo_name: "김대표".into()
            }
        );
    }

    #[test]
    fn every_bad_field_is_reported_at_once() {
        let req = JoinRequest {
            user_type: "fact_checker".into(),
            email: "nope".into(),
            password: "short".into(),
            name: " ".into(),
            phone: "12".into(),
            form_type: "x".into(),
            investor_type: None,
            agree_terms: false,
            agree_privacy: false,
            company: None,
        };
        let fields: Vec<String> = join(&req).unwrap_err().into_iter().map(|e| e.field).collect();
        assert_eq!(
            fields,
            ["user_type", "email", "password", "name", "phone", "form_type", "agree_terms", "agree_privacy", "company"]
        );
    }

    #[test]
    fn investors_need_an_investor_type_and_startups_do_not() {
        let mut r = valid();
        r.investor_type = None;
        assert_eq!(join(&r).unwrap_err()[0].field, "investor_type");
        r.user_type = "startup".into();
        r.investor_type = Some("C".into());
        assert_eq!(join(&r).unwrap().investor_type, None);
    }

    #[test]
    fn new_company_fields_are_checked() {
        let mut r = valid();
        r.company = Some(CompanyChoice::New { name: "".into(), business_number: "12345".into(), ceo_name: "".into() });
        let fields: Vec<String> = join(&r).unwrap_err().into_iter().map(|e| e.field).collect();
        assert_eq!(fields, ["new_company.name", "new_company.business_number", "new_company.ceo_name"]);
        r.company = Some(CompanyChoice::Existing(CompanyId(7)));
        assert!(join(&r).is_ok());
    }

    #[test]
    fn password_policy() {
        assert!(password_ok("abcd1234"));
        assert!(!password_ok("abcdefgh"));
        assert!(!password_ok("12345678"));
        assert!(!password_ok("a1"));
        assert!(!password_ok(&format!("a1{}", "x".repeat(63))));
    }

    #[test]
    fn phones_and_business_numbers() {
        assert_eq!(phone_digits("02-123-4567").as_deref(), Some("021234567"));
        assert_eq!(phone_digits("1012345678"), None);
        assert_eq!(phone_digits("010-1234-567a"), None);
        assert_eq!(business_number_digits("123-45-67890").as_deref(), Some("1234567890"));
        assert_eq!(business_number_digits("123456789"), None);
    }

    #[test]
    fn settings_keys() {
        assert!(setting("ui.sidebar_collapsed", "1").is_ok());
        assert!(setting("Bad Key", "1").is_err());
        assert!(setting("k", &"x".repeat(4001)).is_err());
    }
}
