//! The capital book: calls, payments, and the applicants who owe them. Writes lock the union
//! against other money writes ([`lock_payments`]) and carry out what `CapitalBook::plan`
//! decided on the rows read under that lock.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::audit::{AuditAction, AuditEntity, AuditEvent};
use kernel::{Actor, PortError, Refused, Won};
use union::capital::{Plan, Written};
use union::register::MemberRole;
use union::{
    ApplicantId, ApplicantStatus, CapitalBook, CapitalCall, CapitalCallId, CapitalRefusal, CapitalRepository,
    CapitalWrite, Distribution, DistributionId, DistributionKind, DistributionShare, Holder, Member, Payment,
    PaymentId, PaymentMethod, UnionId,
};

use super::applicants::record_change;
use super::rules::lock_payments;
use super::unions::PgUnions;
use crate::error::{pool_err, FromConstraint, TxError};
use crate::repos::audit;
use crate::repos::scope::union_of;
use crate::schema::{
    applicants, capital_calls as calls, capital_payments as payments, companies, distribution_shares as shares,
    distributions, union_co_gps, unions, users,
};

impl FromConstraint for CapitalRefusal {
    fn from_constraint(_: &str) -> Option<Self> {
        None
    }
}

type PaymentRow = (i64, i64, Option<i64>, NaiveDate, i64, String, Option<String>, DateTime<Utc>);

fn unexpected(what: String) -> TxError<CapitalRefusal> {
    TxError::Port(PortError::Unexpected(what))
}

/// The managing GP's stake (its units at the unit price, under the union's GP name or the
/// firm's) and each co-GP's.
async fn gp_holders(conn: &mut AsyncPgConnection, union: UnionId) -> Result<Vec<Holder>, diesel::result::Error> {
    let (price, units, gp_name, firm): (i64, Option<i64>, Option<String>, String) = unions::table
        .inner_join(companies::table)
        .filter(unions::id.eq(union.get()))
        .select((unions::unit_price, unions::gp_unit_count, unions::gp_name, companies::name))
        .first(conn)
        .await?;
    let co: Vec<(String, i64)> = union_co_gps::table
        .filter(union_co_gps::union_id.eq(union.get()))
        .order(union_co_gps::position)
        .select((union_co_gps::company_name, union_co_gps::amount))
        .load(conn)
        .await?;
    let own = Holder {
        role: MemberRole::ManagingGp,
        applicant: None,
        name: union::gp_display_name(gp_name, firm),
        basis: Won(price.saturating_mul(units.unwrap_or(0))),
    };
    Ok(std::iter::once(own)
        .chain(co.into_iter().map(|(name, amount)| Holder {
            role: MemberRole::CoGp,
            applicant: None,
            name,
            basis: Won(amount),
        }))
        .collect())
}

type DistributionRow = (i64, NaiveDate, String, i64, String, Option<DateTime<Utc>>);
type ShareRow = (i64, String, Option<i64>, String, i64, i64);

async fn read_distributions(
    conn: &mut AsyncPgConnection,
    union: UnionId,
) -> Result<Vec<Distribution>, TxError<CapitalRefusal>> {
    let rows: Vec<DistributionRow> = distributions::table
        .filter(distributions::union_id.eq(union.get()))
        .order((distributions::paid_on, distributions::id))
        .select((
            distributions::id,
            distributions::paid_on,
            distributions::kind,
            distributions::total,
            distributions::note,
            distributions::notified_at,
        ))
        .load(conn)
        .await?;
    let ids: Vec<i64> = rows.iter().map(|r| r.0).collect();
    let share_rows: Vec<ShareRow> = shares::table
        .filter(shares::distribution_id.eq_any(&ids))
        .order((shares::distribution_id, shares::position))
        .select((
            shares::distribution_id,
            shares::role,
            shares::applicant_id,
            shares::holder_name,
            shares::basis,
            shares::amount,
        ))
        .load(conn)
        .await?;
    let mut out = Vec::with_capacity(rows.len());
    for (id, paid_on, kind, total, note, notified_at) in rows {
        let kind = DistributionKind::parse(&kind).ok_or_else(|| unexpected(format!("distribution kind {kind:?}")))?;
        let mut mine = Vec::new();
        for (_, role, applicant, name, basis, amount) in share_rows.iter().filter(|r| r.0 == id) {
            let role = MemberRole::parse(role).ok_or_else(|| unexpected(format!("holder role {role:?}")))?;
            mine.push(DistributionShare {
                holder: Holder { role, applicant: applicant.map(ApplicantId), name: name.clone(), basis: Won(*basis) },
                amount: Won(*amount),
            });
        }
        out.push(Distribution {
            id: DistributionId(id),
            paid_on,
            kind,
            total: Won(total),
            note,
            notified_at,
            shares: mine,
        });
    }
    Ok(out)
}

