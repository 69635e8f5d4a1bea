//! [`PortalRepository`] on PostgreSQL: the LP's side reads and writes through the LP records
//! linked to the user's account, so a user reaches only their own applications.

use chrono::NaiveDate;
use diesel::{ExpressionMethods, OptionalExtension, QueryDsl, SelectableHelper};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, CompanyId, PortError, Refused, UserId, Won};
use lp::{
    documents_open, ApplyConflict, ApplySnapshot, LpConflict, LpMemberStatus, MyApplication, PortalRepository,
    PortalUnion,
};
use union::{Applicant, ApplicantDocument, ApplicantDocumentId, ApplicantId, ApplicantStatus, StagedDocument, UnionId};

use crate::error::{pool_err, to_port, FromConstraint, NoConflict, TxError};
use crate::models::applicant_row::ApplicantRow;
use crate::models::lp_row::{DocumentRow, LpMemberRow};
use crate::repos::scope::{parse_union_status, union_of};
use crate::repos::union::applicants::record_change;
use crate::repos::{audit, pending_objects};
use crate::schema::{applicant_documents, applicants, companies, invitations, lp_members, unions};
use crate::Pool;

#[derive(Clone)]
pub struct PgPortal {
    pool: Pool,
}

impl PgPortal {
    pub fn new(pool: Pool) -> Self {
        PgPortal { pool }
    }
}

/// A union as the LP's side reads it, in the order of `union_columns!`.
#[derive(diesel::Queryable)]
struct InvitedUnionRow {
    id: i64,
    firm_name: String,
    name: String,
    status: String,
    unit_price: i64,
    unit_count: i64,
    recruitment_start: NaiveDate,
    recruitment_end: NaiveDate,
}

macro_rules! union_columns {
    () => {
        (
            unions::id,
            companies::name,
            unions::name,
            unions::status,
            unions::unit_price,
            unions::unit_count,
            unions::recruitment_start_date,
            unions::recruitment_end_date,
        )
    };
}

fn portal_union(r: InvitedUnionRow, application: Option<i64>) -> Result<PortalUnion, PortError> {
    Ok(PortalUnion {
        union_id: UnionId(r.id),
        status: parse_union_status(&r.status)?,
        unit_price: Won(r.unit_price),
        target_amount: union::target_amount(Won(r.unit_price), r.unit_count).map_err(PortError::unexpected)?,
        firm_name: r.firm_name,
        union_name: r.name,
        recruitment_start: r.recruitment_start,
        recruitment_end: r.recruitment_end,
        application: application.map(ApplicantId),
    })
}

/// The user's live application in `union`, if any.
async fn application_in(
    conn: &mut AsyncPgConnection,
    user: UserId,
    union: i64,
) -> Result<Option<i64>, diesel::result::Error> {
    applicants::table
        .inner_join(lp_members::table)
        .filter(applicants::union_id.eq(union))
        .filter(applicants::deleted_at.is_null())
        .filter(lp_members::user_id.eq(user.get()))
        .filter(lp_members::deleted_at.is_null())
        .select(applicants::id)
        .first(conn)
        .await
        .optional()
}

impl FromConstraint for ApplyConflict {
    fn from_constraint(name: &str) -> Option<Self> {
        match name {
            // Two applications racing past the check: the second meets the unique index.
            "applicants_union_lp_member_key" => Some(ApplyConflict::AlreadyApplied),
            // The applicant stats' sum check (migration ..._applicant_total_fits).
            "union_applied_total_fits" => Some(ApplyConflict::AmountTooLarge),
            _ => None,
        }
    }
}

/// What the LP side needs of the user's own live application: its status, its union's status,
/// the firm and the union.
#[derive(diesel::Queryable)]
struct OwnApplication {
    status: String,
    union_status: String,
    company_id: i64,
    union_id: i64,
}

impl OwnApplication {
    /// The LP acting on their application, as the audit trail records them.
    fn actor(&self, user: UserId) -> Actor {
        Actor { user_id: user, company_id: CompanyId(self.company_id), is_ceo: false }
    }
}

