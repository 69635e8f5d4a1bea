//! [`EvidenceRepository`] on PostgreSQL: contributing members (P, F) with their certificate and
//! confirmation files. Rows and the pending-object ledger change in one transaction.

use chrono::{DateTime, Utc};
use diesel::{ExpressionMethods, OptionalExtension, QueryDsl, SelectableHelper};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, Page, PageRequest, PortError, Won};
use union::{
    ApplicantId, CertificateFacts, ContributingMember, EvidenceFile, EvidenceKind, EvidenceRepository, Identity,
    LpType, StagedEvidence, UnionId,
};

use crate::error::{pool_err, to_port, TxError};
use crate::repos::scope::union_of;
use crate::repos::{audit, pending_objects};
use crate::schema::{applicant_evidence as ev, applicants, companies, unions};
use crate::Pool;

#[derive(Clone)]
pub struct PgEvidence {
    pool: Pool,
}

impl PgEvidence {
    pub fn new(pool: Pool) -> Self {
        PgEvidence { pool }
    }
}

/// Contributing members: paid (P) or closed (F).
const PAID: [&str; 2] = ["P", "F"];

/// What a certificate needs of the union, its GP and one paid applicant, in select order.
#[derive(diesel::Queryable)]
struct CertificateRow {
    union_name: String,
    unit_price: i64,
    unit_count: i64,
    gp_name: Option<String>,
    firm_name: String,
    investor: String,
    lp_type: String,
    own_units: i64,
    own_amount: i64,
    registration_number: String,
    address: String,
}

/// A member who has paid in: evidence is kept for these.
#[derive(diesel::Queryable, diesel::Selectable)]
#[diesel(table_name = applicants, check_for_backend(diesel::pg::Pg))]
struct ContributorRow {
    id: i64,
    name: String,
    unit_count: i64,
    amount: i64,
}

/// A stored certificate or confirmation.
#[derive(diesel::Queryable, diesel::Selectable)]
#[diesel(table_name = ev, check_for_backend(diesel::pg::Pg))]
struct FileRow {
    applicant_id: i64,
    kind: String,
    file_name: String,
    size_bytes: i64,
    content_type: String,
    object_key: String,
    uploaded_at: DateTime<Utc>,
}

fn file(r: &FileRow) -> Result<EvidenceFile, PortError> {
    Ok(EvidenceFile {
        kind: EvidenceKind::parse(&r.kind)
            .ok_or_else(|| PortError::Unexpected(format!("evidence kind {:?}", r.kind)))?,
        file_name: r.file_name.clone(),
        size_bytes: r.size_bytes,
        content_type: r.content_type.clone(),
        uploaded_at: r.uploaded_at,
    })
}

async fn union_name(conn: &mut AsyncPgConnection, actor: &Actor, union: UnionId) -> Result<String, TxError> {
    union_of(conn, actor, union, false).await?;
    Ok(unions::table.find(union.get()).select(unions::name).first(conn).await?)
}

async fn file_row(
    conn: &mut AsyncPgConnection,
    union: UnionId,
    applicant: ApplicantId,
    kind: EvidenceKind,
) -> Result<FileRow, TxError> {
    ev::table
        .filter(ev::union_id.eq(union.get()))
        .filter(ev::applicant_id.eq(applicant.get()))
        .filter(ev::kind.eq(kind.code()))
        .select(FileRow::as_select())
        .first(conn)
        .await
        .map_err(|e| match e {
            diesel::result::Error::NotFound => TxError::Port(PortError::NotFound),
            e => TxError::Db(e),
        })
}

