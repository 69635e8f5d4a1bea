//! The communication service and the outbox delivery worker, with small in-memory fakes of their
//! ports (no database, no SMTP): what a send refuses before anything is written, what it queues,
//! how the adapter's refusals reach the caller, previews written from the union's own data, and
//! how the worker records sent, retried and failed mails.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, Mutex};
use std::time::Duration;

use chrono::{DateTime, NaiveDate, TimeDelta, TimeZone, Utc};
use kernel::mail::{MailError, MailTransport, OutgoingMail};
use kernel::{Actor, Clock, CompanyId, Email, FieldError, Page, PageRequest, PortError, Refused, UserId};
use lp::LpGroupId;
use mail::*;
use union::{ApplicantId, ApplicantStatus, BankAccount, BankAccountDraft, BankAccountRepository, UnionId};

#[derive(Default)]
struct World {
    now: Option<DateTime<Utc>>,
    /// The facts of union 1, the only union of the actor's firm.
    context: Option<MailContext>,
    /// Applicants of union 1 as recipients.
    recipients: Vec<(ApplicantId, Recipient)>,
    /// What `create` was given.
    created: Vec<(NewMailing, DateTime<Utc>)>,
    /// What `create` refuses with, if anything.
    refusal: Option<Refused<MailConflict>>,
    saved_accounts: usize,
    /// Rows the next `claim` hands out.
    due: Vec<ClaimedMail>,
    claims: Vec<(DateTime<Utc>, DateTime<Utc>, i64)>,
    recorded: Vec<(i64, DeliveryOutcome, DateTime<Utc>)>,
    /// An outbox row whose outcome cannot be recorded.
    unrecordable: Option<i64>,
    /// Every mail handed to the transport.
    sent: Vec<OutgoingMail>,
    /// How the transport answers an address (default `250 ok`).
    answers: Vec<(String, MailError)>,
}

#[derive(Clone, Default)]
struct Fake(Arc<Mutex<World>>);

fn not_faked<T>() -> Result<T, PortError> {
    Err(PortError::Unexpected("not faked".into()))
}

fn actor() -> Actor {
    Actor { user_id: UserId(1), company_id: CompanyId(1), is_ceo: true }
}

fn t0() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 12, 2, 1, 0, 0).unwrap()
}

fn context(bank: bool) -> MailContext {
    MailContext {
        firm_name: "한빛벤처스".into(),
        gp_name: "한빛벤처스".into(),
        union_name: "한빛 1호 개인투자조합".into(),
        fund_type: "개인투자조합".into(),
        unit_price: 1_000_000,
        target_amount: 300_000_000,
        recruitment_start: NaiveDate::from_ymd_opt(2026, 12, 1).unwrap(),
        recruitment_end: NaiveDate::from_ymd_opt(2026, 12, 31).unwrap(),
        payment_due: NaiveDate::from_ymd_opt(2027, 1, 15),
        lead_fund_manager: Some("김대표".into()),
        bank: bank.then(|| BankLine {
            bank_name: "KB국민은행".into(),
            account_number: "123-456-789012".into(),
            depositor: "한빛 1호 개인투자조합".into(),
        }),
        call: None,
    }
}

fn hong() -> Recipient {
    Recipient { name: "홍길동".into(), units: 30, amount: 30_000_000 }
}

fn summary(m: &NewMailing, now: DateTime<Utc>) -> MailingSummary {
    MailingSummary {
        id: MailingId(1),
        union: m.union,
        kind: m.kind,
        subject: m.subject.clone(),
        sender_name: "김대표".into(),
        reply_to: m.reply_to.clone(),
        recipient_count: m.selection.applicants.len() as i64,
        group_count: m.selection.groups.len() as i64,
        created_at: now,
        queued: m.selection.applicants.len() as i64,
        sent: 0,
        failed: 0,
    }
}

