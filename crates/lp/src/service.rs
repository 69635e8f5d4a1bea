//! The GP side: LP records, groups (with images), matching, invitations.

use std::sync::Arc;

use chrono::Duration;
use kernel::files::{FileStore, PendingObjects, Staging};
use kernel::mail::MailTransport;
use kernel::{Actor, Clock, Email, Page, PageRequest, PortError, TokenMinter};
use union::{ApplicantId, UnionId};

use crate::dashboard::{DashboardRepository, LpDashboard};
use crate::error::{refused, LpError};
use crate::group::{check_group_size, check_image, validate_group, GroupImage, LpGroup, LpGroupDraft, LpGroupId};
use crate::invitation::{invitation_mail, InviteList, InviteOutcome, INVITATION_TTL_DAYS, MAX_INVITES_PER_REQUEST};
use crate::member::{
    validate_change, validate_member, LpMember, LpMemberDetail, LpMemberDraft, LpMemberFilter, LpMemberId,
    LpMemberSummary, MatchingApplicant, MatchingUnion,
};
use crate::ports::{GroupRepository, InvitationRepository, LpMemberRepository, NewInvitation};

/// Addresses the service needs for links.
#[derive(Debug, Clone)]
pub struct LpConfig {
    /// Origin the browser uses (`https://johap.example`), for links in mails.
    pub public_origin: String,
}

impl LpConfig {
    /// The page an invitation link opens.
    pub fn invitation_link(&self, token: &str) -> String {
        format!("{}/invitations/{token}", self.public_origin.trim_end_matches('/'))
    }
}

#[derive(Clone)]
pub struct LpService {
    members: Arc<dyn LpMemberRepository>,
    groups: Arc<dyn GroupRepository>,
    invitations: Arc<dyn InvitationRepository>,
    dashboard: Arc<dyn DashboardRepository>,
    staging: Staging,
    mail: Arc<dyn MailTransport>,
    tokens: Arc<dyn TokenMinter>,
    clock: Arc<dyn Clock>,
    config: LpConfig,
}

fn member_port(e: PortError) -> LpError {
    match e {
        PortError::NotFound => LpError::MemberNotFound,
        other => other.into(),
    }
}

fn group_port(e: PortError) -> LpError {
    match e {
        PortError::NotFound => LpError::GroupNotFound,
        other => other.into(),
    }
}

fn union_port(e: PortError) -> LpError {
    match e {
        PortError::NotFound => LpError::UnionNotFound,
        other => other.into(),
    }
}

/// Where a firm's group images are staged: the firm id in the key lets a commit refuse
/// another firm's upload.
pub fn group_image_prefix(actor: &Actor) -> String {
    format!("companies/{}/lp-group-images", actor.company_id.get())
}

