//! The waiting list (/waiting-main, /waiting-create, /waiting-search-company, /waiting-complete):
//! a company not yet on the product leaves its details and a contact; operator staff onboard it
//! and the contact is told by mail that sign-up is open. One entry per business number: a second
//! registration is refused with where the first stands, and a company already on the product is
//! sent to sign-up instead.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use kernel::contact::{business_number_digits, phone_digits};
use kernel::mail::{escape_html, MailTransport, OutgoingMail};
use kernel::{define_id, Clock, Email, FieldError, Page, PageRequest, PortError, Refused};

use crate::error::SupportError;
use crate::service::Operator;

define_id!(
    /// A company on the waiting list.
    WaitingId
);

pub const MAX_NAME_CHARS: usize = 100;
pub const MAX_CONTACT_CHARS: usize = 50;
pub const MAX_NOTE_CHARS: usize = 1_000;
pub const MSG_COMPANY_NAME: &str = "회사명을 입력해 주세요.";
pub const MSG_BUSINESS_NUMBER: &str = "사업자등록번호 10자리를 입력해 주세요.";
pub const MSG_COMPANY_KIND: &str = "회사 유형을 선택해 주세요.";
pub const MSG_CONTACT_NAME: &str = "담당자 이름을 입력해 주세요.";
pub const MSG_EMAIL: &str = "올바른 이메일 주소를 입력해 주세요.";
pub const MSG_PHONE: &str = "올바른 휴대폰 번호를 입력해 주세요.";
pub const MSG_NOTE: &str = "문의 사항은 1,000자까지 입력할 수 있습니다.";
pub const MSG_PRIVACY: &str = "개인정보 수집·이용에 동의해 주세요.";

/// What kind of company waits: it decides which sign-up the mail points to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WaitingKind {
    Investor,
    Startup,
}

impl WaitingKind {
    pub const ALL: [WaitingKind; 2] = [WaitingKind::Investor, WaitingKind::Startup];

    pub fn code(self) -> &'static str {
        match self {
            WaitingKind::Investor => "investor",
            WaitingKind::Startup => "startup",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.code() == code)
    }

    pub fn label(self) -> &'static str {
        match self {
            WaitingKind::Investor => "투자사",
            WaitingKind::Startup => "스타트업",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WaitingStatus {
    Waiting,
    /// Operator staff opened the product to it; the contact was (or is being) told.
    Onboarded,
}

impl WaitingStatus {
    pub const ALL: [WaitingStatus; 2] = [WaitingStatus::Waiting, WaitingStatus::Onboarded];

    pub fn code(self) -> &'static str {
        match self {
            WaitingStatus::Waiting => "waiting",
            WaitingStatus::Onboarded => "onboarded",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.code() == code)
    }

    pub fn label(self) -> &'static str {
        match self {
            WaitingStatus::Waiting => "대기 중",
            WaitingStatus::Onboarded => "이용 안내 완료",
        }
    }
}

/// What the registration form sends.
#[derive(Debug, Clone, Default)]
pub struct WaitingInput {
    pub company_name: String,
    pub business_number: String,
    pub company_kind: String,
    pub contact_name: String,
    pub email: String,
    pub phone: String,
    pub note: String,
    pub agreed_privacy: bool,
}

/// A checked registration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WaitingDraft {
    pub company_name: String,
    /// Ten digits.
    pub business_number: String,
    pub kind: WaitingKind,
    pub contact_name: String,
    pub email: Email,
    /// Digits.
    pub phone: String,
    pub note: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WaitingEntry {
    pub id: WaitingId,
    pub company_name: String,
    pub business_number: String,
    pub kind: WaitingKind,
    pub contact_name: String,
    pub email: Email,
    pub phone: String,
    pub note: String,
    pub status: WaitingStatus,
    /// Place in the queue (1 = next) while waiting.
    pub position: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub onboarded_at: Option<DateTime<Utc>>,
    /// When the onboarding mail was handed over; `None` after onboarding means it failed.
    pub notified_at: Option<DateTime<Utc>>,
}

/// Where a business number stands (/waiting-search-company). Says nothing about the contact.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Standing {
    /// A company with this number uses the product: sign up and join it.
    OnProduct,
    Waiting {
        position: i64,
        since: DateTime<Utc>,
    },
    Onboarded,
    Unknown,
}

/// Why a registration was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WaitingRefusal {
    AlreadyRegistered,
    OnProduct,
}

#[async_trait::async_trait]
pub trait WaitingRepository: Send + Sync {
    /// Adds the entry unless its business number is registered or on the product (checked in
    /// one transaction, the unique key settling a race).
    async fn add(&self, draft: &WaitingDraft, at: DateTime<Utc>) -> Result<WaitingEntry, Refused<WaitingRefusal>>;
    async fn standing(&self, business_number: &str) -> Result<Standing, PortError>;
    /// Oldest first while waiting, newest onboarded first otherwise.
    async fn list(&self, status: Option<WaitingStatus>, page: PageRequest) -> Result<Page<WaitingEntry>, PortError>;
    /// Marks a waiting entry onboarded (an onboarded one stays as it is) and returns it.
    async fn onboard(&self, by: &Operator, id: WaitingId, at: DateTime<Utc>) -> Result<WaitingEntry, PortError>;
    async fn notified(&self, id: WaitingId, at: DateTime<Utc>) -> Result<(), PortError>;
}

