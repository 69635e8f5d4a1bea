//! The firm's unions at a glance (the dashboard): how many unions stand in each status, how the
//! unions still being raised are doing, and the applicants and money over every live union.

use chrono::NaiveDate;
use kernel::money::AmountOverflow;
use kernel::{Actor, PortError, Won};

use crate::applicant::UnionTotals;
use crate::model::UnionId;
use crate::status::{ApplicantStatus, UnionStatus};

/// How many unions not yet formed the dashboard lists, soonest recruitment end first.
pub const OPEN_UNIONS_SHOWN: i64 = 6;

/// A union not formed yet, with its raising so far.
#[derive(Debug, Clone, PartialEq)]
pub struct UnionProgress {
    pub id: UnionId,
    pub name: String,
    pub status: UnionStatus,
    pub recruitment_end_date: NaiveDate,
    /// `gp_count` is not read here (the dashboard shows money and applicants).
    pub totals: UnionTotals,
}

/// Applicants of one status over every live union of the firm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ApplicantStage {
    pub status: ApplicantStatus,
    pub count: i64,
    pub amount: Won,
}

#[derive(Debug, Clone, PartialEq)]
pub struct UnionsOverview {
    /// Every union status in [`UnionStatus::ALL`] order, those with no union at zero.
    pub by_status: Vec<(UnionStatus, i64)>,
    /// At most [`OPEN_UNIONS_SHOWN`] unions not formed, soonest recruitment end first.
    pub open: Vec<UnionProgress>,
    /// Number of unions not formed (the list above may show fewer).
    pub open_count: i64,
    /// Every applicant status in [`ApplicantStatus::ALL`] order, zero included.
    pub applicants: Vec<ApplicantStage>,
    /// Sum of the applied amounts.
    pub applied_amount: Won,
    /// Sum of the amounts of applicants who paid (P, F).
    pub paid_amount: Won,
}

impl UnionsOverview {
    /// The overview from storage's counts, which leave out the statuses nobody stands in.
    ///
    /// # Errors
    /// [`AmountOverflow`] when a sum leaves the won range.
    pub fn from_counts(
        unions: &[(UnionStatus, i64)],
        open: Vec<UnionProgress>,
        applicants: &[(ApplicantStatus, i64, Won)],
    ) -> Result<UnionsOverview, AmountOverflow> {
        let by_status: Vec<(UnionStatus, i64)> = UnionStatus::ALL
            .into_iter()
            .map(|s| (s, unions.iter().filter(|(t, _)| *t == s).map(|(_, n)| n).sum()))
            .collect();
        let open_count = by_status.iter().filter(|(s, _)| *s != UnionStatus::Formed).map(|(_, n)| n).sum();
        let mut stages = Vec::with_capacity(ApplicantStatus::ALL.len());
        let (mut applied, mut paid) = (Won::ZERO, Won::ZERO);
        for status in ApplicantStatus::ALL {
            let mut stage = ApplicantStage { status, count: 0, amount: Won::ZERO };
            for (_, count, amount) in applicants.iter().filter(|(s, _, _)| *s == status) {
                stage.count += count;
                stage.amount = stage.amount.checked_add(*amount)?;
            }
            applied = applied.checked_add(stage.amount)?;
            if status.is_paid() {
                paid = paid.checked_add(stage.amount)?;
            }
            stages.push(stage);
        }
        Ok(UnionsOverview {
            by_status,
            open,
            open_count,
            applicants: stages,
            applied_amount: applied,
            paid_amount: paid,
        })
    }

    /// Applied but not paid yet.
    pub fn unpaid_amount(&self) -> Won {
        Won(self.applied_amount.get().saturating_sub(self.paid_amount.get()))
    }
}

/// Reads the overview.
#[async_trait::async_trait]
pub trait UnionOverviewSource: Send + Sync {
    /// The actor's firm's live unions (deleted ones left out), listing at most `open_limit`
    /// unions not formed.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn overview(&self, actor: &Actor, open_limit: i64) -> Result<UnionsOverview, PortError>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_missing_statuses_in_order_and_sums_applied_and_paid() {
        let o = UnionsOverview::from_counts(
            &[(UnionStatus::Formed, 2), (UnionStatus::Recruiting, 3), (UnionStatus::Recruiting, 1)],
            Vec::new(),
            &[
                (ApplicantStatus::Paid, 2, Won(3_000_000)),
                (ApplicantStatus::UnderReview, 4, Won(8_000_000)),
                (ApplicantStatus::Closed, 1, Won(1_000_000)),
            ],
        )
        .unwrap();
        let statuses: Vec<_> = o.by_status.iter().map(|(s, _)| *s).collect();
        assert_eq!(statuses, UnionStatus::ALL.to_vec());
        assert_eq!(o.by_status[0], (UnionStatus::Recruiting, 4));
        assert_eq!(o.by_status[5], (UnionStatus::Formed, 2));
        assert_eq!(o.open_count, 4);
        assert_eq!(o.applicants.len(), ApplicantStatus::ALL.len());
        assert_eq!(
            o.applicants[0],
            ApplicantStage { status: ApplicantStatus::UnderReview, count: 4, amount: Won(8_000_000) }
        );
        assert_eq!(o.applied_amount, Won(12_000_000));
        assert_eq!(o.paid_amount, Won(4_000_000));
        assert_eq!(o.unpaid_amount(), Won(8_000_000));
    }

    #[test]
    fn refuses_sums_out_of_range() {
        let r = UnionsOverview::from_counts(
            &[],
            Vec::new(),
            &[(ApplicantStatus::Paid, 1, Won(i64::MAX)), (ApplicantStatus::UnderReview, 1, Won(1))],
        );
        assert_eq!(r, Err(AmountOverflow));
    }
}

/// The dashboard's unions at a glance, through the service as every other read.
#[derive(Clone)]
pub struct OverviewService {
    source: std::sync::Arc<dyn UnionOverviewSource>,
}

impl OverviewService {
    pub fn new(source: std::sync::Arc<dyn UnionOverviewSource>) -> Self {
        OverviewService { source }
    }

    /// The firm's live unions, listing at most [`OPEN_UNIONS_SHOWN`] not formed.
    ///
    /// # Errors
    /// Only the port's.
    pub async fn overview(&self, actor: &Actor) -> Result<UnionsOverview, PortError> {
        self.source.overview(actor, OPEN_UNIONS_SHOWN).await
    }
}