#[async_trait::async_trait]
impl MailingRepository for Fake {
    async fn context(&self, _: &Actor, union: UnionId) -> Result<MailContext, PortError> {
        let w = self.0.lock().unwrap();
        w.context.clone().filter(|_| union == UnionId(1)).ok_or(PortError::NotFound)
    }
    async fn recipient(&self, _: &Actor, union: UnionId, applicant: ApplicantId) -> Result<Recipient, PortError> {
        let w = self.0.lock().unwrap();
        let found = w.recipients.iter().find(|(a, _)| *a == applicant && union == UnionId(1));
        found.map(|(_, r)| r.clone()).ok_or(PortError::NotFound)
    }
    async fn member_candidates(&self, _: &Actor, _: UnionId) -> Result<Vec<MemberCandidate>, PortError> {
        not_faked()
    }
    async fn group_candidates(&self, _: &Actor, _: UnionId) -> Result<Vec<GroupCandidate>, PortError> {
        not_faked()
    }
    async fn create(
        &self,
        _: &Actor,
        mailing: &NewMailing,
        now: DateTime<Utc>,
    ) -> Result<MailingCreated, Refused<MailConflict>> {
        let mut w = self.0.lock().unwrap();
        w.created.push((mailing.clone(), now));
        if let Some(r) = w.refusal.take() {
            return Err(r);
        }
        Ok(MailingCreated { mailing: summary(mailing, now), without_email: 0, replayed: false })
    }
    async fn history(&self, _: &Actor, _: UnionId, _: PageRequest) -> Result<Page<MailingSummary>, PortError> {
        not_faked()
    }
    async fn mailing(&self, _: &Actor, _: UnionId, _: MailingId) -> Result<MailingSummary, PortError> {
        Err(PortError::NotFound)
    }
    async fn deliveries(
        &self,
        _: &Actor,
        _: UnionId,
        _: MailingId,
        _: PageRequest,
    ) -> Result<Page<RecipientDelivery>, PortError> {
        Err(PortError::NotFound)
    }
}

#[async_trait::async_trait]
impl BankAccountRepository for Fake {
    async fn bank_account(&self, _: &Actor, _: UnionId) -> Result<Option<BankAccount>, PortError> {
        not_faked()
    }
    async fn save_bank_account(&self, _: &Actor, _: UnionId, _: &BankAccount) -> Result<(), PortError> {
        self.0.lock().unwrap().saved_accounts += 1;
        Ok(())
    }
}

#[async_trait::async_trait]
impl OutboxRepository for Fake {
    async fn claim(
        &self,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
        limit: i64,
    ) -> Result<Vec<ClaimedMail>, PortError> {
        let mut w = self.0.lock().unwrap();
        w.claims.push((now, lease_until, limit));
        Ok(std::mem::take(&mut w.due))
    }
    async fn record(&self, outbox_id: i64, outcome: &DeliveryOutcome, now: DateTime<Utc>) -> Result<(), PortError> {
        let mut w = self.0.lock().unwrap();
        if w.unrecordable == Some(outbox_id) {
            return Err(PortError::Unexpected("connection lost".into()));
        }
        w.recorded.push((outbox_id, outcome.clone(), now));
        Ok(())
    }
}

#[async_trait::async_trait]
impl MailTransport for Fake {
    async fn send(&self, m: &OutgoingMail) -> Result<String, MailError> {
        let mut w = self.0.lock().unwrap();
        w.sent.push(m.clone());
        match w.answers.iter().find(|(to, _)| to == m.to.as_str()) {
            Some((_, e)) => Err(e.clone()),
            None => Ok("250 2.0.0 Ok".into()),
        }
    }
}

impl Clock for Fake {
    fn now(&self) -> DateTime<Utc> {
        self.0.lock().unwrap().now.unwrap()
    }
}

fn fake(bank: bool) -> Fake {
    let f = Fake::default();
    {
        let mut w = f.0.lock().unwrap();
        w.now = Some(t0());
        w.context = Some(context(bank));
        w.recipients.push((ApplicantId(5), hong()));
    }
    f
}

fn service(f: &Fake) -> CommunicationService {
    CommunicationService::new(Arc::new(f.clone()), Arc::new(f.clone()), Arc::new(f.clone()))
}

