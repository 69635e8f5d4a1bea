//! What the union routes share with the LP's own pages: an applicant as listed.

use chrono::{DateTime, Utc};
use serde::Serialize;
use union::Applicant;
use utoipa::ToSchema;

use crate::openapi::codes;

/// An application to a union.
#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicantDto {
    pub id: i64,
    pub union_id: i64,
    pub name: String,
    /// `individual` or `corporate`.
    #[schema(value_type = codes::LpTypeCode)]
    pub lp_type: String,
    /// Applied amount (won): units × unit price.
    pub amount: i64,
    /// 좌수.
    pub unit_count: i64,
    /// Digits only; format for display.
    pub phone: String,
    pub email: String,
    pub document_count: i64,
    /// R 심사중, C 심사완료, S 서류제출, P 납입완료, F 출자마감.
    #[schema(value_type = codes::ApplicantStatusCode)]
    pub status: String,
    pub applied_at: DateTime<Utc>,
}

impl From<Applicant> for ApplicantDto {
    fn from(a: Applicant) -> Self {
        ApplicantDto {
            id: a.id.get(),
            union_id: a.union_id.get(),
            name: a.name,
            lp_type: a.lp_type.code().into(),
            amount: a.amount.get(),
            unit_count: a.unit_count,
            phone: a.phone,
            email: a.email,
            document_count: a.document_count,
            status: a.status.code().into(),
            applied_at: a.applied_at,
        }
    }
}