/// Checks a registration.
///
/// # Errors
/// The fields in the form's order.
pub fn checked(input: &WaitingInput) -> Result<WaitingDraft, Vec<FieldError>> {
    let mut errors = Vec::new();
    let text = |raw: &str, max: usize| {
        let t = raw.trim();
        (!t.is_empty() && t.chars().count() <= max).then(|| t.to_owned())
    };
    let company_name = text(&input.company_name, MAX_NAME_CHARS);
    if company_name.is_none() {
        errors.push(FieldError::new("company_name", MSG_COMPANY_NAME));
    }
    let business_number = business_number_digits(input.business_number.trim());
    if business_number.is_none() {
        errors.push(FieldError::new("business_number", MSG_BUSINESS_NUMBER));
    }
    let kind = WaitingKind::parse(&input.company_kind);
    if kind.is_none() {
        errors.push(FieldError::new("company_kind", MSG_COMPANY_KIND));
    }
    let contact_name = text(&input.contact_name, MAX_CONTACT_CHARS);
    if contact_name.is_none() {
        errors.push(FieldError::new("contact_name", MSG_CONTACT_NAME));
    }
    let email = Email::parse(input.email.trim()).ok();
    if email.is_none() {
        errors.push(FieldError::new("email", MSG_EMAIL));
    }
    let phone = phone_digits(input.phone.trim());
    if phone.is_none() {
        errors.push(FieldError::new("phone", MSG_PHONE));
    }
    let note = input.note.trim();
    if note.chars().count() > MAX_NOTE_CHARS {
        errors.push(FieldError::new("note", MSG_NOTE));
    }
    if !input.agreed_privacy {
        errors.push(FieldError::new("agreed_privacy", MSG_PRIVACY));
    }
    match (company_name, business_number, kind, contact_name, email, phone) {
        (Some(company_name), Some(business_number), Some(kind), Some(contact_name), Some(email), Some(phone))
            if errors.is_empty() =>
        {
            Ok(WaitingDraft { company_name, business_number, kind, contact_name, email, phone, note: note.to_owned() })
        }
        _ => Err(errors),
    }
}

/// The onboarding mail: sign-up is open, with the link to start it.
pub fn onboarding_mail(entry: &WaitingEntry, product: &str, public_origin: &str) -> OutgoingMail {
    let link = format!("{}/join-intro", public_origin.trim_end_matches('/'));
    let (name, company) = (&entry.contact_name, &entry.company_name);
    let (h_name, h_company, h_product) = (escape_html(name), escape_html(company), escape_html(product));
    let html = format!(
        "<p>{h_name}님, 안녕하세요.</p><p>기다려 주셔서 감사합니다. 이제 <b>{h_company}</b>에서 {h_product}를 \
         이용하실 수 있습니다.</p><p>아래 버튼을 눌러 회원가입을 진행해 주세요. 가입 시 대기 등록한 \
         사업자등록번호로 회사를 등록하시면 됩니다.</p>\
         <p><a href=\"{link}\" style=\"display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;\
         border-radius:6px;text-decoration:none\">회원가입 시작하기</a></p><p>{h_product} 드림</p>"
    );
    let text = format!(
        "{name}님, 안녕하세요.\n\n기다려 주셔서 감사합니다. 이제 {company}에서 {product}를 이용하실 수 있습니다.\n\
         아래 링크에서 회원가입을 진행해 주세요. 가입 시 대기 등록한 사업자등록번호로 회사를 등록하시면 됩니다.\n{link}\n\n{product} 드림\n"
    );
    OutgoingMail {
        to: entry.email.clone(),
        to_name: Some(name.clone()),
        from_name: product.to_owned(),
        reply_to: None,
        subject: format!("[{product}] 서비스 이용 준비가 완료되었습니다"),
        html,
        text,
        // The same id on a repeat, so a resend after a lost answer is recognisable.
        message_id: Some(format!("waiting-{}@johap", entry.id.get())),
        attachments: Vec::new(),
    }
}

/// The product's name and address as the mail shows them.
#[derive(Debug, Clone)]
pub struct WaitingConfig {
    pub product_name: String,
    pub public_origin: String,
}

#[derive(Clone)]
pub struct WaitingService {
    repo: Arc<dyn WaitingRepository>,
    mail: Arc<dyn MailTransport>,
    clock: Arc<dyn Clock>,
    config: WaitingConfig,
}

impl WaitingService {
    pub fn new(
        repo: Arc<dyn WaitingRepository>,
        mail: Arc<dyn MailTransport>,
        clock: Arc<dyn Clock>,
        config: WaitingConfig,
    ) -> Self {
        WaitingService { repo, mail, clock, config }
    }

