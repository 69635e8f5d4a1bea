//! The applicant service: add by hand, list with counts and totals, read with history, move
//! along the allowed status transitions.

use std::sync::Arc;

use kernel::{Actor, PageRequest, PortError, Refused};

use crate::applicant::{
    validate_applicant, validate_import, Applicant, ApplicantDraft, ApplicantFilter, ApplicantId, StatusChange,
    MSG_AMOUNT_TOO_LARGE,
};
use crate::error::{UnionConflict, UnionError};
use crate::model::UnionId;
use crate::ports::{ApplicantList, ApplicantRepository, Settlement, UnionRepository};
use crate::status::ApplicantStatus;

#[derive(Clone)]
pub struct ApplicantService {
    unions: Arc<dyn UnionRepository>,
    applicants: Arc<dyn ApplicantRepository>,
    settlement: Arc<dyn Settlement>,
}

fn applicant_port(e: PortError) -> UnionError {
    match e {
        PortError::NotFound => UnionError::ApplicantNotFound,
        other => other.into(),
    }
}

impl ApplicantService {
    pub fn new(
        unions: Arc<dyn UnionRepository>,
        applicants: Arc<dyn ApplicantRepository>,
        settlement: Arc<dyn Settlement>,
    ) -> Self {
        ApplicantService { unions, applicants, settlement }
    }

    /// Adds an applicant; the amount is units × the union's unit price.
    ///
    /// # Errors
    /// `Validation`, `NotFound` (union), `Formed`.
    pub async fn add(&self, actor: &Actor, union: UnionId, draft: &ApplicantDraft) -> Result<Applicant, UnionError> {
        let new = validate_applicant(draft).map_err(UnionError::Validation)?;
        let u = self.unions.get(actor, union).await?;
        if !u.is_editable() {
            return Err(UnionError::Formed);
        }
        let amount = crate::model::commitment_of(u.input.unit_price, new.unit_count)
            .map_err(|_| UnionError::Validation(vec![kernel::FieldError::new("unit_count", MSG_AMOUNT_TOO_LARGE)]))?;
        Ok(self.applicants.add(actor, union, &new, amount).await?)
    }

    /// Imports rows `(spreadsheet row number, draft)`: every row valid and all added, or none.
    ///
    /// # Errors
    /// `ImportInvalid` with every bad row, `NotFound` (union), `Formed`.
    pub async fn import(
        &self,
        actor: &Actor,
        union: UnionId,
        rows: &[(u32, ApplicantDraft)],
    ) -> Result<usize, UnionError> {
        let new = validate_import(rows).map_err(UnionError::ImportInvalid)?;
        let u = self.unions.get(actor, union).await?;
        if !u.is_editable() {
            return Err(UnionError::Formed);
        }
        let mut priced = Vec::with_capacity(new.len());
        for (a, (n, _)) in new.into_iter().zip(rows) {
            let amount = crate::model::commitment_of(u.input.unit_price, a.unit_count).map_err(|_| {
                UnionError::ImportInvalid(vec![kernel::FieldError::new(
                    format!("rows.{n}.unit_count"),
                    format!("{n}행: {MSG_AMOUNT_TOO_LARGE}"),
                )])
            })?;
            priced.push((a, amount));
        }
        Ok(self.applicants.add_many(actor, union, &priced).await?)
    }

    /// A page of applicants with the status counts and totals.
    ///
    /// # Errors
    /// `NotFound` (union).
    pub async fn list(
        &self,
        actor: &Actor,
        union: UnionId,
        filter: &ApplicantFilter,
        page: PageRequest,
    ) -> Result<ApplicantList, UnionError> {
        Ok(self.applicants.list(actor, union, filter, page).await?)
    }

    /// The next batch of an export (see [`ApplicantRepository::export_batch`]).
    ///
    /// # Errors
    /// `NotFound` (union).
    pub async fn export_batch(
        &self,
        actor: &Actor,
        union: UnionId,
        filter: &ApplicantFilter,
        after: Option<&Applicant>,
        limit: i64,
    ) -> Result<Vec<Applicant>, UnionError> {
        Ok(self.applicants.export_batch(actor, union, filter, after, limit).await?)
    }

    /// One applicant with its history.
    ///
    /// # Errors
    /// `ApplicantNotFound` (also when the union is not the firm's).
    pub async fn get(
        &self,
        actor: &Actor,
        union: UnionId,
        id: ApplicantId,
    ) -> Result<(Applicant, Vec<StatusChange>), UnionError> {
        self.applicants.get(actor, union, id).await.map_err(applicant_port)
    }

    /// Moves an applicant to `to` along the allowed transitions. Into and back out of 납입완료
    /// the payments decide: the move into P records what the first call (or the lump sum) still
    /// lacks as paid today (refused when it would make the union's 50th member), and the step
    /// back needs the payments cancelled first.
    ///
    /// # Errors
    /// `ApplicantNotFound`, `ApplicantStatusChangeNotAllowed`, `MemberCapReached`,
    /// `NoCapitalCall`, `ApplicantHasPayments`.
    pub async fn change_status(
        &self,
        actor: &Actor,
        union: UnionId,
        id: ApplicantId,
        to: ApplicantStatus,
    ) -> Result<Applicant, UnionError> {
        let (current, _) = self.get(actor, union, id).await?;
        let from = current.status;
        if !from.can_move_to(to) {
            return Err(UnionError::ApplicantStatusChangeNotAllowed { from, to });
        }
        match (from, to) {
            (ApplicantStatus::DocumentsSubmitted, ApplicantStatus::Paid) => {
                self.settlement.settle(actor, union, id).await?;
                return Ok(self.get(actor, union, id).await?.0);
            }
            (ApplicantStatus::Paid, ApplicantStatus::DocumentsSubmitted) => {
                self.settlement.unsettle(actor, union, id).await?;
                return Ok(self.get(actor, union, id).await?.0);
            }
            _ => {}
        }
        self.applicants.change_status(actor, union, id, from, to).await.map_err(|e| match e {
            Refused::Conflict(UnionConflict::StatusChanged) => UnionError::ApplicantStatusChangeNotAllowed { from, to },
            Refused::Conflict(other) => other.into(),
            Refused::Port(p) => applicant_port(p),
        })
    }
}