async fn read_book(conn: &mut AsyncPgConnection, union: UnionId) -> Result<CapitalBook, TxError<CapitalRefusal>> {
    let (method, due_date, opened_on): (String, Option<NaiveDate>, NaiveDate) = unions::table
        .find(union.get())
        .select((unions::payment_method, unions::due_date, unions::recruitment_start_date))
        .first(conn)
        .await?;
    let method = PaymentMethod::parse(&method)
        .ok_or_else(|| TxError::Port(PortError::Unexpected(format!("payment method {method:?}"))))?;
    let call_rows: Vec<(i64, i32, NaiveDate, i32, String)> = calls::table
        .filter(calls::union_id.eq(union.get()))
        .order(calls::number)
        .select((calls::id, calls::number, calls::due_on, calls::percent, calls::note))
        .load(conn)
        .await?;
    let member_rows: Vec<(i64, String, String, i64)> = applicants::table
        .filter(applicants::union_id.eq(union.get()))
        .filter(applicants::deleted_at.is_null())
        .order(applicants::id)
        .select((applicants::id, applicants::name, applicants::status, applicants::amount))
        .load(conn)
        .await?;
    let payment_rows: Vec<PaymentRow> = payments::table
        .left_join(users::table.on(users::id.nullable().eq(payments::recorded_by)))
        .filter(payments::union_id.eq(union.get()))
        .order(payments::id)
        .select((
            payments::id,
            payments::applicant_id,
            payments::call_id,
            payments::paid_on,
            payments::amount,
            payments::note,
            users::name.nullable(),
            payments::recorded_at,
        ))
        .load(conn)
        .await?;
    let mut members = Vec::with_capacity(member_rows.len());
    for (id, name, status, amount) in member_rows {
        let status = ApplicantStatus::parse(&status)
            .ok_or_else(|| TxError::Port(PortError::Unexpected(format!("applicant status {status:?}"))))?;
        members.push(Member { applicant: ApplicantId(id), name, status, commitment: Won(amount) });
    }
    let gp_holders = gp_holders(conn, union).await?;
    let distributions = read_distributions(conn, union).await?;
    Ok(CapitalBook {
        gp_holders,
        distributions,
        method,
        due_date,
        opened_on,
        calls: call_rows
            .into_iter()
            .map(|(id, number, due_on, percent, note)| CapitalCall {
                id: CapitalCallId(id),
                number,
                due_on,
                percent,
                note,
            })
            .collect(),
        members,
        payments: payment_rows
            .into_iter()
            .map(|(id, applicant, call, paid_on, amount, note, recorded_by, recorded_at)| Payment {
                id: PaymentId(id),
                applicant: ApplicantId(applicant),
                call: call.map(CapitalCallId),
                paid_on,
                amount: Won(amount),
                note,
                recorded_by: recorded_by.unwrap_or_default(),
                recorded_at,
            })
            .collect(),
    })
}

