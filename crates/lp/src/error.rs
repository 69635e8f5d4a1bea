//! What LP operations can fail with; `apps/server/src/error.rs` maps them to HTTP.

use kernel::{FieldError, PortError, Refused};
use union::MSG_AMOUNT_TOO_LARGE;

/// Why an application is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ApplyConflict {
    /// The union is not recruiting (R or A).
    NotRecruiting,
    /// The unit price changed since the LP saw it: the amount would not be what they agreed to.
    UnitPriceChanged,
    /// The GP suspended this LP.
    Suspended,
    /// The LP already has an application in the union.
    AlreadyApplied,
    /// The union's applied amounts would no longer add up within 64 bits.
    AmountTooLarge,
}

/// Why the LP adapter refuses a write: decided by the domain on locked rows (the invitation's
/// state, [`crate::documents_open`], [`crate::ApplySnapshot::decide`]) or by a constraint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LpConflict {
    /// Another LP of the firm has this e-mail address.
    EmailTaken,
    /// The application is matched to another LP.
    ApplicantMatched,
    /// The LP already has an application in that union.
    AlreadyApplied,
    /// Invitations need a recruiting union.
    NotRecruiting,
    InvitationUsed,
    /// Expired or withdrawn.
    InvitationExpired,
    /// The application's documents can no longer change.
    ApplicationClosed,
    /// A group image key that is not a pending upload of the firm.
    ImageNotPending,
    /// A group member that is not a live LP of the firm.
    MemberNotFound,
}

/// The message of a refused application whose unit price changed under the LP.
pub const MSG_UNIT_PRICE_CHANGED: &str = "1좌 금액이 바뀌었습니다. 다시 확인해 주세요.";

#[derive(Debug, thiserror::Error)]
pub enum LpError {
    #[error("invalid input")]
    Validation(Vec<FieldError>),
    /// No such LP of this firm.
    #[error("lp member not found")]
    MemberNotFound,
    /// Another LP of the firm has this e-mail address.
    #[error("e-mail already recorded")]
    EmailTaken,
    #[error("group not found")]
    GroupNotFound,
    /// The union is not one of the firm's live unions.
    #[error("union not found")]
    UnionNotFound,
    /// The application is not in the firm's union.
    #[error("applicant not found")]
    ApplicantNotFound,
    /// The application is already matched to another LP.
    #[error("applicant already matched")]
    ApplicantMatched,
    /// The LP already has an application in that union.
    #[error("lp already applied to this union")]
    AlreadyApplied,
    /// Invitations and applications need a union that is recruiting (R or A).
    #[error("union is not recruiting")]
    NotRecruiting,
    #[error("image is empty")]
    ImageEmpty,
    #[error("image too large")]
    ImageTooLarge,
    #[error("image type not allowed")]
    ImageTypeNotAllowed,
    /// A group image key that is not a pending upload of this firm.
    #[error("image upload not found")]
    ImageNotFound,
    #[error("invitation not found")]
    InvitationNotFound,
    #[error("invitation expired")]
    InvitationExpired,
    #[error("invitation already used")]
    InvitationUsed,
    /// The GP suspended this LP: no new applications.
    #[error("lp suspended")]
    Suspended,
    /// No such application of this LP, or no such document of it.
    #[error("application not found")]
    ApplicationNotFound,
    #[error("document not found")]
    DocumentNotFound,
    /// Documents can no longer change once the contribution is closed (F) or the union formed.
    #[error("application closed")]
    ApplicationClosed,
    /// An upload problem (empty, too large, wrong type), from the union crate's checks.
    #[error(transparent)]
    Upload(union::UnionError),
    #[error(transparent)]
    Port(PortError),
}

impl LpError {
    /// The amount of an application or commitment does not fit in won.
    pub fn amount_too_large() -> Self {
        LpError::Validation(vec![FieldError::new("unit_count", MSG_AMOUNT_TOO_LARGE)])
    }
}

impl From<PortError> for LpError {
    fn from(e: PortError) -> Self {
        LpError::Port(e)
    }
}

impl From<LpConflict> for LpError {
    fn from(c: LpConflict) -> Self {
        match c {
            LpConflict::EmailTaken => LpError::EmailTaken,
            LpConflict::ApplicantMatched => LpError::ApplicantMatched,
            LpConflict::AlreadyApplied => LpError::AlreadyApplied,
            LpConflict::NotRecruiting => LpError::NotRecruiting,
            LpConflict::InvitationUsed => LpError::InvitationUsed,
            LpConflict::InvitationExpired => LpError::InvitationExpired,
            LpConflict::ApplicationClosed => LpError::ApplicationClosed,
            LpConflict::ImageNotPending => LpError::ImageNotFound,
            LpConflict::MemberNotFound => LpError::MemberNotFound,
        }
    }
}

impl From<ApplyConflict> for LpError {
    fn from(c: ApplyConflict) -> Self {
        match c {
            ApplyConflict::NotRecruiting => LpError::NotRecruiting,
            ApplyConflict::UnitPriceChanged => {
                LpError::Validation(vec![FieldError::new("unit_count", MSG_UNIT_PRICE_CHANGED)])
            }
            ApplyConflict::Suspended => LpError::Suspended,
            ApplyConflict::AlreadyApplied => LpError::AlreadyApplied,
            ApplyConflict::AmountTooLarge => LpError::amount_too_large(),
        }
    }
}

impl<C: std::fmt::Debug + Into<LpError>> From<Refused<C>> for LpError {
    fn from(e: Refused<C>) -> Self {
        e.map_into(Into::into, LpError::Port)
    }
}

/// A refused port call as an LP error: `NotFound` becomes `not_found` (what was not found
/// depends on the call), a conflict its own variant.
pub(crate) fn refused<C: std::fmt::Debug + Into<LpError>>(e: Refused<C>, not_found: LpError) -> LpError {
    match e {
        Refused::Port(PortError::NotFound) => not_found,
        other => other.into(),
    }
}