impl LpService {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        members: Arc<dyn LpMemberRepository>,
        groups: Arc<dyn GroupRepository>,
        invitations: Arc<dyn InvitationRepository>,
        dashboard: Arc<dyn DashboardRepository>,
        store: Arc<dyn FileStore>,
        pending: Arc<dyn PendingObjects>,
        mail: Arc<dyn MailTransport>,
        tokens: Arc<dyn TokenMinter>,
        clock: Arc<dyn Clock>,
        config: LpConfig,
    ) -> Self {
        LpService {
            members,
            groups,
            invitations,
            dashboard,
            staging: Staging::new(store, pending),
            mail,
            tokens,
            clock,
            config,
        }
    }

    /// The LP management dashboard of the actor's firm.
    pub async fn dashboard(&self, actor: &Actor) -> Result<LpDashboard, LpError> {
        Ok(self.dashboard.dashboard(actor).await?)
    }

    pub async fn list_members(
        &self,
        actor: &Actor,
        filter: &LpMemberFilter,
        page: PageRequest,
    ) -> Result<Page<LpMemberSummary>, LpError> {
        Ok(self.members.list(actor, filter, page).await?)
    }

    pub async fn member(&self, actor: &Actor, id: LpMemberId) -> Result<LpMemberDetail, LpError> {
        self.members.get(actor, id).await.map_err(member_port)
    }

    /// # Errors
    /// `Validation`, `EmailTaken`.
    pub async fn create_member(&self, actor: &Actor, draft: &LpMemberDraft) -> Result<LpMember, LpError> {
        let input = validate_member(draft).map_err(LpError::Validation)?;
        Ok(self.members.create(actor, &input).await?)
    }

    /// # Errors
    /// `Validation`, `MemberNotFound`.
    pub async fn change_member(
        &self,
        actor: &Actor,
        id: LpMemberId,
        status: Option<&str>,
        note: Option<&str>,
    ) -> Result<LpMember, LpError> {
        let change = validate_change(status, note).map_err(LpError::Validation)?;
        self.members.change(actor, id, &change).await.map_err(member_port)
    }

    pub async fn matching_unions(&self, actor: &Actor, query: &str) -> Result<Vec<MatchingUnion>, LpError> {
        Ok(self.members.matching_unions(actor, query.trim()).await?)
    }

    pub async fn matching_applicants(
        &self,
        actor: &Actor,
        union: UnionId,
        query: &str,
    ) -> Result<Vec<MatchingApplicant>, LpError> {
        self.members.matching_applicants(actor, union, query.trim()).await.map_err(union_port)
    }

    /// # Errors
    /// `MemberNotFound`, `ApplicantNotFound`, `ApplicantMatched`, `AlreadyApplied`.
    pub async fn match_applicant(&self, actor: &Actor, id: LpMemberId, applicant: ApplicantId) -> Result<(), LpError> {
        self.members.get(actor, id).await.map_err(member_port)?;
        self.members.match_applicant(actor, id, applicant).await.map_err(|e| refused(e, LpError::ApplicantNotFound))
    }

    /// # Errors
    /// `MemberNotFound`, `ApplicantNotFound` (not linked to this LP).
    pub async fn unmatch_applicant(
        &self,
        actor: &Actor,
        id: LpMemberId,
        applicant: ApplicantId,
    ) -> Result<(), LpError> {
        self.members.get(actor, id).await.map_err(member_port)?;
        self.members.unmatch_applicant(actor, id, applicant).await.map_err(|e| match e {
            PortError::NotFound => LpError::ApplicantNotFound,
            other => other.into(),
        })
    }

    pub async fn list_groups(&self, actor: &Actor, query: &str, page: PageRequest) -> Result<Page<LpGroup>, LpError> {
        Ok(self.groups.list(actor, query.trim(), page).await?)
    }

    pub async fn group(&self, actor: &Actor, id: LpGroupId) -> Result<(LpGroup, Vec<LpMember>), LpError> {
        self.groups.get(actor, id).await.map_err(group_port)
    }

    /// Checks an image and stages it under a pending key of the firm; the key is what a group
    /// save refers to. Unused uploads are swept with the other stale pending objects.
    ///
    /// # Errors
    /// `ImageEmpty`, `ImageTooLarge`, `ImageTypeNotAllowed`.
    pub async fn stage_group_image(&self, actor: &Actor, bytes: Vec<u8>) -> Result<(String, &'static str), LpError> {
        let content_type = check_image(&bytes)?;
        let key = self.staging.put(&group_image_prefix(actor), bytes).await?;
        Ok((key, content_type))
    }

    fn checked_image(&self, actor: &Actor, image: &GroupImage) -> Result<(), LpError> {
        match image {
            GroupImage::Set(k) if !k.starts_with(&format!("{}/", group_image_prefix(actor))) => {
                Err(LpError::ImageNotFound)
            }
            _ => Ok(()),
        }
    }

    /// # Errors
    /// `Validation` ('그룹명을 입력해주세요.'), `ImageNotFound`.
    pub async fn create_group(&self, actor: &Actor, draft: &LpGroupDraft) -> Result<LpGroup, LpError> {
        let input = validate_group(draft).map_err(LpError::Validation)?;
        self.checked_image(actor, &input.image)?;
        self.groups.create(actor, &input).await.map_err(|e| refused(e, LpError::GroupNotFound))
    }

    /// # Errors
    /// As `create_group`, and `GroupNotFound`.
    pub async fn update_group(&self, actor: &Actor, id: LpGroupId, draft: &LpGroupDraft) -> Result<LpGroup, LpError> {
        let input = validate_group(draft).map_err(LpError::Validation)?;
        self.checked_image(actor, &input.image)?;
        let (group, old) =
            self.groups.update(actor, id, &input).await.map_err(|e| refused(e, LpError::GroupNotFound))?;
        if let Some(key) = old {
            // A failed delete leaves the key pending; the sweep removes it later.
            let _ = self.staging.discard([key.as_str()]).await;
        }
        Ok(group)
    }

    /// # Errors
    /// `GroupNotFound`.
    pub async fn delete_group(&self, actor: &Actor, id: LpGroupId) -> Result<(), LpError> {
        if let Some(key) = self.groups.delete(actor, id).await.map_err(group_port)? {
            let _ = self.staging.discard([key.as_str()]).await;
        }
        Ok(())
    }

    /// The group's image bytes and their type.
    ///
    /// # Errors
    /// `GroupNotFound` (also when it has no image).
    /// The group's image and its type, `None` when the group has no image.
    ///
    /// # Errors
    /// `GroupNotFound` when the group is not the firm's (or its stored image is gone).
    pub async fn group_image(&self, actor: &Actor, id: LpGroupId) -> Result<Option<(Vec<u8>, &'static str)>, LpError> {
        let Some(key) = self.groups.image_key(actor, id).await.map_err(group_port)? else { return Ok(None) };
        let bytes = self.staging.get(&key).await.map_err(group_port)?;
        let content_type = check_image(&bytes).unwrap_or("application/octet-stream");
        Ok(Some((bytes, content_type)))
    }

    /// # Errors
    /// `Validation` (over [`crate::group::MAX_GROUP_MEMBERS`]), `GroupNotFound`, `MemberNotFound`.
    pub async fn set_group_members(&self, actor: &Actor, id: LpGroupId, members: &[LpMemberId]) -> Result<(), LpError> {
        check_group_size(members.len()).map_err(|e| LpError::Validation(vec![e]))?;
        self.groups.set_members(actor, id, members).await.map_err(|e| refused(e, LpError::GroupNotFound))
    }

    /// Invites the addresses in `raw` (comma separated) to apply to `union`: new ones get a
    /// mail with a link that works once for [`INVITATION_TTL_DAYS`] days. An invitation whose
    /// mail cannot be handed over is withdrawn and reported in `failed_emails`.
    ///
    /// # Errors
    /// `Validation` (nothing valid, or too many), `UnionNotFound`, `NotRecruiting`.
    pub async fn invite(
        &self,
        actor: &Actor,
        union: UnionId,
        raw: &str,
        reply_to: Option<Email>,
    ) -> Result<InviteOutcome, LpError> {
        let list = InviteList::parse(raw);
        if list.valid.is_empty() && list.invalid.is_empty() {
            return Err(LpError::Validation(vec![kernel::FieldError::new(
                "emails",
                "초대할 이메일 주소를 입력해 주세요.",
            )]));
        }
        if list.valid.len() + list.invalid.len() > MAX_INVITES_PER_REQUEST {
            return Err(LpError::Validation(vec![kernel::FieldError::new(
                "emails",
                "한 번에 100명까지 초대할 수 있습니다.",
            )]));
        }
        let now = self.clock.now();
        let tokens: Vec<String> = list.valid.iter().map(|_| self.tokens.mint()).collect();
        let new: Vec<NewInvitation> = list
            .valid
            .iter()
            .zip(&tokens)
            .map(|(email, t)| NewInvitation { email: email.clone(), token_hash: self.tokens.digest(t) })
            .collect();
        let (created, already_invited) = self
            .invitations
            .invite(actor, union, &new, now, now + Duration::days(INVITATION_TTL_DAYS))
            .await
            .map_err(|e| refused(e, LpError::UnionNotFound))?;
        let mut outcome = InviteOutcome { already_invited, invalid_emails: list.invalid, ..Default::default() };
        let mut failed = Vec::new();
        for view in created {
            let i = list.valid.iter().position(|e| *e == view.email).unwrap_or_default();
            let link = self.config.invitation_link(&tokens[i]);
            match self.mail.send(&invitation_mail(&view, &link, reply_to.clone())).await {
                Ok(_) => outcome.new_invitations.push(view.email),
                // The transport adapter logs its own failure; the GP sees the address in
                // `failed_emails` and can invite it again.
                Err(_) => {
                    failed.push(view.id);
                    outcome.failed_emails.push(view.email);
                }
            }
        }
        if !failed.is_empty() {
            self.invitations.withdraw(actor, &failed).await?;
        }
        Ok(outcome)
    }
}
