//! Rows of `applicants`.

use chrono::{DateTime, Utc};
use diesel::{Queryable, Selectable};
use kernel::{PortError, Won};
use union::{Applicant, ApplicantId, ApplicantStatus, LpType, UnionId};

use crate::schema::applicants;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = applicants)]
#[diesel(check_for_backend(diesel::pg::Pg))]
pub struct ApplicantRow {
    pub id: i64,
    pub union_id: i64,
    pub name: String,
    pub lp_type: String,
    pub unit_count: i64,
    pub amount: i64,
    pub phone: String,
    pub email: String,
    pub status: String,
    pub applied_at: DateTime<Utc>,
    pub document_count: i32,
}

impl TryFrom<ApplicantRow> for Applicant {
    type Error = PortError;
    fn try_from(r: ApplicantRow) -> Result<Self, PortError> {
        Ok(Applicant {
            id: ApplicantId(r.id),
            union_id: UnionId(r.union_id),
            name: r.name,
            lp_type: LpType::parse(&r.lp_type)
                .ok_or_else(|| PortError::Unexpected(format!("lp_type {:?}", r.lp_type)))?,
            unit_count: r.unit_count,
            amount: Won(r.amount),
            phone: r.phone,
            email: r.email,
            status: ApplicantStatus::parse(&r.status)
                .ok_or_else(|| PortError::Unexpected(format!("applicant status {:?}", r.status)))?,
            document_count: i64::from(r.document_count),
            applied_at: r.applied_at,
        })
    }
}