/// Writes `plan` on the locked union; returns the new rows' ids.
async fn carry_out(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    union: UnionId,
    book: &CapitalBook,
    plan: &Plan,
) -> Result<Written, TxError<CapitalRefusal>> {
    let mut written = Written { call: None, payment: None, distribution: None, status: plan.status };
    if let Some(c) = &plan.issue {
        let id: i64 = diesel::insert_into(calls::table)
            .values((
                calls::company_id.eq(actor.company_id.get()),
                calls::union_id.eq(union.get()),
                calls::number.eq(c.number),
                calls::due_on.eq(c.due_on),
                calls::percent.eq(c.percent),
                calls::note.eq(&c.note),
                calls::created_by.eq(actor.user_id.get()),
            ))
            .returning(calls::id)
            .get_result(conn)
            .await?;
        let after =
            serde_json::json!({ "capital_call": { "number": c.number, "due_on": c.due_on, "percent": c.percent } });
        audit::record(conn, actor, AuditEvent::of_union(union.get(), AuditAction::Created).after(after)).await?;
        written.call = Some(CapitalCallId(id));
    }
    if let Some(id) = plan.withdraw {
        let c = book.calls.iter().find(|c| c.id == id);
        diesel::delete(calls::table.find(id.get())).execute(conn).await?;
        let before = serde_json::json!({ "capital_call": c.map(|c| serde_json::json!({ "number": c.number, "percent": c.percent })) });
        audit::record(conn, actor, AuditEvent::of_union(union.get(), AuditAction::Deleted).before(before)).await?;
    }
    if let Some(p) = &plan.pay {
        let id: i64 = diesel::insert_into(payments::table)
            .values((
                payments::company_id.eq(actor.company_id.get()),
                payments::union_id.eq(union.get()),
                payments::applicant_id.eq(p.applicant.get()),
                payments::call_id.eq(p.call.map(|c| c.get())),
                payments::paid_on.eq(p.paid_on),
                payments::amount.eq(p.amount.get()),
                payments::note.eq(&p.note),
                payments::recorded_by.eq(actor.user_id.get()),
            ))
            .returning(payments::id)
            .get_result(conn)
            .await?;
        let after = serde_json::json!({ "payment": { "paid_on": p.paid_on, "amount": p.amount.get() } });
        audit::record(
            conn,
            actor,
            AuditEvent::new(AuditEntity::Applicant, p.applicant.get(), AuditAction::Created)
                .in_union(union.get())
                .after(after),
        )
        .await?;
        written.payment = Some(PaymentId(id));
    }
    if let Some(id) = plan.cancel {
        if let Some(p) = book.payments.iter().find(|p| p.id == id) {
            diesel::delete(payments::table.find(id.get())).execute(conn).await?;
            let before = serde_json::json!({ "payment": { "paid_on": p.paid_on, "amount": p.amount.get() } });
            audit::record(
                conn,
                actor,
                AuditEvent::new(AuditEntity::Applicant, p.applicant.get(), AuditAction::Deleted)
                    .in_union(union.get())
                    .before(before),
            )
            .await?;
        }
    }
    if let Some(d) = &plan.distribute {
        let id: i64 = diesel::insert_into(distributions::table)
            .values((
                distributions::company_id.eq(actor.company_id.get()),
                distributions::union_id.eq(union.get()),
                distributions::paid_on.eq(d.paid_on),
                distributions::kind.eq(d.kind.code()),
                distributions::total.eq(d.total.get()),
                distributions::note.eq(&d.note),
                distributions::created_by.eq(actor.user_id.get()),
            ))
            .returning(distributions::id)
            .get_result(conn)
            .await?;
        let rows: Vec<_> = d
            .shares
            .iter()
            .enumerate()
            .map(|(i, s)| {
                (
                    shares::distribution_id.eq(id),
                    shares::position.eq(i32::try_from(i).unwrap_or(i32::MAX)),
                    shares::role.eq(s.holder.role.code()),
                    shares::applicant_id.eq(s.holder.applicant.map(|a| a.get())),
                    shares::holder_name.eq(s.holder.name.clone()),
                    shares::basis.eq(s.holder.basis.get()),
                    shares::amount.eq(s.amount.get()),
                )
            })
            .collect();
        diesel::insert_into(shares::table).values(rows).execute(conn).await?;
        let after = serde_json::json!({ "distribution": { "paid_on": d.paid_on, "kind": d.kind.code(), "total": d.total.get() } });
        audit::record(conn, actor, AuditEvent::of_union(union.get(), AuditAction::Created).after(after)).await?;
        written.distribution = Some(DistributionId(id));
    }
    if let Some(id) = plan.revoke {
        if let Some(d) = book.distributions.iter().find(|d| d.id == id) {
            diesel::delete(distributions::table.find(id.get())).execute(conn).await?;
            let before = serde_json::json!({ "distribution": { "paid_on": d.paid_on, "kind": d.kind.code(), "total": d.total.get() } });
            audit::record(conn, actor, AuditEvent::of_union(union.get(), AuditAction::Deleted).before(before)).await?;
        }
    }
    if let Some(m) = plan.status {
        diesel::update(applicants::table.find(m.applicant.get()))
            .set((applicants::status.eq(m.to.code()), applicants::updated_at.eq(Utc::now())))
            .execute(conn)
            .await?;
        record_change(conn, actor, m.applicant.get(), Some(m.from), m.to).await?;
        audit::record(
            conn,
            actor,
            AuditEvent::new(AuditEntity::Applicant, m.applicant.get(), AuditAction::StatusChanged)
                .in_union(union.get())
                .before(serde_json::json!({ "status": m.from.code() }))
                .after(serde_json::json!({ "status": m.to.code() })),
        )
        .await?;
    }
    Ok(written)
}

#[async_trait::async_trait]
impl CapitalRepository for PgUnions {
    #[tracing::instrument(skip(self))]
    async fn book(&self, actor: &Actor, union: UnionId) -> Result<CapitalBook, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let book = conn
            .transaction(async |conn| {
                union_of::<CapitalRefusal>(conn, &actor, union, false).await?;
                read_book(conn, union).await
            })
            .await
            .map_err(|e: TxError<CapitalRefusal>| match Refused::from(e) {
                Refused::Port(p) => p,
                Refused::Conflict(c) => PortError::Unexpected(format!("{c:?}")),
            })?;
        Ok(book)
    }

    #[tracing::instrument(skip(self))]
    async fn write(
        &self,
        actor: &Actor,
        union: UnionId,
        write: &CapitalWrite,
        today: NaiveDate,
        paying_cap: i64,
    ) -> Result<Written, Refused<CapitalRefusal>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let written = conn
            .transaction(async |conn| {
                union_of::<CapitalRefusal>(conn, &actor, union, false).await?;
                lock_payments(conn, union).await?;
                let book = read_book(conn, union).await?;
                let plan = book.plan(write, today, paying_cap).map_err(TxError::Conflict)?;
                carry_out(conn, &actor, union, &book, &plan).await
            })
            .await?;
        Ok(written)
    }
}
