//! The communication service's rules with small in-memory fakes of its ports (no database):
//! what a send refuses before anything is written, how the adapter's refusals reach the caller,
//! and previews written from the union's own data.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, Mutex};

use chrono::{DateTime, NaiveDate, TimeZone, Utc};
use kernel::{Actor, Clock, CompanyId, Page, PageRequest, PortError, Refused, UserId};
use mail::mailing::{
    GroupCandidate, MailingCreated, MailingId, MailingSummary, MemberCandidate, NewMailing, RecipientDelivery,
    RecipientSelection,
};
use mail::*;
use union::{ApplicantId, ApplicantStatus, BankAccount, BankAccountRepository, UnionId};

#[derive(Default)]
struct World {
    bank: bool,
    creates: usize,
    refusal: Option<MailConflict>,
}

#[derive(Clone, Default)]
struct Fake(Arc<Mutex<World>>);

fn actor() -> Actor {
    Actor { user_id: UserId(1), company_id: CompanyId(1), is_ceo: true }
}

fn context(bank: bool) -> MailContext {
    MailContext {
        firm_name: "데모 GP".into(),
        union_name: "데모 1호 개인투자조합".into(),
        fund_type: "개인투자조합".into(),
        unit_price: 1_000_000,
        target_amount: 300_000_000,
        recruitment_start: NaiveDate::from_ymd_opt(2026, 12, 1).unwrap(),
        recruitment_end: NaiveDate::from_ymd_opt(2026, 12, 31).unwrap(),
        payment_due: None,
        lead_fund_manager: Some("김조합".into()),
        bank: bank.then(|| BankLine {
            bank_name: "KB국민은행".into(),
            account_number: "123-456-789012".into(),
            depositor: "데모 1호".into(),
        }),
    }
}

#[async_trait::async_trait]
impl MailingRepository for Fake {
    async fn context(&self, _: &Actor, union: UnionId) -> Result<MailContext, PortError> {
        if union != UnionId(1) {
            return Err(PortError::NotFound);
        }
        Ok(context(self.0.lock().unwrap().bank))
    }
    async fn recipient(&self, _: &Actor, _: UnionId, _: ApplicantId) -> Result<Recipient, PortError> {
        Err(PortError::NotFound)
    }
    async fn member_candidates(&self, _: &Actor, _: UnionId) -> Result<Vec<MemberCandidate>, PortError> {
        Ok(vec![])
    }
    async fn group_candidates(&self, _: &Actor, _: UnionId) -> Result<Vec<GroupCandidate>, PortError> {
        Ok(vec![])
    }
    async fn create(
        &self,
        _: &Actor,
        _: &NewMailing,
        _: DateTime<Utc>,
    ) -> Result<MailingCreated, Refused<MailConflict>> {
        let mut w = self.0.lock().unwrap();
        w.creates += 1;
        Err(match w.refusal {
            Some(c) => Refused::Conflict(c),
            None => PortError::Unexpected("not faked".into()).into(),
        })
    }
    async fn history(&self, _: &Actor, _: UnionId, p: PageRequest) -> Result<Page<MailingSummary>, PortError> {
        Ok(Page::new(vec![], p, 0))
    }
    async fn mailing(&self, _: &Actor, _: UnionId, _: MailingId) -> Result<MailingSummary, PortError> {
        Err(PortError::NotFound)
    }
    async fn deliveries(
        &self,
        _: &Actor,
        _: UnionId,
        _: MailingId,
        p: PageRequest,
    ) -> Result<Page<RecipientDelivery>, PortError> {
        Ok(Page::new(vec![], p, 0))
    }
}

#[async_trait::async_trait]
impl BankAccountRepository for Fake {
    async fn bank_account(&self, _: &Actor, _: UnionId) -> Result<Option<BankAccount>, PortError> {
        Ok(None)
    }
    async fn save_bank_account(&self, _: &Actor, _: UnionId, _: &BankAccount) -> Result<(), PortError> {
        Ok(())
    }
}