/// The user's own live application, locked when `lock`; `NotFound` for anyone else's.
async fn own_application<C>(
    conn: &mut AsyncPgConnection,
    user: UserId,
    applicant: ApplicantId,
    lock: bool,
) -> Result<OwnApplication, TxError<C>> {
    let q = applicants::table
        .inner_join(lp_members::table)
        .inner_join(unions::table)
        .filter(applicants::id.eq(applicant.get()))
        .filter(applicants::deleted_at.is_null())
        .filter(lp_members::user_id.eq(user.get()))
        .filter(lp_members::deleted_at.is_null())
        .filter(unions::deleted_at.is_null())
        .select((applicants::status, unions::status, applicants::company_id, applicants::union_id));
    let r = if lock { q.for_update().first(conn).await } else { q.first(conn).await };
    r.map_err(TxError::not_found_or)
}

/// Refuses a document change that [`documents_open`] does not allow.
fn ensure_open(status: &str, union_status: &str) -> Result<(), TxError<LpConflict>> {
    let status =
        ApplicantStatus::parse(status).ok_or_else(|| PortError::Unexpected(format!("applicant status {status:?}")))?;
    if documents_open(status, parse_union_status(union_status)?) {
        Ok(())
    } else {
        Err(TxError::Conflict(LpConflict::ApplicationClosed))
    }
}

async fn documents_of(conn: &mut AsyncPgConnection, ids: &[i64]) -> Result<Vec<ApplicantDocument>, PortError> {
    let rows: Vec<DocumentRow> = applicant_documents::table
        .filter(applicant_documents::applicant_id.eq_any(ids))
        .order((applicant_documents::uploaded_at.asc(), applicant_documents::id.asc()))
        .select(DocumentRow::as_select())
        .load(conn)
        .await
        .map_err(to_port)?;
    rows.into_iter().map(|r| r.into_parts().map(|(d, _)| d)).collect()
}

async fn document_row<C>(
    conn: &mut AsyncPgConnection,
    applicant: ApplicantId,
    id: ApplicantDocumentId,
) -> Result<DocumentRow, TxError<C>> {
    applicant_documents::table
        .filter(applicant_documents::id.eq(id.get()))
        .filter(applicant_documents::applicant_id.eq(applicant.get()))
        .select(DocumentRow::as_select())
        .first(conn)
        .await
        .map_err(TxError::not_found_or)
}

impl PgPortal {
    async fn applications_where(
        &self,
        user: UserId,
        only: Option<ApplicantId>,
    ) -> Result<Vec<MyApplication>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let mut q = applicants::table
            .inner_join(lp_members::table)
            .inner_join(unions::table.inner_join(companies::table))
            .filter(applicants::deleted_at.is_null())
            .filter(lp_members::user_id.eq(user.get()))
            .filter(lp_members::deleted_at.is_null())
            .filter(unions::deleted_at.is_null())
            .into_boxed();
        if let Some(a) = only {
            q = q.filter(applicants::id.eq(a.get()));
        }
        let rows: Vec<(ApplicantRow, InvitedUnionRow)> = q
            .order((applicants::applied_at.desc(), applicants::id.desc()))
            .select((ApplicantRow::as_select(), union_columns!()))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let ids: Vec<i64> = rows.iter().map(|(a, _)| a.id).collect();
        let mut docs = documents_of(&mut conn, &ids).await?;
        rows.into_iter()
            .map(|(a, u)| {
                let id = a.id;
                let (mine, rest): (Vec<_>, Vec<_>) = docs.drain(..).partition(|d| d.applicant_id.get() == id);
                docs = rest;
                Ok(MyApplication { union: portal_union(u, Some(id))?, applicant: a.try_into()?, documents: mine })
            })
            .collect()
    }
}

