//! The LP management dashboard: per union, applicants by status with committed and paid
//! amounts; the latest applications and documents; LPs by status.

use chrono::{DateTime, Utc};
use kernel::{Actor, PortError, Won};
use union::{ApplicantId, ApplicantStatus, DocumentKind, UnionId, UnionStatus};

use crate::member::LpMemberStatus;

/// One union's recruitment at a glance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnionProgress {
    pub union_id: UnionId,
    pub name: String,
    pub status: UnionStatus,
    /// Unit price × unit count.
    pub target: Won,
    /// Sum of all applications.
    pub applied: Won,
    /// What the union's members have paid in (their payments; the GPs' are not LPs' money).
    pub paid: Won,
    /// Applicants per status, every status listed.
    pub counts: Vec<(ApplicantStatus, i64)>,
}

impl UnionProgress {
    /// applied / target as a fraction (0 when there is no target).
    pub fn progress(&self) -> f64 {
        if self.target.get() > 0 {
            self.applied.get() as f64 / self.target.get() as f64
        } else {
            0.0
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecentApplication {
    pub applicant_id: ApplicantId,
    pub union_id: UnionId,
    pub union_name: String,
    pub name: String,
    pub amount: Won,
    pub status: ApplicantStatus,
    pub applied_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecentDocument {
    pub applicant_id: ApplicantId,
    pub union_id: UnionId,
    pub union_name: String,
    pub applicant_name: String,
    pub kind: DocumentKind,
    pub file_name: String,
    pub uploaded_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LpDashboard {
    /// The firm's live unions, newest first (at most 50).
    pub unions: Vec<UnionProgress>,
    /// The 10 latest applications.
    pub recent_applications: Vec<RecentApplication>,
    /// The 10 latest member documents.
    pub recent_documents: Vec<RecentDocument>,
    /// LPs per status, every status listed.
    pub lp_counts: Vec<(LpMemberStatus, i64)>,
}

impl LpDashboard {
    /// The tiles' totals, added up here so the screen shows what the server says: every LP,
    /// and what the unions listed have applied and paid.
    pub fn totals(&self) -> (i64, Won, Won) {
        let lps = self.lp_counts.iter().map(|(_, n)| n).sum();
        let applied = Won::saturating_sum(self.unions.iter().map(|u| u.applied));
        let paid = Won::saturating_sum(self.unions.iter().map(|u| u.paid));
        (lps, applied, paid)
    }
}

/// Reads the dashboard for the actor's firm.
#[async_trait::async_trait]
pub trait DashboardRepository: Send + Sync {
    async fn dashboard(&self, actor: &Actor) -> Result<LpDashboard, PortError>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_is_applied_over_target() {
        let u = UnionProgress {
            union_id: UnionId(1),
            name: "a".into(),
            status: UnionStatus::Recruiting,
            target: Won(200),
            applied: Won(50),
            paid: Won(0),
            counts: vec![],
        };
        assert!((u.progress() - 0.25).abs() < 1e-9);
        assert_eq!(UnionProgress { target: Won(0), ..u }.progress(), 0.0);
    }
}