impl Clock for Fake {
    fn now(&self) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 12, 2, 1, 0, 0).unwrap()
    }
}

fn service(f: &Fake) -> CommunicationService {
    let a = Arc::new(f.clone());
    CommunicationService::new(a.clone(), a.clone(), a)
}

fn send(kind: MailKind, applicants: &[i64], reply_to: Option<&str>) -> SendRequest {
    SendRequest {
        kind,
        selection: RecipientSelection {
            applicants: applicants.iter().copied().map(ApplicantId).collect(),
            groups: vec![],
        },
        reply_to: reply_to.map(Into::into),
        idempotency_key: None,
    }
}

#[tokio::test]
async fn a_send_is_refused_before_anything_is_written() {
    let f = Fake::default();
    let s = service(&f);
    let nobody = s.send(&actor(), UnionId(1), send(MailKind::Recruitment, &[], None)).await.unwrap_err();
    assert!(matches!(nobody, CommunicationError::Validation(_)), "{nobody:?}");
    let bad_reply = s.send(&actor(), UnionId(1), send(MailKind::Recruitment, &[1], Some("nope"))).await.unwrap_err();
    match bad_reply {
        CommunicationError::Validation(e) => assert_eq!(e[0].field, "reply_to"),
        other => panic!("{other:?}"),
    }
    let no_account = s.send(&actor(), UnionId(1), send(MailKind::PaymentRequest, &[1], None)).await.unwrap_err();
    assert!(matches!(no_account, CommunicationError::BankAccountMissing), "{no_account:?}");
    let other_firm = s.send(&actor(), UnionId(2), send(MailKind::Recruitment, &[1], None)).await.unwrap_err();
    assert!(matches!(other_firm, CommunicationError::NotFound), "{other_firm:?}");
    assert_eq!(f.0.lock().unwrap().creates, 0);
}

#[tokio::test]
async fn the_adapters_refusals_are_the_services_errors() {
    let f = Fake::default();
    f.0.lock().unwrap().bank = true;
    let s = service(&f);
    f.0.lock().unwrap().refusal = Some(MailConflict::NoRecipients);
    let e = s.send(&actor(), UnionId(1), send(MailKind::PaymentRequest, &[1], None)).await.unwrap_err();
    assert!(matches!(e, CommunicationError::NoRecipients), "{e:?}");
    f.0.lock().unwrap().refusal = Some(MailConflict::IdempotencyKeyReused);
    let e = s.send(&actor(), UnionId(1), send(MailKind::Closing, &[1, 1], Some("ir@demo.kr"))).await.unwrap_err();
    assert!(matches!(e, CommunicationError::IdempotencyKeyReused), "{e:?}");
    assert_eq!(f.0.lock().unwrap().creates, 2);
}

#[tokio::test]
async fn a_preview_is_written_from_the_unions_data_and_a_missing_member_is_named() {
    let f = Fake::default();
    f.0.lock().unwrap().bank = true;
    let s = service(&f);
    let mail = s.preview(&actor(), UnionId(1), MailKind::PaymentRequest, None).await.unwrap();
    assert!(mail.subject.contains("데모 1호 개인투자조합"), "{}", mail.subject);
    assert!(mail.html.contains("KB국민은행") && mail.html.contains("123-456-789012"));
    let e = s.preview(&actor(), UnionId(1), MailKind::Recruitment, Some(ApplicantId(9))).await.unwrap_err();
    assert!(matches!(e, CommunicationError::ApplicantNotFound), "{e:?}");
}

#[test]
fn only_members_with_an_address_are_mailable() {
    let member = |email: &str| MemberCandidate {
        applicant: ApplicantId(1),
        name: "홍길동".into(),
        lp_type: "individual".into(),
        phone: String::new(),
        email: email.into(),
        units: 1,
        amount: 1_000_000,
        status: ApplicantStatus::UnderReview,
    };
    assert!(member("hong@lp.kr").is_mailable());
    assert!(!member("").is_mailable());
    assert!(!member("  ").is_mailable());
}
