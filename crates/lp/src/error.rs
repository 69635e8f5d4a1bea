//! What LP operations can fail with; `apps/server/src/error.rs` maps them to HTTP.

use kernel::{FieldError, PortError};

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

impl From<PortError> for LpError {
    fn from(e: PortError) -> Self {
        match e {
            PortError::Conflict(c) if c == "lp_members_company_email_key" => LpError::EmailTaken,
            PortError::Conflict(c) if c == "applicants_union_lp_member_key" => LpError::AlreadyApplied,
            PortError::Conflict(c) if c == "applicant_matched" => LpError::ApplicantMatched,
            PortError::Conflict(c) if c == "not_recruiting" => LpError::NotRecruiting,
            PortError::Conflict(c) if c == "invitation_used" => LpError::InvitationUsed,
            PortError::Conflict(c) if c == "invitation_expired" => LpError::InvitationExpired,
            PortError::Conflict(c) if c == "lp_suspended" => LpError::Suspended,
            PortError::Conflict(c) if c == "application_closed" => LpError::ApplicationClosed,
            other => LpError::Port(other),
        }
    }
}
