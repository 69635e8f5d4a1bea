//! Rows of `union_files`.

use chrono::{DateTime, Utc};
use diesel::{Queryable, Selectable};
use kernel::PortError;
use union::{FileCategory, UnionFile, UnionFileId, UnionId};

use crate::schema::union_files;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = union_files)]
#[diesel(check_for_backend(diesel::pg::Pg))]
pub struct UnionFileRow {
    pub id: i64,
    pub union_id: i64,
    pub category: String,
    pub file_name: String,
    pub size_bytes: i64,
    pub content_type: String,
    pub object_key: String,
    pub uploaded_at: DateTime<Utc>,
}

impl UnionFileRow {
    /// The domain file and its object key.
    ///
    /// # Errors
    /// `Unexpected` for a category this build does not know.
    pub fn into_parts(self) -> Result<(UnionFile, String), PortError> {
        let category = FileCategory::parse(&self.category)
            .ok_or_else(|| PortError::Unexpected(format!("file category {:?}", self.category)))?;
        Ok((
            UnionFile {
                id: UnionFileId(self.id),
                union_id: UnionId(self.union_id),
                category,
                file_name: self.file_name,
                size_bytes: self.size_bytes,
                content_type: self.content_type,
                uploaded_at: self.uploaded_at,
            },
            self.object_key,
        ))
    }
}
