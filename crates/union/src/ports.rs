//! Ports of the union domain. Every method takes the [`Actor`] and must only see and touch
//! the actor's company's unions; a deleted union is as absent as another firm's.

use kernel::audit::AuditEntry;
use kernel::{Actor, Page, PageRequest, PortError, Refused};

use crate::error::UnionConflict;

use crate::applicant::{Applicant, ApplicantFilter, ApplicantId, NewApplicant, StatusChange, StatusCount, UnionTotals};
use crate::files::{StagedFile, UnionFile, UnionFileId};
use crate::model::{Union, UnionId, UnionInput, UnionSummary};
use crate::status::ApplicantStatus;
use crate::status::UnionStatus;
use kernel::Won;

/// Filters of the union list.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UnionFilter {
    pub status: Option<UnionStatus>,
    /// Substring of the union name.
    pub query: String,
}

/// Unions on storage.
#[async_trait::async_trait]
pub trait UnionRepository: Send + Sync {
    /// Stores a new union in status R with an audit event.
    ///
    /// # Errors
    /// `Conflict(UniqueNumberTaken)` when the firm already uses the unique number.
    async fn create(&self, actor: &Actor, input: &UnionInput) -> Result<Union, Refused<UnionConflict>>;

    /// One union of the actor's firm.
    ///
    /// # Errors
    /// `NotFound` when it does not exist, is deleted or belongs to another firm.
    async fn get(&self, actor: &Actor, id: UnionId) -> Result<Union, PortError>;

    /// Replaces the fields of a union that is not formed (E), with an audit event. The check
    /// and the write happen in one transaction.
    ///
    /// # Errors
    /// `NotFound` as in [`UnionRepository::get`]; `Conflict(Formed)` when it is formed
    /// ([`UnionStatus::check_editable`] on the locked row); `Conflict(UniqueNumberTaken)` as in `create`.
    async fn update(&self, actor: &Actor, id: UnionId, input: &UnionInput) -> Result<Union, Refused<UnionConflict>>;

    /// Moves the status from `from` to `to` when it is still `from`, with an audit event.
    ///
    /// # Errors
    /// `NotFound` as in `get`; `Conflict(StatusChanged)` when the status is no longer `from`
    /// ([`UnionStatus::check_still`] on the locked row).
    async fn change_status(
        &self,
        actor: &Actor,
        id: UnionId,
        from: UnionStatus,
        to: UnionStatus,
    ) -> Result<Union, Refused<UnionConflict>>;

    /// Soft-deletes a union (it disappears from lists and reads), with an audit event.
    ///
    /// # Errors
    /// `NotFound` as in `get`.
    async fn delete(&self, actor: &Actor, id: UnionId) -> Result<(), PortError>;

    /// A page of the union's audit trail, newest first: its own changes and those of its
    /// applicants, files, member documents, evidence, bank account and mailings.
    ///
    /// # Errors
    /// `NotFound` as in `get`.
    async fn history(&self, actor: &Actor, id: UnionId, page: PageRequest) -> Result<Page<AuditEntry>, PortError>;

    /// The firm's unions, newest first, with their applied amounts.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn list(
        &self,
        actor: &Actor,
        filter: &UnionFilter,
        page: PageRequest,
    ) -> Result<Page<UnionSummary>, PortError>;
}

/// One page of applicants with the union's status counts and totals.
#[derive(Debug, Clone, PartialEq)]
pub struct ApplicantList {
    pub page: Page<Applicant>,
    /// Applicants per status over the whole union (search applied, status tab not).
    pub status_counts: Vec<StatusCount>,
    pub totals: UnionTotals,
}

/// Applicants on storage. Every method checks that the union is a live union of the actor's firm.
#[async_trait::async_trait]
pub trait ApplicantRepository: Send + Sync {
    /// Adds an application in status R (with its first history entry and an audit event).
    ///
    /// # Errors
    /// `NotFound` when the union is not the firm's; `Conflict(Formed)` when it is formed.
    async fn add(
        &self,
        actor: &Actor,
        union: UnionId,
        new: &NewApplicant,
        amount: Won,
    ) -> Result<Applicant, Refused<UnionConflict>>;

