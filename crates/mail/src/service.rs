//! The communication tab: the payment account, previews, recipient lists, sending (queueing
//! into the outbox) and the send history.

use std::sync::Arc;

use kernel::{Actor, Clock, Email, FieldError, Page, PageRequest, PortError};
use union::{ApplicantId, BankAccount, BankAccountDraft, BankAccountRepository, UnionId};

use crate::error::CommunicationError;
use crate::kind::MailKind;
use crate::mailing::{
    GroupCandidate, MailingCreated, MailingId, MailingSummary, MemberCandidate, NewMailing, RecipientDelivery,
    RecipientSelection,
};
use crate::ports::MailingRepository;
use crate::templates::{render, subject, Recipient, RenderedMail};

pub struct CommunicationService {
    mailings: Arc<dyn MailingRepository>,
    banks: Arc<dyn BankAccountRepository>,
    clock: Arc<dyn Clock>,
}

/// What a send request asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SendRequest {
    pub kind: MailKind,
    pub selection: RecipientSelection,
    /// Typed by the GP; empty means the sender's own address.
    pub reply_to: Option<String>,
    pub idempotency_key: Option<String>,
}

impl CommunicationService {
    pub fn new(
        mailings: Arc<dyn MailingRepository>,
        banks: Arc<dyn BankAccountRepository>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        CommunicationService { mailings, banks, clock }
    }

    /// The union's payment account, if saved.
    ///
    /// # Errors
    /// `NotFound` for another firm's or a deleted union.
    pub async fn bank_account(&self, actor: &Actor, union: UnionId) -> Result<Option<BankAccount>, CommunicationError> {
        Ok(self.banks.bank_account(actor, union).await?)
    }

    /// Checks and saves the union's payment account.
    ///
    /// # Errors
    /// `Validation` (nothing saved), `NotFound`.
    pub async fn save_bank_account(
        &self,
        actor: &Actor,
        union: UnionId,
        draft: &BankAccountDraft,
    ) -> Result<BankAccount, CommunicationError> {
        let account = draft.validate().map_err(CommunicationError::Validation)?;
        self.banks.save_bank_account(actor, union, &account).await?;
        Ok(account)
    }

    /// The mail of `kind` as the union's members would get it: written for `applicant` when
    /// given, else for a stand-in with one unit.
    ///
    /// # Errors
    /// `NotFound`, `ApplicantNotFound`.
    pub async fn preview(
        &self,
        actor: &Actor,
        union: UnionId,
        kind: MailKind,
        applicant: Option<ApplicantId>,
    ) -> Result<RenderedMail, CommunicationError> {
        let ctx = self.mailings.context(actor, union).await?;
        let recipient = match applicant {
            Some(a) => self.mailings.recipient(actor, union, a).await.map_err(|e| match e {
                PortError::NotFound => CommunicationError::ApplicantNotFound,
                e => e.into(),
            })?,
            None => Recipient::sample(&ctx),
        };
        Ok(render(kind, &ctx, &recipient))
    }

    /// # Errors
    /// `NotFound`.
    pub async fn member_candidates(
        &self,
        actor: &Actor,
        union: UnionId,
    ) -> Result<Vec<MemberCandidate>, CommunicationError> {
        Ok(self.mailings.member_candidates(actor, union).await?)
    }

    /// # Errors
    /// `NotFound`.
    pub async fn group_candidates(
        &self,
        actor: &Actor,
        union: UnionId,
    ) -> Result<Vec<GroupCandidate>, CommunicationError> {
        Ok(self.mailings.group_candidates(actor, union).await?)
    }

    /// Queues the mail for every picked member who has an address, and the history row, in one
    /// transaction; the worker delivers afterwards. A repeat with the same idempotency key
    /// returns the first answer.
    ///
    /// # Errors
    /// `Validation` (no one picked, a bad reply-to address), `NotFound`, `BankAccountMissing`
    /// for P without an account, `NoRecipients` when nobody picked has an address.
    pub async fn send(
        &self,
        actor: &Actor,
        union: UnionId,
        request: SendRequest,
    ) -> Result<MailingCreated, CommunicationError> {
        let selection = request.selection.normalized();
        let mut errors = selection.validate().err().unwrap_or_default();
        let reply_to = match request.reply_to.as_deref().map(str::trim).filter(|r| !r.is_empty()) {
            None => None,
            Some(r) => match Email::parse(r) {
                Ok(e) => Some(e),
                Err(_) => {
                    errors.push(FieldError::new("reply_to", "회신 받을 이메일 주소를 확인해주세요."));
                    None
                }
            },
        };
        if !errors.is_empty() {
            return Err(CommunicationError::Validation(errors));
        }
        let context = self.mailings.context(actor, union).await?;
        if request.kind.needs_bank_account() && context.bank.is_none() {
            return Err(CommunicationError::BankAccountMissing);
        }
        let mailing = NewMailing {
            union,
            kind: request.kind,
            subject: subject(request.kind, &context),
            context,
            reply_to,
            selection,
            idempotency_key: request.idempotency_key,
        };
        Ok(self.mailings.create(actor, &mailing, self.clock.now()).await?)
    }

    /// # Errors
    /// `NotFound`.
    pub async fn history(
        &self,
        actor: &Actor,
        union: UnionId,
        page: PageRequest,
    ) -> Result<Page<MailingSummary>, CommunicationError> {
        Ok(self.mailings.history(actor, union, page).await?)
    }

    /// # Errors
    /// `MailingNotFound` (also for another firm's union).
    pub async fn mailing(
        &self,
        actor: &Actor,
        union: UnionId,
        id: MailingId,
    ) -> Result<MailingSummary, CommunicationError> {
        self.mailings.mailing(actor, union, id).await.map_err(not_found_as_mailing)
    }

    /// # Errors
    /// `MailingNotFound` (also for another firm's union).
    pub async fn deliveries(
        &self,
        actor: &Actor,
        union: UnionId,
        id: MailingId,
        page: PageRequest,
    ) -> Result<Page<RecipientDelivery>, CommunicationError> {
        self.mailings.deliveries(actor, union, id, page).await.map_err(not_found_as_mailing)
    }
}

fn not_found_as_mailing(e: PortError) -> CommunicationError {
    match e {
        PortError::NotFound => CommunicationError::MailingNotFound,
        e => e.into(),
    }
}

/// The dashboard's latest mails, through a service as every other read.
#[derive(Clone)]
pub struct RecentMailingService {
    source: Arc<dyn crate::ports::RecentMailings>,
}

impl RecentMailingService {
    pub fn new(source: Arc<dyn crate::ports::RecentMailings>) -> Self {
        RecentMailingService { source }
    }

    /// At most [`crate::RECENT_MAILINGS_SHOWN`] of the firm's mailings, newest first.
    ///
    /// # Errors
    /// Only the port's.
    pub async fn recent(&self, actor: &Actor) -> Result<Vec<crate::mailing::RecentMailing>, PortError> {
        self.source.recent(actor, crate::RECENT_MAILINGS_SHOWN).await
    }
}