#[async_trait::async_trait]
impl EvidenceRepository for PgEvidence {
    async fn members(
        &self,
        actor: &Actor,
        union: UnionId,
        page: PageRequest,
    ) -> Result<(String, Page<ContributingMember>), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let name = union_name(&mut conn, actor, union).await?;
        let base = || {
            applicants::table
                .filter(applicants::union_id.eq(union.get()))
                .filter(applicants::deleted_at.is_null())
                .filter(applicants::status.eq_any(PAID))
        };
        let total: i64 = base().count().get_result(&mut conn).await.map_err(to_port)?;
        let rows: Vec<ContributorRow> = base()
            .order((applicants::applied_at.asc(), applicants::id.asc()))
            .offset(page.offset())
            .limit(page.limit())
            .select(ContributorRow::as_select())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        let files: Vec<FileRow> = ev::table
            .filter(ev::applicant_id.eq_any(&ids))
            .select(FileRow::as_select())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let pick = |id: i64, kind: EvidenceKind| -> Result<Option<EvidenceFile>, PortError> {
            files.iter().find(|f| f.applicant_id == id && f.kind == kind.code()).map(file).transpose()
        };
        let items = rows
            .into_iter()
            .map(|r| {
                Ok(ContributingMember {
                    applicant_id: ApplicantId(r.id),
                    certificate: pick(r.id, EvidenceKind::Certificate)?,
                    confirmation: pick(r.id, EvidenceKind::Confirmation)?,
                    name: r.name,
                    unit_count: r.unit_count,
                    amount: Won(r.amount),
                })
            })
            .collect::<Result<Vec<_>, PortError>>()?;
        Ok((name, Page::new(items, page, total)))
    }

    async fn contributors(
        &self,
        actor: &Actor,
        union: UnionId,
    ) -> Result<(String, Vec<(ApplicantId, String)>), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let name = union_name(&mut conn, actor, union).await?;
        let rows: Vec<(i64, String)> = applicants::table
            .filter(applicants::union_id.eq(union.get()))
            .filter(applicants::deleted_at.is_null())
            .filter(applicants::status.eq_any(PAID))
            .select((applicants::id, applicants::name))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        Ok((name, rows.into_iter().map(|(id, n)| (ApplicantId(id), n)).collect()))
    }

    async fn put(&self, actor: &Actor, union: UnionId, staged: &[StagedEvidence]) -> Result<Vec<String>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            union_of(conn, &actor, union, true).await?;
            let ids: Vec<i64> = staged.iter().map(|s| s.applicant_id.get()).collect();
            let paid: i64 = applicants::table
                .filter(applicants::id.eq_any(&ids))
                .filter(applicants::union_id.eq(union.get()))
                .filter(applicants::deleted_at.is_null())
                .filter(applicants::status.eq_any(PAID))
                .count()
                .get_result(conn)
                .await?;
            let distinct: std::collections::BTreeSet<(i64, &str)> =
                staged.iter().map(|s| (s.applicant_id.get(), s.kind.code())).collect();
            if paid != ids.iter().collect::<std::collections::BTreeSet<_>>().len() as i64
                || distinct.len() != staged.len()
            {
                return Err(TxError::Port(PortError::NotFound));
            }
            let mut old = Vec::new();
            for s in staged {
                let previous: Option<String> = ev::table
                    .filter(ev::applicant_id.eq(s.applicant_id.get()))
                    .filter(ev::kind.eq(s.kind.code()))
                    .select(ev::object_key)
                    .for_update()
                    .first(conn)
                    .await
                    .optional()?;
                if let Some(k) = previous {
                    pending_objects::mark(conn, &k).await?;
                    old.push(k);
                }
                let values = (
                    ev::applicant_id.eq(s.applicant_id.get()),
                    ev::kind.eq(s.kind.code()),
                    ev::company_id.eq(actor.company_id.get()),
                    ev::union_id.eq(union.get()),
                    ev::file_name.eq(&s.file_name),
                    ev::size_bytes.eq(s.size_bytes),
                    ev::content_type.eq(&s.content_type),
                    ev::object_key.eq(&s.object_key),
                    ev::uploaded_by.eq(Some(actor.user_id.get())),
                    ev::uploaded_at.eq(Utc::now()),
                );
                diesel::insert_into(ev::table)
                    .values(values)
                    .on_conflict((ev::applicant_id, ev::kind))
                    .do_update()
                    .set((
                        ev::file_name.eq(&s.file_name),
                        ev::size_bytes.eq(s.size_bytes),
                        ev::content_type.eq(&s.content_type),
                        ev::object_key.eq(&s.object_key),
                        ev::uploaded_by.eq(Some(actor.user_id.get())),
                        ev::uploaded_at.eq(Utc::now()),
                    ))
                    .execute(conn)
                    .await?;
            }
            let keys: Vec<&str> = staged.iter().map(|s| s.object_key.as_str()).collect();
            pending_objects::settle(conn, &keys).await?;
            audit::record(conn, &actor, union::audit::evidence_uploaded(union, staged)).await?;
            Ok::<_, TxError>(old)
        })
        .await
        .map_err(PortError::from)
    }

    async fn remove(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
        kind: EvidenceKind,
    ) -> Result<String, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            union_of(conn, &actor, union, false).await?;
            let row = file_row(conn, union, applicant, kind).await?;
            diesel::delete(ev::table.filter(ev::applicant_id.eq(applicant.get())).filter(ev::kind.eq(kind.code())))
                .execute(conn)
                .await?;
            pending_objects::mark(conn, &row.object_key).await?;
            let event = union::audit::evidence_deleted(union, applicant, kind, &row.file_name);
            audit::record(conn, &actor, event).await?;
            Ok::<_, TxError>(row.object_key)
        })
        .await
        .map_err(PortError::from)
    }

    async fn certificate_facts(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
    ) -> Result<CertificateFacts, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        union_of(&mut conn, actor, union, false).await?;
        let r: CertificateRow = applicants::table
            .inner_join(unions::table.inner_join(companies::table))
            .filter(applicants::id.eq(applicant.get()))
            .filter(applicants::union_id.eq(union.get()))
            .filter(applicants::deleted_at.is_null())
            .filter(applicants::status.eq_any(PAID))
            .select((
                unions::name,
                unions::unit_price,
                unions::unit_count,
                unions::gp_name,
                companies::name,
                applicants::name,
                applicants::lp_type,
                applicants::unit_count,
                applicants::amount,
                applicants::registration_number,
                applicants::address,
            ))
            .first(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(CertificateFacts {
            union_name: r.union_name,
            unit_price: Won(r.unit_price),
            unit_count: r.unit_count,
            issuer: union::gp_display_name(r.gp_name, r.firm_name),
            lp_type: LpType::parse(&r.lp_type)
                .ok_or_else(|| PortError::Unexpected(format!("lp_type {:?}", r.lp_type)))?,
            investor: r.investor,
            own_units: r.own_units,
            own_amount: Won(r.own_amount),
            identity: Identity { registration_number: r.registration_number, address: r.address },
        })
    }

    async fn contributor_ids(&self, actor: &Actor, union: UnionId) -> Result<Vec<ApplicantId>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        union_of(&mut conn, actor, union, false).await?;
        let ids: Vec<i64> = applicants::table
            .filter(applicants::union_id.eq(union.get()))
            .filter(applicants::deleted_at.is_null())
            .filter(applicants::status.eq_any(PAID))
            .order((applicants::applied_at.asc(), applicants::id.asc()))
            .select(applicants::id)
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(ids.into_iter().map(ApplicantId).collect())
    }

    async fn identity(&self, actor: &Actor, union: UnionId, applicant: ApplicantId) -> Result<Identity, PortError> {
        let facts = self.certificate_facts(actor, union, applicant).await?;
        Ok(facts.identity)
    }

    async fn set_identity(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
        identity: &Identity,
    ) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            union_of(conn, &actor, union, false).await?;
            let n = diesel::update(
                applicants::table
                    .filter(applicants::id.eq(applicant.get()))
                    .filter(applicants::union_id.eq(union.get()))
                    .filter(applicants::deleted_at.is_null())
                    .filter(applicants::status.eq_any(PAID)),
            )
            .set((
                applicants::registration_number.eq(&identity.registration_number),
                applicants::address.eq(&identity.address),
            ))
            .execute(conn)
            .await?;
            if n == 0 {
                return Err(TxError::Port(PortError::NotFound));
            }
            // The masked number and the address are personal data: the trail says they changed,
            // not what they are.
            audit::record(conn, &actor, union::audit::applicant_identity_changed(union, applicant)).await?;
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)
    }

    async fn get(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
        kind: EvidenceKind,
    ) -> Result<(EvidenceFile, String), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        union_of(&mut conn, actor, union, false).await?;
        let row = file_row(&mut conn, union, applicant, kind).await?;
        Ok((file(&row)?, row.object_key))
    }
}