    /// Adds many applications at once, all or none, each in status R with its first history
    /// entry, and one audit event for the import. Returns how many were added.
    ///
    /// # Errors
    /// `NotFound` when the union is not the firm's; `Conflict(Formed)` when it is formed.
    async fn add_many(
        &self,
        actor: &Actor,
        union: UnionId,
        new: &[(NewApplicant, Won)],
    ) -> Result<usize, Refused<UnionConflict>>;

    /// A page of the union's applicants, newest first, with counts and totals.
    ///
    /// # Errors
    /// `NotFound` when the union is not the firm's.
    async fn list(
        &self,
        actor: &Actor,
        union: UnionId,
        filter: &ApplicantFilter,
        page: PageRequest,
    ) -> Result<ApplicantList, PortError>;

    /// Up to `limit` applicants matching `filter`, in list order (newest first), after `after`
    /// (the last applicant of the previous batch): keyset paging for exports of any size.
    ///
    /// # Errors
    /// `NotFound` when the union is not the firm's.
    async fn export_batch(
        &self,
        actor: &Actor,
        union: UnionId,
        filter: &ApplicantFilter,
        after: Option<&Applicant>,
        limit: i64,
    ) -> Result<Vec<Applicant>, PortError>;

    /// One applicant with its status history (oldest first).
    ///
    /// # Errors
    /// `NotFound` when the union or the applicant is not the firm's.
    async fn get(
        &self,
        actor: &Actor,
        union: UnionId,
        id: ApplicantId,
    ) -> Result<(Applicant, Vec<StatusChange>), PortError>;

    /// Moves the applicant from `from` to `to` when it is still `from`, recording who and when.
    /// Moves into and out of 납입완료 go through [`Settlement`].
    ///
    /// # Errors
    /// `NotFound` as in `get`; `Conflict(StatusChanged)` when it is no longer `from`
    /// ([`ApplicantStatus::check_still`] on the locked row).
    async fn change_status(
        &self,
        actor: &Actor,
        union: UnionId,
        id: ApplicantId,
        from: ApplicantStatus,
        to: ApplicantStatus,
    ) -> Result<Applicant, Refused<UnionConflict>>;
}

/// Moves into and out of 납입완료, which the payments decide: the capital book (the `capital`
/// crate) records what the first call (or the lump sum) still lacks as paid today, or refuses
/// the step back while payments stand.
#[async_trait::async_trait]
pub trait Settlement: Send + Sync {
    /// # Errors
    /// `ApplicantNotFound`, `MemberCapReached`, `UnitsFull`, `NoCapitalCall` and the book's
    /// other refusals.
    async fn settle(&self, actor: &Actor, union: UnionId, applicant: ApplicantId) -> Result<(), crate::UnionError>;
    /// # Errors
    /// `ApplicantNotFound`, `ApplicantHasPayments`.
    async fn unsettle(&self, actor: &Actor, union: UnionId, applicant: ApplicantId) -> Result<(), crate::UnionError>;
}

/// Union files on storage. Every method checks that the union is a live union of the actor's
/// firm. Rows and the pending-object ledger ([`kernel::files::PendingObjects`]) change in one
/// transaction, so a key is always owned by a row or pending, never neither.
#[async_trait::async_trait]
pub trait UnionFileRepository: Send + Sync {
    /// The union's files, by category order then upload time.
    ///
    /// # Errors
    /// `NotFound` when the union is not the firm's.
    async fn list(&self, actor: &Actor, union: UnionId) -> Result<Vec<UnionFile>, PortError>;

    /// One file with its object key.
    ///
    /// # Errors
    /// `NotFound` when the union or the file is not the firm's.
    async fn get(&self, actor: &Actor, union: UnionId, id: UnionFileId) -> Result<(UnionFile, String), PortError>;

    /// Stores rows for staged files (their keys stop being pending), with an audit event.
    ///
    /// # Errors
    /// `NotFound` when the union is not the firm's.
    async fn add(&self, actor: &Actor, union: UnionId, staged: &[StagedFile]) -> Result<Vec<UnionFile>, PortError>;

    /// Points a file at new contents; the old key becomes pending and is returned.
    ///
    /// # Errors
    /// `NotFound` when the union or the file is not the firm's.
    async fn replace(
        &self,
        actor: &Actor,
        union: UnionId,
        id: UnionFileId,
        staged: &StagedFile,
    ) -> Result<(UnionFile, String), PortError>;

