//! Rows of `lp_members`, `lp_groups` and `applicant_documents`.

use chrono::{DateTime, Utc};
use diesel::{Queryable, Selectable};
use kernel::PortError;
use lp::{LpGroup, LpGroupId, LpMember, LpMemberId, LpMemberStatus};
use union::{ApplicantDocument, ApplicantDocumentId, ApplicantId, DocumentKind, LpType};

use crate::schema::{applicant_documents, lp_groups, lp_members};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = lp_members)]
#[diesel(check_for_backend(diesel::pg::Pg))]
pub struct LpMemberRow {
    pub id: i64,
    pub name: String,
    pub lp_type: String,
    pub phone: String,
    pub email: String,
    pub status: String,
    pub note: String,
    pub user_id: Option<i64>,
    pub created_at: DateTime<Utc>,
}

impl TryFrom<LpMemberRow> for LpMember {
    type Error = PortError;
    fn try_from(r: LpMemberRow) -> Result<Self, PortError> {
        Ok(LpMember {
            id: LpMemberId(r.id),
            name: r.name,
            lp_type: LpType::parse(&r.lp_type)
                .ok_or_else(|| PortError::Unexpected(format!("lp_type {:?}", r.lp_type)))?,
            phone: r.phone,
            email: r.email,
            status: LpMemberStatus::parse(&r.status)
                .ok_or_else(|| PortError::Unexpected(format!("lp status {:?}", r.status)))?,
            note: r.note,
            has_account: r.user_id.is_some(),
            created_at: r.created_at,
        })
    }
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = lp_groups)]
#[diesel(check_for_backend(diesel::pg::Pg))]
pub struct LpGroupRow {
    pub id: i64,
    pub name: String,
    pub description: String,
    pub image_key: Option<String>,
    pub created_at: DateTime<Utc>,
}

impl LpGroupRow {
    pub fn into_group(self, member_count: i64) -> LpGroup {
        LpGroup {
            id: LpGroupId(self.id),
            name: self.name,
            description: self.description,
            has_image: self.image_key.is_some(),
            member_count,
            created_at: self.created_at,
        }
    }
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = applicant_documents)]
#[diesel(check_for_backend(diesel::pg::Pg))]
pub struct DocumentRow {
    pub id: i64,
    pub applicant_id: i64,
    pub kind: String,
    pub file_name: String,
    pub size_bytes: i64,
    pub content_type: String,
    pub object_key: String,
    pub uploaded_at: DateTime<Utc>,
}

impl DocumentRow {
    /// The domain document and its object key.
    ///
    /// # Errors
    /// `Unexpected` for a kind this build does not know.
    pub fn into_parts(self) -> Result<(ApplicantDocument, String), PortError> {
        let kind = DocumentKind::parse(&self.kind)
            .ok_or_else(|| PortError::Unexpected(format!("document kind {:?}", self.kind)))?;
        Ok((
            ApplicantDocument {
                id: ApplicantDocumentId(self.id),
                applicant_id: ApplicantId(self.applicant_id),
                kind,
                file_name: self.file_name,
                size_bytes: self.size_bytes,
                content_type: self.content_type,
                uploaded_at: self.uploaded_at,
            },
            self.object_key,
        ))
    }
}
