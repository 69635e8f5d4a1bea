//! A startup's documents and pictures on PostgreSQL: their rows change inside
//! [`StartupEdits::record`](company::StartupEdits)'s transaction (with the revision and the
//! pending-object ledger); [`StartupFiles`] reads them.

use chrono::{DateTime, Utc};
use company::{
    DocumentKind, ImageSlot, NewImage, StartupChange, StartupDocument, StartupDocumentId, StartupFiles, StartupId,
    StoredImage,
};
use diesel::{
    BoolExpressionMethods, ExpressionMethods, OptionalExtension, QueryDsl, Queryable, Selectable, SelectableHelper,
};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use kernel::{PortError, UserId};

use crate::error::{pool_err, to_port};
use crate::repos::pending_objects::{mark, settle};
use crate::schema::{startup_documents, startup_images, startup_profiles};
use crate::Pool;

#[derive(Clone)]
pub struct PgStartupFiles {
    pool: Pool,
}

impl PgStartupFiles {
    pub fn new(pool: Pool) -> Self {
        PgStartupFiles { pool }
    }
}

#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = startup_documents, check_for_backend(diesel::pg::Pg))]
pub(crate) struct DocumentRow {
    id: i64,
    kind: String,
    file_name: String,
    size_bytes: i64,
    content_type: String,
    uploaded_at: DateTime<Utc>,
}

impl TryFrom<DocumentRow> for StartupDocument {
    type Error = PortError;

    fn try_from(r: DocumentRow) -> Result<Self, PortError> {
        Ok(StartupDocument {
            id: StartupDocumentId(r.id),
            kind: DocumentKind::parse(&r.kind)
                .ok_or_else(|| PortError::Unexpected(format!("stored document kind {:?}", r.kind)))?,
            file_name: r.file_name,
            size_bytes: r.size_bytes,
            content_type: r.content_type,
            uploaded_at: r.uploaded_at,
        })
    }
}

/// The startup's documents in code order, then upload order (for the profile's pipelined reads).
pub(crate) async fn documents_of(conn: &AsyncPgConnection, id: StartupId) -> Result<Vec<StartupDocument>, PortError> {
    let rows: Vec<DocumentRow> = startup_documents::table
        .filter(startup_documents::company_id.eq(id.get()))
        .order((startup_documents::kind.asc(), startup_documents::uploaded_at.asc(), startup_documents::id.asc()))
        .select(DocumentRow::as_select())
        .load(&mut &*conn)
        .await
        .map_err(to_port)?;
    rows.into_iter().map(TryInto::try_into).collect()
}

/// Applies a file change of `company` by `author` inside the caller's transaction; answers the
/// object keys it gave up (now pending), or `None` when `change` is not about files.
pub(crate) async fn apply_file_change(
    conn: &mut AsyncPgConnection,
    company: i64,
    author: Option<UserId>,
    change: &StartupChange,
) -> Result<Option<Vec<String>>, diesel::result::Error> {
    match change {
        StartupChange::AddDocument { kind, upload } => {
            diesel::insert_into(startup_documents::table)
                .values((
                    startup_documents::company_id.eq(company),
                    startup_documents::kind.eq(kind.code()),
                    startup_documents::file_name.eq(&upload.file_name),
                    startup_documents::size_bytes.eq(upload.size_bytes),
                    startup_documents::content_type.eq(&upload.content_type),
                    startup_documents::object_key.eq(&upload.object_key),
                    startup_documents::uploaded_by.eq(author.map(UserId::get)),
                ))
                .execute(conn)
                .await?;
            settle(conn, &[&upload.object_key]).await?;
            Ok(Some(Vec::new()))
        }
        StartupChange::RemoveDocument { id } => {
            let key: String = diesel::delete(
                startup_documents::table
                    .filter(startup_documents::id.eq(id.get()).and(startup_documents::company_id.eq(company))),
            )
            .returning(startup_documents::object_key)
            .get_result(conn)
            .await?;
            mark(conn, &key).await?;
            Ok(Some(vec![key]))
        }
        StartupChange::Image { slot, image } => Ok(Some(set_image(conn, company, *slot, image.as_ref()).await?)),
        _ => Ok(None),
    }
}

async fn set_image(
    conn: &mut AsyncPgConnection,
    company: i64,
    slot: ImageSlot,
    image: Option<&NewImage>,
) -> Result<Vec<String>, diesel::result::Error> {
    let old: Option<String> = diesel::delete(
        startup_images::table.filter(startup_images::company_id.eq(company).and(startup_images::slot.eq(slot.code()))),
    )
    .returning(startup_images::object_key)
    .get_result(conn)
    .await
    .optional()?;
    if let Some(key) = &old {
        mark(conn, key).await?;
    }
    if let Some(new) = image {
        diesel::insert_into(startup_images::table)
            .values((
                startup_images::token.eq(&new.token),
                startup_images::company_id.eq(company),
                startup_images::slot.eq(slot.code()),
                startup_images::file_name.eq(&new.upload.file_name),
                startup_images::size_bytes.eq(new.upload.size_bytes),
                startup_images::content_type.eq(&new.upload.content_type),
                startup_images::object_key.eq(&new.upload.object_key),
            ))
            .execute(conn)
            .await?;
        settle(conn, &[&new.upload.object_key]).await?;
    }
    let token = image.map(|i| i.token.as_str());
    let profile = startup_profiles::table.filter(startup_profiles::company_id.eq(company));
    match slot {
        ImageSlot::Logo => diesel::update(profile).set(startup_profiles::logo_token.eq(token)).execute(conn).await?,
        ImageSlot::RepresentativePhoto => {
            diesel::update(profile).set(startup_profiles::photo_token.eq(token)).execute(conn).await?
        }
    };
    Ok(old.into_iter().collect())
}

#[async_trait::async_trait]
impl StartupFiles for PgStartupFiles {
    async fn document(
        &self,
        id: StartupId,
        document: StartupDocumentId,
    ) -> Result<(StartupDocument, String), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let (row, key): (DocumentRow, String) = startup_documents::table
            .filter(startup_documents::id.eq(document.get()).and(startup_documents::company_id.eq(id.get())))
            .select((DocumentRow::as_select(), startup_documents::object_key))
            .first(&mut conn)
            .await
            .map_err(to_port)?;
        Ok((row.try_into()?, key))
    }

    async fn image(&self, token: &str) -> Result<StoredImage, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let (content_type, object_key): (String, String) = startup_images::table
            .filter(startup_images::token.eq(token))
            .select((startup_images::content_type, startup_images::object_key))
            .first(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(StoredImage { content_type, object_key })
    }
}
