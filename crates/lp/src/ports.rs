//! Ports of the LP domain. GP-side methods take the [`Actor`] and see only the actor's firm;
//! LP-side methods take the LP's user id and see only that user's own applications.

use chrono::{DateTime, Utc};
use kernel::{Actor, Email, Page, PageRequest, PortError, Refused, UserId, Won};
use union::{Applicant, ApplicantDocument, ApplicantDocumentId, ApplicantId, LpType, StagedDocument, UnionId};

use crate::application::{MyApplication, PortalUnion};
use crate::error::ApplyConflict;
use crate::error::LpConflict;
use crate::group::{LpGroup, LpGroupId, LpGroupInput};
use crate::invitation::{InvitationId, InvitationView};
use crate::member::{
    LpMember, LpMemberChange, LpMemberDetail, LpMemberFilter, LpMemberId, LpMemberInput, LpMemberSummary,
    MatchingApplicant, MatchingUnion,
};

/// A firm's LP records, and matching them to applications.
#[async_trait::async_trait]
pub trait LpMemberRepository: Send + Sync {
    /// The firm's LPs, newest first, with their union count and committed total.
    async fn list(
        &self,
        actor: &Actor,
        filter: &LpMemberFilter,
        page: PageRequest,
    ) -> Result<Page<LpMemberSummary>, PortError>;

    /// One LP with groups and applications. `NotFound` when not the firm's.
    async fn get(&self, actor: &Actor, id: LpMemberId) -> Result<LpMemberDetail, PortError>;

    /// Records an LP by hand (status W), with an audit event.
    /// `Conflict(EmailTaken)` when the firm has that e-mail already.
    async fn create(&self, actor: &Actor, input: &LpMemberInput) -> Result<LpMember, Refused<LpConflict>>;

    /// Sets status and note, with an audit event. `NotFound` when not the firm's.
    async fn change(&self, actor: &Actor, id: LpMemberId, change: &LpMemberChange) -> Result<LpMember, PortError>;

    /// Up to 100 of the firm's live unions whose name contains `query`, newest first.
    async fn matching_unions(&self, actor: &Actor, query: &str) -> Result<Vec<MatchingUnion>, PortError>;

    /// Up to 100 applications of the union whose name or e-mail contains `query`, newest
    /// first. `NotFound` when the union is not the firm's.
    async fn matching_applicants(
        &self,
        actor: &Actor,
        union: UnionId,
        query: &str,
    ) -> Result<Vec<MatchingApplicant>, PortError>;

    /// Links the application to the LP, with an audit event. `NotFound` when the application is
    /// not in a live union of the firm; `Conflict(ApplicantMatched)` when another LP has it;
    /// `Conflict(AlreadyApplied)` when the LP has another application there.
    async fn match_applicant(
        &self,
        actor: &Actor,
        id: LpMemberId,
        applicant: ApplicantId,
    ) -> Result<(), Refused<LpConflict>>;

    /// Removes the link. `NotFound` when the application is not linked to this LP.
    async fn unmatch_applicant(&self, actor: &Actor, id: LpMemberId, applicant: ApplicantId) -> Result<(), PortError>;
}

/// LP groups and their members.
#[async_trait::async_trait]
pub trait GroupRepository: Send + Sync {
    /// The firm's groups, newest first, by name substring.
    async fn list(&self, actor: &Actor, query: &str, page: PageRequest) -> Result<Page<LpGroup>, PortError>;

    /// A group with its members (by name). `NotFound` when not the firm's.
    async fn get(&self, actor: &Actor, id: LpGroupId) -> Result<(LpGroup, Vec<LpMember>), PortError>;

    /// Stores a group; a new image key leaves the pending ledger in the same transaction.
    /// `Conflict(ImageNotPending)` when the key is not a pending upload of the firm.
    async fn create(&self, actor: &Actor, input: &LpGroupInput) -> Result<LpGroup, Refused<LpConflict>>;

    /// Updates a group; returns the replaced or removed image key, now pending. As `create`.
    async fn update(
        &self,
        actor: &Actor,
        id: LpGroupId,
        input: &LpGroupInput,
    ) -> Result<(LpGroup, Option<String>), Refused<LpConflict>>;

    /// Soft-deletes a group; returns its image key, now pending.
    async fn delete(&self, actor: &Actor, id: LpGroupId) -> Result<Option<String>, PortError>;

    /// The group's image key, `None` when it has none. `NotFound` when the group is not the firm's.
    async fn image_key(&self, actor: &Actor, id: LpGroupId) -> Result<Option<String>, PortError>;

    /// Makes `members` the group's members. `Conflict(MemberNotFound)` when one of
    /// them is not a live LP of the firm.
    async fn set_members(
        &self,
        actor: &Actor,
        id: LpGroupId,
        members: &[LpMemberId],
    ) -> Result<(), Refused<LpConflict>>;
}

/// One new invitation: the address and the digest of its link's token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewInvitation {
    pub email: Email,
    pub token_hash: Vec<u8>,
}

/// The account that accepts an invitation, as the firm's LP record will show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AcceptingUser {
    pub user_id: UserId,
    pub name: String,
    pub phone: String,
    pub email: Email,
    pub lp_type: LpType,
}

