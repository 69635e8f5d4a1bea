//! [`UnionFileRepository`] on PostgreSQL. Rows and the pending-object ledger change together.

use diesel::{ExpressionMethods, QueryDsl, SelectableHelper};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, PortError};
use union::{StagedFile, UnionFile, UnionFileId, UnionFileRepository, UnionId};

use crate::error::{pool_err, TxError};
use crate::models::union_file_row::UnionFileRow;
use crate::repos::scope::union_of;
use crate::repos::{audit, pending_objects};
use crate::schema::union_files;
use crate::Pool;

#[derive(Clone)]
pub struct PgUnionFiles {
    pool: Pool,
}

impl PgUnionFiles {
    pub fn new(pool: Pool) -> Self {
        PgUnionFiles { pool }
    }
}

async fn file_row(
    conn: &mut AsyncPgConnection,
    union: UnionId,
    id: UnionFileId,
    lock: bool,
) -> Result<UnionFileRow, TxError> {
    let q = union_files::table
        .filter(union_files::id.eq(id.get()))
        .filter(union_files::union_id.eq(union.get()))
        .select(UnionFileRow::as_select());
    let r = if lock { q.for_update().first(conn).await } else { q.first(conn).await };
    r.map_err(|e| match e {
        diesel::result::Error::NotFound => TxError::Port(PortError::NotFound),
        e => TxError::Db(e),
    })
}

/// Category order of the data tab, for sorting rows read in upload order.
fn category_rank(f: &UnionFile) -> usize {
    union::FileCategory::ALL.iter().position(|c| *c == f.category).unwrap_or(usize::MAX)
}

#[async_trait::async_trait]
impl UnionFileRepository for PgUnionFiles {
    #[tracing::instrument(skip(self))]
    async fn list(&self, actor: &Actor, union: UnionId) -> Result<Vec<UnionFile>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        union_of(&mut conn, actor, union, false).await?;
        let rows: Vec<UnionFileRow> = union_files::table
            .filter(union_files::union_id.eq(union.get()))
            .order((union_files::uploaded_at.asc(), union_files::id.asc()))
            .select(UnionFileRow::as_select())
            .load(&mut conn)
            .await
            .map_err(crate::error::to_port)?;
        let mut files = rows.into_iter().map(|r| r.into_parts().map(|(f, _)| f)).collect::<Result<Vec<_>, _>>()?;
        files.sort_by_key(category_rank);
        Ok(files)
    }

    async fn get(&self, actor: &Actor, union: UnionId, id: UnionFileId) -> Result<(UnionFile, String), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        union_of(&mut conn, actor, union, false).await?;
        file_row(&mut conn, union, id, false).await?.into_parts()
    }

    async fn add(&self, actor: &Actor, union: UnionId, staged: &[StagedFile]) -> Result<Vec<UnionFile>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let rows = conn
            .transaction(async |conn| {
                union_of(conn, &actor, union, false).await?;
                let values: Vec<_> = staged
                    .iter()
                    .map(|s| {
                        (
                            union_files::company_id.eq(actor.company_id.get()),
                            union_files::union_id.eq(union.get()),
                            union_files::category.eq(s.category.code()),
                            union_files::file_name.eq(&s.file_name),
                            union_files::size_bytes.eq(s.size_bytes),
                            union_files::content_type.eq(&s.content_type),
                            union_files::object_key.eq(&s.object_key),
                            union_files::uploaded_by.eq(Some(actor.user_id.get())),
                        )
                    })
                    .collect();
                let rows: Vec<UnionFileRow> = diesel::insert_into(union_files::table)
                    .values(values)
                    .returning(UnionFileRow::as_returning())
                    .get_results(conn)
                    .await?;
                let keys: Vec<&str> = staged.iter().map(|s| s.object_key.as_str()).collect();
                pending_objects::settle(conn, &keys).await?;
                for (row, s) in rows.iter().zip(staged) {
                    let event = union::audit::union_file_uploaded(union, UnionFileId(row.id), s);
                    audit::record(conn, &actor, event).await?;
                }
                Ok::<_, TxError>(rows)
            })
            .await?;
        rows.into_iter().map(|r| r.into_parts().map(|(f, _)| f)).collect()
    }

    async fn replace(
        &self,
        actor: &Actor,
        union: UnionId,
        id: UnionFileId,
        staged: &StagedFile,
    ) -> Result<(UnionFile, String), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let (row, old_key) = conn
            .transaction(async |conn| {
                union_of(conn, &actor, union, false).await?;
                let old = file_row(conn, union, id, true).await?;
                let row: UnionFileRow = diesel::update(union_files::table.filter(union_files::id.eq(id.get())))
                    .set((
                        union_files::file_name.eq(&staged.file_name),
                        union_files::size_bytes.eq(staged.size_bytes),
                        union_files::content_type.eq(&staged.content_type),
                        union_files::object_key.eq(&staged.object_key),
                        union_files::uploaded_by.eq(Some(actor.user_id.get())),
                        union_files::uploaded_at.eq(diesel::dsl::now),
                    ))
                    .returning(UnionFileRow::as_returning())
                    .get_result(conn)
                    .await?;
                pending_objects::settle(conn, &[staged.object_key.as_str()]).await?;
                pending_objects::mark(conn, &old.object_key).await?;
                let event = union::audit::union_file_replaced(
                    union,
                    UnionFileId(row.id),
                    &old.file_name,
                    old.size_bytes,
                    staged,
                );
                audit::record(conn, &actor, event).await?;
                Ok::<_, TxError>((row, old.object_key))
            })
            .await?;
        Ok((row.into_parts()?.0, old_key))
    }

    async fn remove(&self, actor: &Actor, union: UnionId, id: UnionFileId) -> Result<String, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let key = conn
            .transaction(async |conn| {
                union_of(conn, &actor, union, false).await?;
                let old = file_row(conn, union, id, true).await?;
                diesel::delete(union_files::table.filter(union_files::id.eq(id.get()))).execute(conn).await?;
                pending_objects::mark(conn, &old.object_key).await?;
                let event = union::audit::union_file_deleted(union, UnionFileId(old.id), &old.category, &old.file_name);
                audit::record(conn, &actor, event).await?;
                Ok::<_, TxError>(old.object_key)
            })
            .await?;
        Ok(key)
    }
}
