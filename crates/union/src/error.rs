//! What union operations can fail with; `apps/server/src/error.rs` maps them to HTTP.

use kernel::{FieldError, PortError, Refused};

use crate::category::FileCategory;
pub use crate::conflict::UnionConflict;
use crate::status::{ApplicantStatus, UnionStatus};

#[derive(Debug, thiserror::Error)]
pub enum UnionError {
    #[error("invalid input")]
    Validation(Vec<FieldError>),
    /// Another union of the firm already has this unique number.
    #[error("unique number taken")]
    UniqueNumberTaken,
    /// No such union for this firm (or it was deleted).
    #[error("union not found")]
    NotFound,
    /// The union is formed (E): nothing can change.
    #[error("union is formed")]
    Formed,
    /// The status change is not one of the allowed transitions.
    #[error("cannot move from {from:?} to {to:?}")]
    StatusChangeNotAllowed { from: UnionStatus, to: UnionStatus },
    /// No such applicant in this union of the firm.
    #[error("applicant not found")]
    ApplicantNotFound,
    /// The applicant status change is not one of the allowed transitions.
    #[error("cannot move applicant from {from:?} to {to:?}")]
    ApplicantStatusChangeNotAllowed { from: ApplicantStatus, to: ApplicantStatus },
    /// Rows of an import that failed the checks; nothing was imported.
    #[error("invalid import rows")]
    ImportInvalid(Vec<FieldError>),
    /// An upload with no file in it.
    #[error("no file")]
    NoFiles,
    /// More files in one upload than the per-upload limit (`files::MAX_FILES_PER_UPLOAD`).
    #[error("too many files")]
    TooManyFiles,
    #[error("{name} is empty")]
    FileEmpty { name: String },
    /// Over the size limit (`files::MAX_FILE_BYTES`).
    #[error("{name} is too large")]
    FileTooLarge { name: String },
    /// Not a document type, or not PNG in the seal category.
    #[error("{name} is not allowed in {category:?}")]
    FileTypeNotAllowed { name: String, category: FileCategory },
    /// Evidence files are PDFs.
    #[error("{name} is not a PDF")]
    NotPdf { name: String },
    /// The applicant is not a contributing member (P, F) of the union.
    #[error("not a contributing member")]
    NotContributor,
    /// No such file in this union of the firm.
    #[error("file not found")]
    FileNotFound,
    /// The checklist steps moving the union to `to` needs are still open.
    #[error("formation steps open: {missing:?}")]
    FormationIncomplete { to: UnionStatus, missing: Vec<crate::formation::FormationStep> },
    /// Rules the union breaks, which keep it from being formed.
    #[error("rules broken: {0:?}")]
    RulesBroken(Vec<crate::rules::RuleKey>),
    /// A payment that would make the union's 50th member ([`crate::rules::MAX_MEMBERS`]).
    #[error("member cap reached")]
    MemberCapReached,
    /// A new member's commitment does not fit in the union's units left.
    #[error("union units full ({left:?} left)")]
    UnitsFull { left: kernel::Won },
    /// A distribution to more holders than a union may have members.
    #[error("too many holders")]
    TooManyHolders,
    /// No GP sits in the seat asked for.
    #[error("gp not found")]
    GpNotFound,
    /// A co-GP with payments recorded cannot be taken off the union.
    #[error("gp seat has payments")]
    GpSeatHasPayments,
    /// Capital calls are for 수시납 and 분할납 unions.
    #[error("lump-sum union")]
    LumpSumUnion,
    #[error("capital call not found")]
    CapitalCallNotFound,
    /// Payments were recorded on the call.
    #[error("capital call has payments")]
    CapitalCallHasPayments,
    #[error("payment not found")]
    PaymentNotFound,
    /// Only members whose papers are in (S, P, F) pay.
    #[error("applicant is not a member yet")]
    ApplicantNotMember,
    /// A 수시납/분할납 union's member cannot be paid up before its first call.
    #[error("no capital call")]
    NoCapitalCall,
    /// Cancel the member's payments before stepping back from 납입완료.
    #[error("applicant has payments")]
    ApplicantHasPayments,
    /// Nobody had paid in on the distribution's day.
    #[error("nothing paid in")]
    NothingPaidIn,
    #[error("distribution not found")]
    DistributionNotFound,
    /// Nobody has a deduction in the year asked for.
    #[error("no tax papers")]
    NoTaxPapers,
    #[error(transparent)]
    Port(PortError),
}

impl From<PortError> for UnionError {
    fn from(e: PortError) -> Self {
        match e {
            PortError::NotFound => UnionError::NotFound,
            other => UnionError::Port(other),
        }
    }
}

impl From<UnionConflict> for UnionError {
    /// A refusal as the service reports it; a status that moved is reported by the caller,
    /// which knows the transition (see `UnionError::StatusChangeNotAllowed`).
    fn from(c: UnionConflict) -> Self {
        match c {
            UnionConflict::UniqueNumberTaken => UnionError::UniqueNumberTaken,
            UnionConflict::Formed => UnionError::Formed,
            UnionConflict::StatusChanged => UnionError::Port(PortError::Unexpected("status changed".into())),
            UnionConflict::MemberCapReached => UnionError::MemberCapReached,
            UnionConflict::GpSeatHasPayments => UnionError::GpSeatHasPayments,
            UnionConflict::AmountTooLarge => {
                UnionError::Validation(vec![FieldError::new("unit_count", crate::applicant::MSG_AMOUNT_TOO_LARGE)])
            }
        }
    }
}

impl From<Refused<UnionConflict>> for UnionError {
    fn from(e: Refused<UnionConflict>) -> Self {
        e.map_into(UnionError::from, UnionError::from)
    }
}
