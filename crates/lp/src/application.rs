//! An LP's application as the LP's own side sees it, and the rules an application must pass,
//! decided on a snapshot that the adapter reads and locks in the applying transaction.

use chrono::NaiveDate;
use kernel::Won;
use union::{Applicant, ApplicantDocument, ApplicantId, ApplicantStatus, UnionId, UnionStatus};

use crate::error::ApplyConflict;
use crate::member::LpMemberStatus;

/// A union the LP was invited to (and accepted), with their application if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PortalUnion {
    pub union_id: UnionId,
    pub firm_name: String,
    pub union_name: String,
    pub status: UnionStatus,
    pub unit_price: Won,
    pub target_amount: Won,
    pub recruitment_start: NaiveDate,
    pub recruitment_end: NaiveDate,
    pub application: Option<ApplicantId>,
}

impl PortalUnion {
    /// See [`UnionStatus::accepts_applications`].
    pub fn is_recruiting(&self) -> bool {
        self.status.accepts_applications()
    }
}

/// One of the LP's applications with its union and documents.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MyApplication {
    pub applicant: Applicant,
    pub union: PortalUnion,
    /// Oldest first.
    pub documents: Vec<ApplicantDocument>,
}

/// What the applying transaction read, with the union and the LP record locked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ApplySnapshot {
    pub union_status: UnionStatus,
    /// The union's unit price now.
    pub unit_price: Won,
    /// The unit price the LP applied at.
    pub unit_price_seen: Won,
    pub lp_status: LpMemberStatus,
    pub already_applied: bool,
}

impl ApplySnapshot {
    /// Decides the application.
    ///
    /// # Errors
    /// The first [`ApplyConflict`] that holds, in the order the LP can act on them.
    pub fn decide(&self) -> Result<(), ApplyConflict> {
        if self.already_applied {
            Err(ApplyConflict::AlreadyApplied)
        } else if !self.union_status.accepts_applications() {
            Err(ApplyConflict::NotRecruiting)
        } else if self.unit_price != self.unit_price_seen {
            Err(ApplyConflict::UnitPriceChanged)
        } else if self.lp_status == LpMemberStatus::Suspended {
            Err(ApplyConflict::Suspended)
        } else {
            Ok(())
        }
    }
}

/// Whether an application's member documents may still change: not once the contribution is
/// closed (F) or the union formed (E).
pub fn documents_open(applicant: ApplicantStatus, union: UnionStatus) -> bool {
    applicant != ApplicantStatus::Closed && union.is_editable()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open() -> ApplySnapshot {
        ApplySnapshot {
            union_status: UnionStatus::Recruiting,
            unit_price: Won(1_000_000),
            unit_price_seen: Won(1_000_000),
            lp_status: LpMemberStatus::Normal,
            already_applied: false,
        }
    }

    #[test]
    fn an_application_passes_each_rule_or_names_the_one_it_breaks() {
        assert_eq!(open().decide(), Ok(()));
        assert_eq!(ApplySnapshot { union_status: UnionStatus::AdditionalRecruiting, ..open() }.decide(), Ok(()));
        assert_eq!(ApplySnapshot { lp_status: LpMemberStatus::Waiting, ..open() }.decide(), Ok(()));
        for closed in [UnionStatus::Stopped, UnionStatus::Closed, UnionStatus::Forming, UnionStatus::Formed] {
            let s = ApplySnapshot { union_status: closed, ..open() };
            assert_eq!(s.decide(), Err(ApplyConflict::NotRecruiting), "{closed:?}");
        }
        let repriced = ApplySnapshot { unit_price: Won(2_000_000), ..open() };
        assert_eq!(repriced.decide(), Err(ApplyConflict::UnitPriceChanged));
        let suspended = ApplySnapshot { lp_status: LpMemberStatus::Suspended, ..open() };
        assert_eq!(suspended.decide(), Err(ApplyConflict::Suspended));
        let twice = ApplySnapshot { already_applied: true, lp_status: LpMemberStatus::Suspended, ..open() };
        assert_eq!(twice.decide(), Err(ApplyConflict::AlreadyApplied));
    }

    #[test]
    fn documents_close_with_the_contribution_or_the_union() {
        assert!(documents_open(ApplicantStatus::Paid, UnionStatus::Forming));
        assert!(!documents_open(ApplicantStatus::Closed, UnionStatus::Forming));
        assert!(!documents_open(ApplicantStatus::Paid, UnionStatus::Formed));
    }
}
