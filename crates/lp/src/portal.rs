//! The LP's own side: open an invitation, accept it, apply, and send member documents. Every
//! call is for one user and sees only that user's applications.

use std::sync::Arc;

use kernel::files::{FileStore, PendingObjects, Staging};
use kernel::{Actor, Clock, FieldError, PortError, TokenMinter, UserId, Won};
use union::{
    check_upload, Applicant, ApplicantDocument, ApplicantDocumentId, ApplicantId, DocumentKind, FileCategory,
    StagedDocument, UnionId, MSG_UNIT_COUNT,
};

use crate::application::{MyApplication, PortalUnion};
use crate::error::{refused, LpError};
use crate::invitation::{InvitationState, InvitationView};
use crate::ports::{AcceptingUser, PortalRepository};
use crate::InvitationRepository;

#[derive(Clone)]
pub struct LpPortalService {
    invitations: Arc<dyn InvitationRepository>,
    portal: Arc<dyn PortalRepository>,
    staging: Staging,
    tokens: Arc<dyn TokenMinter>,
    clock: Arc<dyn Clock>,
}

fn application_port(e: PortError) -> LpError {
    match e {
        PortError::NotFound => LpError::ApplicationNotFound,
        other => other.into(),
    }
}

fn document_port(e: PortError) -> LpError {
    match e {
        PortError::NotFound => LpError::DocumentNotFound,
        other => other.into(),
    }
}

impl LpPortalService {
    pub fn new(
        invitations: Arc<dyn InvitationRepository>,
        portal: Arc<dyn PortalRepository>,
        store: Arc<dyn FileStore>,
        pending: Arc<dyn PendingObjects>,
        tokens: Arc<dyn TokenMinter>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        LpPortalService { invitations, portal, staging: Staging::new(store, pending), tokens, clock }
    }

    /// The invitation behind a link, if it can still be used.
    ///
    /// # Errors
    /// `InvitationNotFound`, `InvitationUsed`, `InvitationExpired`.
    pub async fn invitation(&self, token: &str) -> Result<InvitationView, LpError> {
        let view = self.invitations.find(&self.tokens.digest(token)).await?.ok_or(LpError::InvitationNotFound)?;
        match view.state(self.clock.now()) {
            InvitationState::Open => Ok(view),
            InvitationState::Used => Err(LpError::InvitationUsed),
            InvitationState::Expired => Err(LpError::InvitationExpired),
        }
    }

    /// Uses the link for the logged-in (or just signed-up) user.
    ///
    /// # Errors
    /// As [`LpPortalService::invitation`].
    pub async fn accept(&self, token: &str, user: &AcceptingUser) -> Result<UnionId, LpError> {
        self.invitations
            .accept(&self.tokens.digest(token), user, self.clock.now())
            .await
            .map_err(|e| refused(e, LpError::InvitationNotFound))
    }

    pub async fn unions(&self, user: UserId) -> Result<Vec<PortalUnion>, LpError> {
        Ok(self.portal.unions(user).await?)
    }

    /// Applies for `unit_count` units at `unit_price_seen`, the unit price the LP was shown (the
    /// current one when the client does not say); the amount is units × that price. The
    /// applying transaction decides on the locked union and LP record ([`ApplySnapshot`]).
    ///
    /// # Errors
    /// `Validation` ('좌수를 입력해 주세요', the unit price changed, the amount too large),
    /// `UnionNotFound`, `NotRecruiting`, `Suspended`, `AlreadyApplied`.
    ///
    /// [`ApplySnapshot`]: crate::ApplySnapshot
    pub async fn apply(
        &self,
        user: UserId,
        union: UnionId,
        unit_count: Option<i64>,
        unit_price_seen: Option<Won>,
    ) -> Result<Applicant, LpError> {
        if unit_count.is_some_and(|n| n > kernel::bounds::MAX_UNITS) {
            return Err(LpError::Validation(vec![FieldError::new(
                "unit_count",
                kernel::bounds::too_large("좌수는", kernel::bounds::MAX_UNITS, "좌"),
            )]));
        }
        let units = unit_count
            .filter(|n| *n > 0)
            .ok_or_else(|| LpError::Validation(vec![FieldError::new("unit_count", MSG_UNIT_COUNT)]))?;
        let price = match unit_price_seen {
            Some(p) => p,
            None => {
                let target = self.portal.union(user, union).await.map_err(|e| match e {
                    PortError::NotFound => LpError::UnionNotFound,
                    other => other.into(),
                })?;
                target.unit_price
            }
        };
        let amount = union::commitment_of(price, units).map_err(|_| LpError::amount_too_large())?;
        self.portal.apply(user, union, units, price, amount).await.map_err(|e| refused(e, LpError::UnionNotFound))
    }