#[async_trait::async_trait]
impl PortalRepository for PgPortal {
    async fn unions(&self, user: UserId) -> Result<Vec<PortalUnion>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<InvitedUnionRow> = invitations::table
            .inner_join(unions::table.inner_join(companies::table))
            .filter(invitations::used_by.eq(user.get()))
            .filter(unions::deleted_at.is_null())
            .order((unions::id.desc(),))
            .select(union_columns!())
            .distinct()
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let mut out = Vec::with_capacity(rows.len());
        for r in rows {
            let app = application_in(&mut conn, user, r.id).await.map_err(to_port)?;
            out.push(portal_union(r, app)?);
        }
        Ok(out)
    }

    async fn union(&self, user: UserId, union: UnionId) -> Result<PortalUnion, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let row: InvitedUnionRow = invitations::table
            .inner_join(unions::table.inner_join(companies::table))
            .filter(invitations::used_by.eq(user.get()))
            .filter(unions::id.eq(union.get()))
            .filter(unions::deleted_at.is_null())
            .select(union_columns!())
            .first(&mut conn)
            .await
            .map_err(to_port)?;
        let app = application_in(&mut conn, user, union.get()).await.map_err(to_port)?;
        portal_union(row, app)
    }

    async fn apply(
        &self,
        user: UserId,
        union: UnionId,
        unit_count: i64,
        unit_price: Won,
        amount: Won,
    ) -> Result<Applicant, Refused<ApplyConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let row = conn
            .transaction(async |conn| {
                let (company, status, price): (i64, String, i64) = unions::table
                    .filter(unions::id.eq(union.get()))
                    .filter(unions::deleted_at.is_null())
                    .select((unions::company_id, unions::status, unions::unit_price))
                    .for_update()
                    .first(conn)
                    .await
                    .map_err(TxError::not_found_or)?;
                let invited: bool = diesel::select(diesel::dsl::exists(
                    invitations::table
                        .filter(invitations::union_id.eq(union.get()))
                        .filter(invitations::used_by.eq(user.get())),
                ))
                .get_result(conn)
                .await?;
                if !invited {
                    return Err(TxError::Port(PortError::NotFound));
                }
                let member: LpMemberRow = lp_members::table
                    .filter(lp_members::company_id.eq(company))
                    .filter(lp_members::user_id.eq(user.get()))
                    .filter(lp_members::deleted_at.is_null())
                    .select(LpMemberRow::as_select())
                    .for_update()
                    .first(conn)
                    .await
                    .map_err(TxError::not_found_or)?;
                let snapshot = ApplySnapshot {
                    union_status: parse_union_status(&status)?,
                    unit_price: Won(price),
                    unit_price_seen: unit_price,
                    lp_status: LpMemberStatus::parse(&member.status)
                        .ok_or_else(|| PortError::Unexpected(format!("lp status {:?}", member.status)))?,
                    already_applied: application_in(conn, user, union.get()).await?.is_some(),
                };
                snapshot.decide().map_err(TxError::Conflict)?;
                let row: ApplicantRow = diesel::insert_into(applicants::table)
                    .values((
                        applicants::company_id.eq(company),
                        applicants::union_id.eq(union.get()),
                        applicants::name.eq(&member.name),
                        applicants::lp_type.eq(&member.lp_type),
                        applicants::unit_count.eq(unit_count),
                        applicants::amount.eq(amount.get()),
                        applicants::phone.eq(&member.phone),
                        applicants::email.eq(&member.email),
                        applicants::lp_member_id.eq(Some(member.id)),
                    ))
                    .returning(ApplicantRow::as_returning())
                    .get_result(conn)
                    .await?;
                let actor = Actor { user_id: user, company_id: CompanyId(company), is_ceo: false };
                record_change(conn, &actor, row.id, None, ApplicantStatus::UnderReview).await?;
                let event = lp::audit::applicant_applied(ApplicantId(row.id), union, unit_count, amount);
                audit::record(conn, &actor, event).await?;
                Ok::<_, TxError<ApplyConflict>>(row)
            })
            .await?;
        Ok(row.try_into()?)
    }

    async fn applications(&self, user: UserId) -> Result<Vec<MyApplication>, PortError> {
        self.applications_where(user, None).await
    }

    async fn application(&self, user: UserId, applicant: ApplicantId) -> Result<MyApplication, PortError> {
        self.applications_where(user, Some(applicant)).await?.pop().ok_or(PortError::NotFound)
    }

    async fn add_document(
        &self,
        user: UserId,
        applicant: ApplicantId,
        staged: &StagedDocument,
    ) -> Result<ApplicantDocument, Refused<LpConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let row = conn
            .transaction(async |conn| {
                let own = own_application(conn, user, applicant, true).await?;
                ensure_open(&own.status, &own.union_status)?;
                pending_objects::settle(conn, &[staged.object_key.as_str()]).await?;
                let row: DocumentRow = diesel::insert_into(applicant_documents::table)
                    .values((
                        applicant_documents::company_id.eq(own.company_id),
                        applicant_documents::applicant_id.eq(applicant.get()),
                        applicant_documents::kind.eq(staged.kind.code()),
                        applicant_documents::file_name.eq(&staged.file_name),
                        applicant_documents::size_bytes.eq(staged.size_bytes),
                        applicant_documents::content_type.eq(&staged.content_type),
                        applicant_documents::object_key.eq(&staged.object_key),
                        applicant_documents::uploaded_by.eq(Some(user.get())),
                    ))
                    .returning(DocumentRow::as_returning())
                    .get_result(conn)
                    .await?;
                diesel::update(applicants::table.find(applicant.get()))
                    .set(applicants::document_count.eq(applicants::document_count + 1))
                    .execute(conn)
                    .await?;
                let event =
                    lp::audit::document_uploaded(ApplicantDocumentId(row.id), UnionId(own.union_id), applicant, staged);
                audit::record(conn, &own.actor(user), event).await?;
                Ok::<_, TxError<LpConflict>>(row)
            })
            .await?;
        Ok(row.into_parts().map(|(d, _)| d)?)
    }

    async fn remove_document(
        &self,
        user: UserId,
        applicant: ApplicantId,
        id: ApplicantDocumentId,
    ) -> Result<String, Refused<LpConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        conn.transaction(async |conn| {
            let own = own_application(conn, user, applicant, true).await?;
            let row = document_row(conn, applicant, id).await?;
            ensure_open(&own.status, &own.union_status)?;
            let event = lp::audit::document_deleted(
                ApplicantDocumentId(row.id),
                UnionId(own.union_id),
                applicant,
                &row.kind,
                &row.file_name,
            );
            audit::record(conn, &own.actor(user), event).await?;
            diesel::delete(applicant_documents::table.find(row.id)).execute(conn).await?;
            pending_objects::mark(conn, &row.object_key).await?;
            diesel::update(applicants::table.find(applicant.get()))
                .set(applicants::document_count.eq(applicants::document_count - 1))
                .execute(conn)
                .await?;
            Ok::<_, TxError<LpConflict>>(row.object_key)
        })
        .await
        .map_err(Refused::from)
    }

    async fn document(
        &self,
        user: UserId,
        applicant: ApplicantId,
        id: ApplicantDocumentId,
    ) -> Result<(ApplicantDocument, String), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        own_application::<NoConflict>(&mut conn, user, applicant, false).await?;
        document_row::<NoConflict>(&mut conn, applicant, id).await?.into_parts()
    }

    async fn firm_documents(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
    ) -> Result<Vec<ApplicantDocument>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        firm_applicant(&mut conn, actor, union, applicant).await?;
        documents_of(&mut conn, &[applicant.get()]).await
    }

    async fn firm_document(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
        id: ApplicantDocumentId,
    ) -> Result<(ApplicantDocument, String), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        firm_applicant(&mut conn, actor, union, applicant).await?;
        document_row::<NoConflict>(&mut conn, applicant, id).await?.into_parts()
    }
}

/// Checks that the applicant is live in a live union of the actor's firm.
async fn firm_applicant(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    union: UnionId,
    applicant: ApplicantId,
) -> Result<(), TxError> {
    union_of(conn, actor, union, false).await?;
    let found: bool = diesel::select(diesel::dsl::exists(
        applicants::table
            .filter(applicants::id.eq(applicant.get()))
            .filter(applicants::union_id.eq(union.get()))
            .filter(applicants::deleted_at.is_null()),
    ))
    .get_result(conn)
    .await?;
    if found {
        Ok(())
    } else {
        Err(TxError::Port(PortError::NotFound))
    }
}