    /// Deletes a file's row; its key becomes pending and is returned.
    ///
    /// # Errors
    /// `NotFound` when the union or the file is not the firm's.
    async fn remove(&self, actor: &Actor, union: UnionId, id: UnionFileId) -> Result<String, PortError>;
}

/// Evidence files of a union's contributing members (P, F). Every method checks that the union
/// is a live union of the actor's firm; rows and the pending-object ledger change together.
#[async_trait::async_trait]
pub trait EvidenceRepository: Send + Sync {
    /// The union's name and a page of its contributing members, in application order.
    async fn members(
        &self,
        actor: &Actor,
        union: UnionId,
        page: PageRequest,
    ) -> Result<(String, Page<crate::evidence::ContributingMember>), PortError>;

    /// The union's name and every contributing member's `(id, name)`, for bulk matching.
    async fn contributors(
        &self,
        actor: &Actor,
        union: UnionId,
    ) -> Result<(String, Vec<(ApplicantId, String)>), PortError>;

    /// Stores (or replaces) the staged files, all or none; their keys leave the ledger and the
    /// replaced files' keys enter it and are returned. `NotFound` when an applicant is not a
    /// contributing member of the union.
    async fn put(
        &self,
        actor: &Actor,
        union: UnionId,
        staged: &[crate::evidence::StagedEvidence],
    ) -> Result<Vec<String>, PortError>;

    /// Deletes a member's file; its key becomes pending and is returned. `NotFound`.
    async fn remove(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
        kind: crate::evidence::EvidenceKind,
    ) -> Result<String, PortError>;

    /// What the certificate prints about a contributing member. `NotFound` when the applicant is
    /// not a contributing member of a live union of the firm.
    async fn certificate_facts(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
    ) -> Result<crate::certificate::CertificateFacts, PortError>;

    /// The contributing members' ids, in application order (for printing every certificate).
    async fn contributor_ids(&self, actor: &Actor, union: UnionId) -> Result<Vec<ApplicantId>, PortError>;

    /// A member's stored registration number (masked) and address. `NotFound`.
    async fn identity(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
    ) -> Result<crate::certificate::Identity, PortError>;

    /// Stores them, with an audit event. `NotFound`.
    async fn set_identity(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
        identity: &crate::certificate::Identity,
    ) -> Result<(), PortError>;

    /// A member's file with its key. `NotFound`.
    async fn get(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
        kind: crate::evidence::EvidenceKind,
    ) -> Result<(crate::evidence::EvidenceFile, String), PortError>;
}

/// Draws a certificate as a PDF (an adapter: the domain holds no font or layout).
pub trait CertificateRenderer: Send + Sync {
    /// # Errors
    /// `Unexpected` when the document cannot be made.
    fn render(&self, certificate: &crate::certificate::Certificate) -> Result<Vec<u8>, PortError>;
}

/// A union's payment account on storage.
#[async_trait::async_trait]
pub trait BankAccountRepository: Send + Sync {
    /// The union's account, `None` when none is saved yet.
    ///
    /// # Errors
    /// `NotFound` when the union is not the actor's firm's (or deleted).
    async fn bank_account(&self, actor: &Actor, union: UnionId) -> Result<Option<crate::bank::BankAccount>, PortError>;

    /// Saves (or replaces) the union's account, with an audit event.
    ///
    /// # Errors
    /// `NotFound` as in [`BankAccountRepository::bank_account`].
    async fn save_bank_account(
        &self,
        actor: &Actor,
        union: UnionId,
        account: &crate::bank::BankAccount,
    ) -> Result<(), PortError>;
}

/// Opens the parts of a bulk upload: a zip becomes its entries, anything else is one entry.
/// Inflating can take long, so an adapter runs it off the async executor.
#[async_trait::async_trait]
pub trait ArchiveReader: Send + Sync {
    /// The files of one uploaded part, each with its bytes or why it was refused (flat entries
    /// only, each at most `MAX_EVIDENCE_BYTES`, all at most `MAX_ZIP_EXPANDED_BYTES`).
    async fn expand(&self, raw_name: &str, bytes: Vec<u8>) -> Vec<crate::evidence::BulkEntry>;
}