    pub async fn applications(&self, user: UserId) -> Result<Vec<MyApplication>, LpError> {
        Ok(self.portal.applications(user).await?)
    }

    /// # Errors
    /// `ApplicationNotFound` when it is not the user's.
    pub async fn application(&self, user: UserId, applicant: ApplicantId) -> Result<MyApplication, LpError> {
        self.portal.application(user, applicant).await.map_err(application_port)
    }

    /// Checks a document like a union file, stores its bytes, then its row.
    ///
    /// # Errors
    /// `Validation` (unknown kind), `Upload` (empty, too large, not a document type),
    /// `ApplicationNotFound`, `ApplicationClosed`.
    pub async fn upload_document(
        &self,
        user: UserId,
        applicant: ApplicantId,
        kind: &str,
        raw_name: &str,
        bytes: Vec<u8>,
    ) -> Result<ApplicantDocument, LpError> {
        let kind = DocumentKind::parse(kind)
            .ok_or_else(|| LpError::Validation(vec![FieldError::new("kind", "서류 종류를 선택해 주세요.")]))?;
        let accepted = check_upload(FileCategory::MemberWrittenDocuments, raw_name, &bytes).map_err(LpError::Upload)?;
        self.portal.application(user, applicant).await.map_err(application_port)?;
        let size_bytes = i64::try_from(bytes.len()).map_err(PortError::unexpected)?;
        let object_key = self.staging.put(&format!("applicants/{}/documents", applicant.get()), bytes).await?;
        let staged = StagedDocument {
            kind,
            file_name: accepted.file_name,
            size_bytes,
            content_type: accepted.content_type.to_string(),
            object_key,
        };
        let added = self.portal.add_document(user, applicant, &staged);
        self.staging.commit(&[&staged.object_key], added).await.map_err(|e| refused(e, LpError::ApplicationNotFound))
    }

    /// # Errors
    /// `DocumentNotFound`, `ApplicationClosed`.
    pub async fn delete_document(
        &self,
        user: UserId,
        applicant: ApplicantId,
        id: ApplicantDocumentId,
    ) -> Result<(), LpError> {
        let key = self
            .portal
            .remove_document(user, applicant, id)
            .await
            .map_err(|e| refused(e, LpError::DocumentNotFound))?;
        let _ = self.staging.discard([key.as_str()]).await;
        Ok(())
    }

    /// # Errors
    /// `DocumentNotFound` (also when the bytes are missing).
    pub async fn download_document(
        &self,
        user: UserId,
        applicant: ApplicantId,
        id: ApplicantDocumentId,
    ) -> Result<(ApplicantDocument, Vec<u8>), LpError> {
        let (doc, key) = self.portal.document(user, applicant, id).await.map_err(document_port)?;
        Ok((doc, self.staging.get(&key).await.map_err(document_port)?))
    }

    /// The GP's list of an applicant's documents.
    ///
    /// # Errors
    /// `ApplicantNotFound`.
    pub async fn firm_documents(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
    ) -> Result<Vec<ApplicantDocument>, LpError> {
        self.portal.firm_documents(actor, union, applicant).await.map_err(|e| match e {
            PortError::NotFound => LpError::ApplicantNotFound,
            other => other.into(),
        })
    }

    /// The GP's download of one.
    ///
    /// # Errors
    /// `DocumentNotFound`.
    pub async fn firm_document(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
        id: ApplicantDocumentId,
    ) -> Result<(ApplicantDocument, Vec<u8>), LpError> {
        let (doc, key) = self.portal.firm_document(actor, union, applicant, id).await.map_err(document_port)?;
        Ok((doc, self.staging.get(&key).await.map_err(document_port)?))
    }
}