fn request(kind: MailKind, applicants: &[i64], reply_to: Option<&str>) -> SendRequest {
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

fn fields(e: &CommunicationError) -> Vec<String> {
    match e {
        CommunicationError::Validation(v) => v.iter().map(|f: &FieldError| f.field.clone()).collect(),
        other => panic!("expected a validation error, got {other:?}"),
    }
}

// --- CommunicationService --------------------------------------------------------------------

#[tokio::test]
async fn a_send_is_refused_before_anything_is_written() {
    let f = fake(false);
    let s = service(&f);
    let a = actor();
    let send = |r: SendRequest| s.send(&a, UnionId(1), r);

    let e = send(request(MailKind::Recruitment, &[], None)).await.unwrap_err();
    assert_eq!(fields(&e), ["recipients"]);
    let e = send(request(MailKind::Recruitment, &[1], Some("not an address"))).await.unwrap_err();
    assert_eq!(fields(&e), ["reply_to"]);
    let e = send(request(MailKind::Recruitment, &[], Some("nope"))).await.unwrap_err();
    assert_eq!(fields(&e), ["recipients", "reply_to"], "every invalid field at once");
    let too_many: Vec<i64> = (1..=MAX_RECIPIENTS as i64 + 1).collect();
    let e = send(request(MailKind::Recruitment, &too_many, None)).await.unwrap_err();
    assert_eq!(fields(&e), ["recipients"]);

    let e = send(request(MailKind::PaymentRequest, &[1], None)).await.unwrap_err();
    assert!(matches!(e, CommunicationError::BankAccountMissing), "{e:?}");
    let e = s.send(&actor(), UnionId(2), request(MailKind::Recruitment, &[1], None)).await.unwrap_err();
    assert!(matches!(e, CommunicationError::NotFound), "{e:?}");

    assert!(f.0.lock().unwrap().created.is_empty(), "nothing reaches MailingRepository::create");
}

#[tokio::test]
async fn only_the_payment_request_needs_the_account() {
    let f = fake(false);
    let s = service(&f);
    for kind in [MailKind::Recruitment, MailKind::Closing, MailKind::AdditionalRecruitment] {
        s.send(&actor(), UnionId(1), request(kind, &[1], None)).await.unwrap();
    }
    assert_eq!(f.0.lock().unwrap().created.len(), 3);
}

#[tokio::test]
async fn a_send_queues_the_previewed_mail_for_the_picked_members() {
    let f = fake(true);
    let s = service(&f);
    let req = SendRequest {
        kind: MailKind::PaymentRequest,
        selection: RecipientSelection {
            applicants: vec![ApplicantId(3), ApplicantId(1), ApplicantId(3)],
            groups: vec![LpGroupId(2), LpGroupId(2)],
        },
        reply_to: Some("  IR@Hanbit.kr ".into()),
        idempotency_key: Some("key-1".into()),
    };
    let out = s.send(&actor(), UnionId(1), req).await.unwrap();
    assert_eq!(out.mailing.subject, "[한빛벤처스] 한빛 1호 개인투자조합 결성계획 승인 및 출자금 납입 요청");

    let (m, now) = f.0.lock().unwrap().created[0].clone();
    assert_eq!(now, t0(), "stamped with the clock's time");
    assert_eq!((m.union, m.kind), (UnionId(1), MailKind::PaymentRequest));
    assert_eq!(m.subject, out.mailing.subject);
    assert_eq!(m.context, context(true), "the union's facts are frozen with the mailing");
    assert_eq!(m.selection.applicants, [ApplicantId(3), ApplicantId(1)], "repeats dropped, order kept");
    assert_eq!(m.selection.groups, [LpGroupId(2)]);
    assert_eq!(m.reply_to, Some(Email::parse("ir@hanbit.kr").unwrap()));
    assert_eq!(m.idempotency_key.as_deref(), Some("key-1"));

    s.send(&actor(), UnionId(1), request(MailKind::Closing, &[1], Some("   "))).await.unwrap();
    let (m, _) = f.0.lock().unwrap().created[1].clone();
    assert_eq!(m.reply_to, None, "a blank reply-to means the sender's own address");
}

#[tokio::test]
async fn the_adapters_refusals_are_the_services_errors() {
    let f = fake(true);
    let s = service(&f);
    let a = actor();
    let send = || s.send(&a, UnionId(1), request(MailKind::Closing, &[1], None));
    f.0.lock().unwrap().refusal = Some(Refused::Conflict(MailConflict::NoRecipients));
    assert!(matches!(send().await, Err(CommunicationError::NoRecipients)));
    f.0.lock().unwrap().refusal = Some(Refused::Conflict(MailConflict::IdempotencyKeyReused));
    assert!(matches!(send().await, Err(CommunicationError::IdempotencyKeyReused)));
    f.0.lock().unwrap().refusal = Some(PortError::NotFound.into());
    assert!(matches!(send().await, Err(CommunicationError::NotFound)));
    f.0.lock().unwrap().refusal = Some(PortError::Busy.into());
    assert!(matches!(send().await, Err(CommunicationError::Port(PortError::Busy))));
}

#[tokio::test]
async fn a_preview_is_written_from_the_unions_data() {
    let f = fake(true);
    let s = service(&f);
    let m = s.preview(&actor(), UnionId(1), MailKind::Recruitment, None).await.unwrap();
    assert_eq!(m.subject, "[한빛벤처스] 한빛 1호 개인투자조합 조합원 모집 안내");
    for needle in ["○○○님, 안녕하세요. 한빛벤처스입니다.", "300,000,000원 (3억원)", "- 1좌 금액: 1,000,000원", "김대표"]
    {
        assert!(m.text.contains(needle), "{needle} missing in\n{}", m.text);
    }
    assert!(m.html.contains("한빛벤처스"));

    // With no member chosen, the stand-in applies for one unit at the union's price.
    let m = s.preview(&actor(), UnionId(1), MailKind::PaymentRequest, None).await.unwrap();
    for needle in ["○○○님", "- 출자 좌수: 1좌", "- 출자금: 1,000,000원"] {
        assert!(m.text.contains(needle), "{needle} missing in\n{}", m.text);
    }

    let m = s.preview(&actor(), UnionId(1), MailKind::PaymentRequest, Some(ApplicantId(5))).await.unwrap();
    for needle in [
        "홍길동님",
        "- 출자 좌수: 30좌",
        "- 출자금: 30,000,000원",
        "- 납입 계좌: KB국민은행 123-456-789012",
        "- 납입 기한: 2027.01.15",
    ] {
        assert!(m.text.contains(needle), "{needle} missing in\n{}", m.text);
    }
}

#[tokio::test]
async fn a_preview_names_what_is_missing() {
    let f = fake(true);
    let s = service(&f);
    let e = s.preview(&actor(), UnionId(1), MailKind::Closing, Some(ApplicantId(9))).await.unwrap_err();
    assert!(matches!(e, CommunicationError::ApplicantNotFound), "{e:?}");
    let e = s.preview(&actor(), UnionId(2), MailKind::Closing, None).await.unwrap_err();
    assert!(matches!(e, CommunicationError::NotFound), "{e:?}");
    let e = s.mailing(&actor(), UnionId(1), MailingId(4)).await.unwrap_err();
    assert!(matches!(e, CommunicationError::MailingNotFound), "{e:?}");
    let e = s.deliveries(&actor(), UnionId(1), MailingId(4), PageRequest::new(None, None)).await.unwrap_err();
    assert!(matches!(e, CommunicationError::MailingNotFound), "{e:?}");
}

#[tokio::test]
async fn an_invalid_bank_account_is_not_saved() {
    let f = fake(false);
    let draft = BankAccountDraft { bank_code: "999".into(), account_number: "x".into(), depositor: String::new() };
    let e = service(&f).save_bank_account(&actor(), UnionId(1), &draft).await.unwrap_err();
    assert!(!fields(&e).is_empty());
    assert_eq!(f.0.lock().unwrap().saved_accounts, 0);
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
    assert!(!member("  \t").is_mailable());
}

// --- DeliveryWorker --------------------------------------------------------------------------

fn claimed(outbox_id: i64, to: &str, attempts: i32) -> ClaimedMail {
    ClaimedMail {
        outbox_id,
        to: Email::parse(to).unwrap(),
        attempts,
        job: MailJob::Mailing {
            mailing: MailingId(1),
            kind: MailKind::PaymentRequest,
            context: context(true),
            reply_to: Some(Email::parse("ir@hanbit.kr").unwrap()),
            recipient: hong(),
        },
    }
}

#[test]
fn a_prepared_mail_goes_out_as_queued_with_the_rows_message_id() {
    let f = Fake::default();
    let prepared = OutgoingMail {
        to: Email::parse("ceo@startup.kr").unwrap(),
        to_name: Some("데모스타트업".into()),
        from_name: "한빛벤처스".into(),
        reply_to: None,
        subject: "[한빛벤처스] 자료 요청".into(),
        html: "<p>자료</p>".into(),
        text: "자료".into(),
        message_id: None,
        attachments: Vec::new(),
    };
    let c = ClaimedMail {
        outbox_id: 77,
        to: Email::parse("cfo@startup.kr").unwrap(),
        attempts: 1,
        job: MailJob::Prepared(prepared.clone()),
    };
    let m = worker(&f, 1).compose(&c);
    assert_eq!(m.subject, prepared.subject);
    assert_eq!(m.to.as_str(), "cfo@startup.kr", "the row's address is the one sent to");
    assert_eq!(m.message_id.as_deref(), Some("outbox-77@johap.test"));
}

fn worker(f: &Fake, parallel: usize) -> DeliveryWorker {
    DeliveryWorker::new(
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        RetryPolicy::default(),
        parallel,
        "johap.test".into(),
    )
}

fn outcome_of(f: &Fake, outbox_id: i64) -> DeliveryOutcome {
    let w = f.0.lock().unwrap();
    let found = w.recorded.iter().find(|(id, _, _)| *id == outbox_id);
    found.map(|(_, o, _)| o.clone()).unwrap_or_else(|| panic!("nothing recorded for row {outbox_id}"))
}

#[tokio::test]
async fn the_worker_records_sent_retried_and_failed_mails() {
    let f = fake(true);
    let policy = RetryPolicy::default();
    {
        let mut w = f.0.lock().unwrap();
        w.due = vec![
            claimed(11, "ok@lp.kr", 1),
            claimed(12, "busy@lp.kr", 3),
            claimed(13, "gone@lp.kr", 1),
            claimed(14, "busy@lp.kr", policy.max_attempts),
        ];
        w.answers.push(("busy@lp.kr".into(), MailError::Temporary("421 4.7.0 try later".into())));
        w.answers.push(("gone@lp.kr".into(), MailError::Permanent("550 5.1.1 no such user".into())));
    }
    let w = worker(&f, 2);
    assert_eq!(w.deliver_due().await.unwrap(), 4);

    assert_eq!(f.0.lock().unwrap().claims, [(t0(), t0() + TimeDelta::minutes(5), 8)], "lease and batch size");
    assert_eq!(outcome_of(&f, 11), DeliveryOutcome::Sent { answer: "250 2.0.0 Ok".into() });
    // The third attempt waits base × 2² (5 s, 10 s, 20 s …).
    assert_eq!(policy.base_delay, Duration::from_secs(5));
    assert_eq!(
        outcome_of(&f, 12),
        DeliveryOutcome::Retry { answer: "421 4.7.0 try later".into(), at: t0() + TimeDelta::seconds(20) }
    );
    assert_eq!(outcome_of(&f, 13), DeliveryOutcome::Failed { answer: "550 5.1.1 no such user".into() });
    assert_eq!(outcome_of(&f, 14), DeliveryOutcome::Failed { answer: "10회 시도 후 실패: 421 4.7.0 try later".into() });
    assert!(f.0.lock().unwrap().recorded.iter().all(|(_, _, at)| *at == t0()));

    // The mail is the preview's, for this recipient, with a Message-ID stable across retries.
    let sent = f.0.lock().unwrap().sent.clone();
    let m = sent.iter().find(|m| m.message_id.as_deref() == Some("outbox-11@johap.test")).unwrap();
    let preview = render(MailKind::PaymentRequest, &context(true), &hong());
    assert_eq!((&m.subject, &m.text, &m.html), (&preview.subject, &preview.text, &preview.html));
    assert_eq!((m.to.as_str(), m.to_name.as_deref(), m.from_name.as_str()), ("ok@lp.kr", Some("홍길동"), "한빛벤처스"));
    assert_eq!(m.reply_to, Some(Email::parse("ir@hanbit.kr").unwrap()));

    assert_eq!(w.deliver_due().await.unwrap(), 0, "nothing due");
    assert_eq!(f.0.lock().unwrap().sent.len(), 4, "nothing sent twice");
}

#[tokio::test]
async fn backoff_doubles_up_to_the_cap() {
    let f = fake(true);
    {
        let mut w = f.0.lock().unwrap();
        w.due = (1..=9).map(|n| claimed(n, "busy@lp.kr", n as i32)).collect();
        w.answers.push(("busy@lp.kr".into(), MailError::Temporary("421".into())));
    }
    worker(&f, 3).deliver_due().await.unwrap();
    let waits: Vec<i64> = (1..=9)
        .map(|n| match outcome_of(&f, n) {
            DeliveryOutcome::Retry { at, .. } => (at - t0()).num_seconds(),
            other => panic!("row {n}: {other:?}"),
        })
        .collect();
    assert_eq!(waits, [5, 10, 20, 40, 80, 160, 320, 640, 1280]);
    let p = RetryPolicy { max_attempts: 20, ..RetryPolicy::default() };
    match p.after_failure(12, &MailError::Temporary("421".into()), t0()) {
        DeliveryOutcome::Retry { at, .. } => assert_eq!(at - t0(), TimeDelta::minutes(30), "capped at 30 minutes"),
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn an_outcome_that_cannot_be_recorded_fails_the_batch_after_the_others_are_recorded() {
    let f = fake(true);
    {
        let mut w = f.0.lock().unwrap();
        w.due = vec![claimed(21, "a@lp.kr", 1), claimed(22, "b@lp.kr", 1), claimed(23, "c@lp.kr", 1)];
        w.unrecordable = Some(22);
    }
    let e = worker(&f, 1).deliver_due().await.unwrap_err();
    assert!(matches!(e, PortError::Unexpected(_)), "{e:?}");
    let w = f.0.lock().unwrap();
    let ids: Vec<i64> = w.recorded.iter().map(|(id, _, _)| *id).collect();
    assert_eq!(ids, [21, 23], "row 22 keeps its claim until the lease runs out");
    assert_eq!(w.sent.len(), 3);
}