    /// Registers a company (anyone, logged in or not).
    ///
    /// # Errors
    /// `Validation`; `WaitingAlreadyRegistered`; `WaitingOnProduct`.
    pub async fn register(&self, input: &WaitingInput) -> Result<WaitingEntry, SupportError> {
        let draft = checked(input).map_err(SupportError::Validation)?;
        self.repo.add(&draft, self.clock.now()).await.map_err(|e| match e {
            Refused::Conflict(WaitingRefusal::AlreadyRegistered) => SupportError::WaitingAlreadyRegistered,
            Refused::Conflict(WaitingRefusal::OnProduct) => SupportError::WaitingOnProduct,
            Refused::Port(p) => SupportError::Port(p),
        })
    }

    /// Where a business number stands.
    ///
    /// # Errors
    /// `Validation` on `business_number`.
    pub async fn standing(&self, business_number: &str) -> Result<Standing, SupportError> {
        let digits = business_number_digits(business_number.trim())
            .ok_or_else(|| SupportError::Validation(vec![FieldError::new("business_number", MSG_BUSINESS_NUMBER)]))?;
        Ok(self.repo.standing(&digits).await?)
    }

    /// # Errors
    /// Only the port's.
    pub async fn list(
        &self,
        _: &Operator,
        status: Option<WaitingStatus>,
        page: PageRequest,
    ) -> Result<Page<WaitingEntry>, SupportError> {
        Ok(self.repo.list(status, page).await?)
    }

    /// Onboards an entry and mails its contact. Calling it again after a failed mail sends the
    /// mail again; after a delivered one it changes nothing.
    ///
    /// # Errors
    /// `WaitingNotFound`; `WaitingMailFailed` when the mail could not be handed over (the entry
    /// stays onboarded, without `notified_at`, so the operator can try again).
    pub async fn onboard(&self, by: &Operator, id: WaitingId) -> Result<WaitingEntry, SupportError> {
        let now = self.clock.now();
        let mut entry = self.repo.onboard(by, id, now).await.map_err(|e| match e {
            PortError::NotFound => SupportError::WaitingNotFound,
            e => SupportError::Port(e),
        })?;
        if entry.notified_at.is_none() {
            let mail = onboarding_mail(&entry, &self.config.product_name, &self.config.public_origin);
            self.mail.send(&mail).await.map_err(|_| SupportError::WaitingMailFailed)?;
            self.repo.notified(id, now).await?;
            entry.notified_at = Some(now);
        }
        Ok(entry)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input() -> WaitingInput {
        WaitingInput {
            company_name: " 새봄벤처스 ".into(),
            business_number: "123-45-67890".into(),
            company_kind: "investor".into(),
            contact_name: "이대기".into(),
            email: "wait@saebom.kr".into(),
            phone: "010-1234-5678".into(),
            note: String::new(),
            agreed_privacy: true,
        }
    }

    #[test]
    fn a_registration_keeps_digits_and_trimmed_text() {
        let d = checked(&input()).unwrap();
        assert_eq!((d.company_name.as_str(), d.business_number.as_str()), ("새봄벤처스", "1234567890"));
        assert_eq!((d.kind, d.phone.as_str()), (WaitingKind::Investor, "01012345678"));
    }

    #[test]
    fn every_wrong_field_is_named_in_the_forms_order() {
        let bad = WaitingInput {
            company_name: " ".into(),
            business_number: "123".into(),
            company_kind: "bank".into(),
            contact_name: "가".repeat(51),
            email: "nope".into(),
            phone: "1234".into(),
            note: "가".repeat(1_001),
            agreed_privacy: false,
        };
        let fields: Vec<String> = checked(&bad).unwrap_err().into_iter().map(|e| e.field).collect();
        assert_eq!(
            fields,
            [
                "company_name",
                "business_number",
                "company_kind",
                "contact_name",
                "email",
                "phone",
                "note",
                "agreed_privacy"
            ]
        );
        assert!(checked(&WaitingInput { agreed_privacy: false, ..input() }).is_err());
    }

    #[test]
    fn the_mail_escapes_what_people_typed_and_links_to_sign_up() {
        let d = checked(&WaitingInput { company_name: "<b>악성</b>".into(), ..input() }).unwrap();
        let entry = WaitingEntry {
            id: WaitingId(7),
            company_name: d.company_name,
            business_number: d.business_number,
            kind: d.kind,
            contact_name: d.contact_name,
            email: d.email,
            phone: d.phone,
            note: d.note,
            status: WaitingStatus::Onboarded,
            position: None,
            created_at: Utc::now(),
            onboarded_at: Some(Utc::now()),
            notified_at: None,
        };
        let m = onboarding_mail(&entry, "조합", "https://johap.kr/");
        assert!(m.html.contains("&lt;b&gt;악성") && !m.html.contains("<b>악성"));
        assert!(m.text.contains("https://johap.kr/join-intro"));
        assert_eq!(m.message_id.as_deref(), Some("waiting-7@johap"));
    }
}