impl AcceptingUser {
    /// A corporation appears on the firm's record under its own name; a person under theirs.
    pub fn new(user_id: UserId, person: &str, company: &str, corporate: bool, phone: &str, email: Email) -> Self {
        AcceptingUser {
            user_id,
            name: if corporate { company } else { person }.to_string(),
            phone: phone.to_string(),
            email,
            lp_type: if corporate { LpType::Corporate } else { LpType::Individual },
        }
    }
}

/// Invitations to a union.
#[async_trait::async_trait]
pub trait InvitationRepository: Send + Sync {
    /// In one transaction: checks the union is a live, recruiting (`Conflict(NotRecruiting)`)
    /// union of the firm; addresses with an open or used invitation to it are "already
    /// invited"; for the others the firm's LP record is found or made (status W) and the
    /// invitation stored. Returns the views of the new invitations and the already invited.
    async fn invite(
        &self,
        actor: &Actor,
        union: UnionId,
        new: &[NewInvitation],
        now: DateTime<Utc>,
        expires_at: DateTime<Utc>,
    ) -> Result<(Vec<InvitationView>, Vec<Email>), Refused<LpConflict>>;

    /// Withdraws invitations whose mail could not be handed over.
    async fn withdraw(&self, actor: &Actor, ids: &[InvitationId]) -> Result<(), PortError>;

    /// The invitation with this token digest, whatever its state.
    async fn find(&self, token_hash: &[u8]) -> Result<Option<InvitationView>, PortError>;

    /// Uses the invitation for `user` (under a row lock): the firm's LP record is linked to the
    /// account (status W becomes N; empty name, phone and type are filled) and the invitation
    /// marked used. `NotFound`; `Conflict(InvitationUsed)`; `Conflict(InvitationExpired)`
    /// (the invitation's state decided on the locked row).
    async fn accept(
        &self,
        token_hash: &[u8],
        user: &AcceptingUser,
        now: DateTime<Utc>,
    ) -> Result<UnionId, Refused<LpConflict>>;
}

/// What the LP side reads and writes, always for one user's own LP records.
#[async_trait::async_trait]
pub trait PortalRepository: Send + Sync {
    /// Unions the user accepted an invitation to, newest first, with the application if any.
    async fn unions(&self, user: UserId) -> Result<Vec<PortalUnion>, PortError>;

    /// One of those unions. `NotFound` when the user has no accepted invitation to it.
    async fn union(&self, user: UserId, union: UnionId) -> Result<PortalUnion, PortError>;

    /// Adds the user's application (status R, matched to their LP record) in one transaction
    /// that locks the union and the LP record and lets [`crate::ApplySnapshot::decide`] re-check
    /// them: a refusal is its [`ApplyConflict`] (a concurrent second application is
    /// `AlreadyApplied` too).
    async fn apply(
        &self,
        user: UserId,
        union: UnionId,
        unit_count: i64,
        unit_price: Won,
        amount: Won,
    ) -> Result<Applicant, Refused<ApplyConflict>>;

    /// The user's applications, newest first, with their documents.
    async fn applications(&self, user: UserId) -> Result<Vec<MyApplication>, PortError>;

    /// One of them. `NotFound` when it is not the user's.
    async fn application(&self, user: UserId, applicant: ApplicantId) -> Result<MyApplication, PortError>;

    /// Stores a document row (its key leaves the pending ledger) and counts it on the
    /// application. `NotFound`; `Conflict(ApplicationClosed)` unless [`crate::documents_open`].
    async fn add_document(
        &self,
        user: UserId,
        applicant: ApplicantId,
        staged: &StagedDocument,
    ) -> Result<ApplicantDocument, Refused<LpConflict>>;

    /// Deletes a document row; its key becomes pending and is returned. As `add_document`.
    async fn remove_document(
        &self,
        user: UserId,
        applicant: ApplicantId,
        id: ApplicantDocumentId,
    ) -> Result<String, Refused<LpConflict>>;

    /// A document of the user's application with its key. `NotFound`.
    async fn document(
        &self,
        user: UserId,
        applicant: ApplicantId,
        id: ApplicantDocumentId,
    ) -> Result<(ApplicantDocument, String), PortError>;

    /// The GP's view: documents of an application in a live union of the actor's firm.
    async fn firm_documents(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
    ) -> Result<Vec<ApplicantDocument>, PortError>;

    /// The GP's download. `NotFound` when not the firm's.
    async fn firm_document(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
        id: ApplicantDocumentId,
    ) -> Result<(ApplicantDocument, String), PortError>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_corporation_is_recorded_under_its_company_name() {
        let email = Email::parse("lp@x.kr").unwrap();
        let corp = AcceptingUser::new(UserId(1), "김대표", "오성물산", true, "0101", email.clone());
        assert_eq!((corp.name.as_str(), corp.lp_type), ("오성물산", LpType::Corporate));
        let person = AcceptingUser::new(UserId(1), "김대표", "김대표", false, "0101", email);
        assert_eq!((person.name.as_str(), person.lp_type), ("김대표", LpType::Individual));
    }
}
