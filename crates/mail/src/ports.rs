//! Ports of the communication domain. Every [`MailingRepository`] method takes the [`Actor`]
//! and sees only the actor's firm's unions; the [`OutboxRepository`] serves the worker, which
//! acts for no firm.

use chrono::{DateTime, Utc};
use kernel::mail::OutgoingMail;
use kernel::{Actor, Email, Page, PageRequest, PortError, Refused};

use crate::error::MailConflict;
use union::{ApplicantId, UnionId};

use crate::kind::MailKind;
use crate::mailing::{
    GroupCandidate, MailingCreated, MailingId, MailingSummary, MemberCandidate, NewMailing, RecentMailing,
    RecipientDelivery,
};
use crate::templates::{MailContext, Recipient};

/// The firm's latest mailings over all its unions (a read for the dashboard).
#[async_trait::async_trait]
pub trait RecentMailings: Send + Sync {
    /// At most `limit` mailings of the actor's firm's live unions, newest first.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn recent(&self, actor: &Actor, limit: i64) -> Result<Vec<RecentMailing>, PortError>;
}

/// Mailings, their outbox rows and the facts mails are written from.
#[async_trait::async_trait]
pub trait MailingRepository: Send + Sync {
    /// The union's facts for a mail, with its payment account when one is saved.
    ///
    /// # Errors
    /// `NotFound` when the union is not the actor's firm's (or deleted).
    async fn context(&self, actor: &Actor, union: UnionId) -> Result<MailContext, PortError>;

    /// One applicant of the union as a mail's recipient (for a preview written for them).
    ///
    /// # Errors
    /// `NotFound` when the union or the applicant is not there for the actor.
    async fn recipient(&self, actor: &Actor, union: UnionId, applicant: ApplicantId) -> Result<Recipient, PortError>;

    /// The union's applicants, in application order, at most `MAX_RECIPIENTS`.
    ///
    /// # Errors
    /// `NotFound` as in [`MailingRepository::context`].
    async fn member_candidates(&self, actor: &Actor, union: UnionId) -> Result<Vec<MemberCandidate>, PortError>;

    /// The firm's LP groups with how many of their members the union's mail reaches.
    ///
    /// # Errors
    /// `NotFound` as in [`MailingRepository::context`].
    async fn group_candidates(&self, actor: &Actor, union: UnionId) -> Result<Vec<GroupCandidate>, PortError>;

    /// In one transaction: the history row and one queued outbox row per picked applicant with
    /// an address (groups expanded to their members who applied to the union; each applicant
    /// once). With an idempotency key already used by the firm, returns that mailing as
    /// `replayed` and writes nothing.
    ///
    /// # Errors
    /// `NotFound` as in [`MailingRepository::context`]; `Conflict(NoRecipients)` when
    /// nobody picked can receive mail (nothing is written); `Conflict(IdempotencyKeyReused)`
    /// when the key was used for another send.
    async fn create(
        &self,
        actor: &Actor,
        mailing: &NewMailing,
        now: DateTime<Utc>,
    ) -> Result<MailingCreated, Refused<MailConflict>>;

    /// The union's mailings, newest first.
    ///
    /// # Errors
    /// `NotFound` as in [`MailingRepository::context`].
    async fn history(
        &self,
        actor: &Actor,
        union: UnionId,
        page: PageRequest,
    ) -> Result<Page<MailingSummary>, PortError>;

    /// One mailing of the union.
    ///
    /// # Errors
    /// `NotFound` when the union or the mailing is not there for the actor.
    async fn mailing(&self, actor: &Actor, union: UnionId, id: MailingId) -> Result<MailingSummary, PortError>;

    /// A mailing's recipients with their delivery state, in the order they were queued.
    ///
    /// # Errors
    /// `NotFound` as in [`MailingRepository::mailing`].
    async fn deliveries(
        &self,
        actor: &Actor,
        union: UnionId,
        id: MailingId,
        page: PageRequest,
    ) -> Result<Page<RecipientDelivery>, PortError>;
}

/// An outbox row claimed by a worker, with what it takes to write and send the mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimedMail {
    pub outbox_id: i64,
    pub to: Email,
    /// Attempts so far, this one included.
    pub attempts: i32,
    pub job: MailJob,
}

/// Where a claimed row's mail comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MailJob {
    /// A mailing's row, written at delivery by the same templates as the preview.
    Mailing { mailing: MailingId, kind: MailKind, context: MailContext, reply_to: Option<Email>, recipient: Recipient },
    /// A mail written when it was queued (a data request and its reminders).
    Prepared(OutgoingMail),
}

/// What became of one attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeliveryOutcome {
    Sent {
        answer: String,
    },
    /// A temporary failure: queued again for `at`.
    Retry {
        answer: String,
        at: DateTime<Utc>,
    },
    /// A permanent failure, or too many temporary ones.
    Failed {
        answer: String,
    },
}

impl DeliveryOutcome {
    /// A stored address that no longer parses: it fails alone, with this answer, instead of
    /// blocking the queue.
    pub fn unparseable_address() -> Self {
        DeliveryOutcome::Failed { answer: "잘못된 이메일 주소".into() }
    }
}

/// The outbox as the delivery worker sees it.
#[async_trait::async_trait]
pub trait OutboxRepository: Send + Sync {
    /// Claims up to `limit` due rows (queued and due, or claimed by a worker whose claim ran
    /// out), skipping rows another worker holds (`FOR UPDATE SKIP LOCKED`), and holds them
    /// until `lease_until`. Counts the attempt.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn claim(
        &self,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
        limit: i64,
    ) -> Result<Vec<ClaimedMail>, PortError>;

    /// Records the outcome of the attempt on a claimed row.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn record(&self, outbox_id: i64, outcome: &DeliveryOutcome, now: DateTime<Utc>) -> Result<(), PortError>;
}
