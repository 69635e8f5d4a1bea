//! The capital book: calls, payments, and the applicants who owe them. Writes lock the union
//! against other money writes ([`lock_payments`]) and carry out what `CapitalBook::plan`
//! decided on the rows read under that lock.

use capital::book::{GpSeat, Payer, Plan, Written};
use capital::register::MemberRole;
use capital::{
    CapitalBook, CapitalCall, CapitalCallId, CapitalRefusal, CapitalRepository, CapitalWrite, Distribution,
    DistributionId, DistributionKind, DistributionShare, Holder, Member, Payment, PaymentId,
};
use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, PortError, Refused, Won};
use union::{ApplicantId, ApplicantStatus, PaymentMethod, UnionId};

use crate::error::{pool_err, FromConstraint, TxError};
use crate::repos::audit;
use crate::repos::scope::union_of;
use crate::repos::union::applicants::record_change;
use crate::repos::union::unions::PgUnions;
use crate::schema::{
    applicants, capital_calls as calls, capital_payments as payments, companies, distribution_shares as shares,
    distributions, union_co_gps, unions, users,
};

impl FromConstraint for CapitalRefusal {
    fn from_constraint(_: &str) -> Option<Self> {
        None
    }
}

type PaymentRow = (i64, Option<i64>, Option<i32>, Option<i64>, NaiveDate, i64, String, Option<String>, DateTime<Utc>);

fn unexpected(what: String) -> TxError<CapitalRefusal> {
    TxError::Port(PortError::Unexpected(what))
}

/// The union's GPs by seat: the managing GP (its units at the unit price, under the union's GP
/// name or the firm's), then each co-GP with its amount.
async fn gp_members(conn: &mut AsyncPgConnection, union: UnionId) -> Result<Vec<Member>, diesel::result::Error> {
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
    let own = Member::gp(
        GpSeat::MANAGING,
        union::gp_display_name(gp_name, firm),
        Won(price.saturating_mul(units.unwrap_or(0))),
    );
    Ok(std::iter::once(own)
        .chain(co.into_iter().zip(1..).map(|((name, amount), seat)| Member::gp(GpSeat(seat), name, Won(amount))))
        .collect())
}

/// The payer a row names: its applicant or its GP seat (the table's check keeps one).
fn payer_of(applicant: Option<i64>, seat: Option<i32>) -> Result<Payer, TxError<CapitalRefusal>> {
    match (applicant, seat) {
        (Some(a), None) => Ok(Payer::Applicant(ApplicantId(a))),
        (None, Some(s)) => Ok(Payer::Gp(GpSeat(s))),
        other => Err(unexpected(format!("payer {other:?}"))),
    }
}

type DistributionRow = (i64, NaiveDate, String, i64, String, Option<DateTime<Utc>>);
type ShareRow = (i64, String, Option<i64>, Option<i32>, String, i64, i64);

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
            shares::gp_seat,
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
        for (_, role, applicant, seat, name, basis, amount) in share_rows.iter().filter(|r| r.0 == id) {
            let role = MemberRole::parse(role).ok_or_else(|| unexpected(format!("holder role {role:?}")))?;
            mine.push(DistributionShare {
                holder: Holder { payer: payer_of(*applicant, *seat)?, role, name: name.clone(), basis: Won(*basis) },
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

/// The firm's unions where someone may be late on `today` (a lump sum or a call past its due
/// date), with what [`CapitalBook::arrears`] says of each: (union, name, arrears). Only those
/// with someone late.
pub(crate) async fn arrears_of_firm(
    conn: &mut AsyncPgConnection,
    firm: i64,
    today: NaiveDate,
) -> Result<Vec<(UnionId, String, capital::book::Arrears)>, PortError> {
    let called = calls::table.filter(calls::union_id.eq(unions::id)).filter(calls::due_on.lt(today)).select(calls::id);
    let candidates: Vec<(i64, String)> = unions::table
        .filter(unions::company_id.eq(firm))
        .filter(unions::deleted_at.is_null())
        .filter(
            unions::payment_method
                .eq(PaymentMethod::LumpSum.code())
                .and(
                    unions::due_date
                        .lt(today)
                        .or(unions::due_date.is_null().and(unions::recruitment_end_date.lt(today))),
                )
                .or(diesel::dsl::exists(called)),
        )
        .order(unions::id)
        .select((unions::id, unions::name))
        .load(conn)
        .await
        .map_err(crate::error::to_port)?;
    let mut out = Vec::new();
    for (id, name) in candidates {
        let book = read_book(conn, UnionId(id)).await.map_err(|e| match Refused::from(e) {
            Refused::Port(p) => p,
            Refused::Conflict(c) => PortError::Unexpected(format!("{c:?}")),
        })?;
        let arrears = book.arrears(today);
        if arrears.members > 0 {
            out.push((UnionId(id), name, arrears));
        }
    }
    Ok(out)
}

async fn read_book(conn: &mut AsyncPgConnection, union: UnionId) -> Result<CapitalBook, TxError<CapitalRefusal>> {
    type Head = (String, Option<NaiveDate>, NaiveDate, NaiveDate, i64, i64);
    let (method, due_date, opened_on, closes_on, price, units): Head = unions::table
        .find(union.get())
        .select((
            unions::payment_method,
            unions::due_date,
            unions::recruitment_start_date,
            unions::recruitment_end_date,
            unions::unit_price,
            unions::unit_count,
        ))
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
            payments::gp_seat,
            payments::call_id,
            payments::paid_on,
            payments::amount,
            payments::note,
            users::name.nullable(),
            payments::recorded_at,
        ))
        .load(conn)
        .await?;
    let mut members = gp_members(conn, union).await?;
    for (id, name, status, amount) in member_rows {
        let status = ApplicantStatus::parse(&status)
            .ok_or_else(|| TxError::Port(PortError::Unexpected(format!("applicant status {status:?}"))))?;
        members.push(Member::applicant(ApplicantId(id), name, status, Won(amount)));
    }
    let distributions = read_distributions(conn, union).await?;
    let mut payments = Vec::with_capacity(payment_rows.len());
    for (id, applicant, seat, call, paid_on, amount, note, recorded_by, recorded_at) in payment_rows {
        payments.push(Payment {
            id: PaymentId(id),
            payer: payer_of(applicant, seat)?,
            call: call.map(CapitalCallId),
            paid_on,
            amount: Won(amount),
            note,
            recorded_by: recorded_by.unwrap_or_default(),
            recorded_at,
        });
    }
    Ok(CapitalBook {
        distributions,
        method,
        due_date,
        closes_on,
        opened_on,
        target: Won(price.saturating_mul(units)),
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
        payments,
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
        audit::record(conn, actor, capital::audit::capital_call_created(union, c)).await?;
        written.call = Some(CapitalCallId(id));
    }
    if let Some(id) = plan.withdraw {
        let c = book.calls.iter().find(|c| c.id == id);
        diesel::delete(calls::table.find(id.get())).execute(conn).await?;
        audit::record(conn, actor, capital::audit::capital_call_deleted(union, c)).await?;
    }
    if let Some(p) = &plan.pay {
        let id: i64 = diesel::insert_into(payments::table)
            .values((
                payments::company_id.eq(actor.company_id.get()),
                payments::union_id.eq(union.get()),
                payments::applicant_id.eq(p.payer.applicant().map(|a| a.get())),
                payments::gp_seat.eq(p.payer.gp_seat().map(|s| s.0)),
                payments::call_id.eq(p.call.map(|c| c.get())),
                payments::paid_on.eq(p.paid_on),
                payments::amount.eq(p.amount.get()),
                payments::note.eq(&p.note),
                payments::recorded_by.eq(actor.user_id.get()),
            ))
            .returning(payments::id)
            .get_result(conn)
            .await?;
        audit::record(conn, actor, capital::audit::payment_created(union, book, p)).await?;
        written.payment = Some(PaymentId(id));
    }
    if let Some(id) = plan.cancel {
        if let Some(p) = book.payments.iter().find(|p| p.id == id) {
            diesel::delete(payments::table.find(id.get())).execute(conn).await?;
            audit::record(conn, actor, capital::audit::payment_deleted(union, book, p)).await?;
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
                    shares::applicant_id.eq(s.holder.payer.applicant().map(|a| a.get())),
                    shares::gp_seat.eq(s.holder.payer.gp_seat().map(|s| s.0)),
                    shares::holder_name.eq(s.holder.name.clone()),
                    shares::basis.eq(s.holder.basis.get()),
                    shares::amount.eq(s.amount.get()),
                )
            })
            .collect();
        diesel::insert_into(shares::table).values(rows).execute(conn).await?;
        audit::record(conn, actor, capital::audit::distribution_created(union, d)).await?;
        written.distribution = Some(DistributionId(id));
    }
    if let Some(id) = plan.revoke {
        if let Some(d) = book.distributions.iter().find(|d| d.id == id) {
            diesel::delete(distributions::table.find(id.get())).execute(conn).await?;
            audit::record(conn, actor, capital::audit::distribution_deleted(union, d)).await?;
        }
    }
    if let Some(m) = plan.status {
        diesel::update(applicants::table.find(m.applicant.get()))
            .set((applicants::status.eq(m.to.code()), applicants::updated_at.eq(Utc::now())))
            .execute(conn)
            .await?;
        record_change(conn, actor, m.applicant.get(), Some(m.from), m.to).await?;
        audit::record(conn, actor, capital::audit::applicant_status_changed(union, m)).await?;
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
    ) -> Result<Written, Refused<CapitalRefusal>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let written = conn
            .transaction(async |conn| {
                union_of::<CapitalRefusal>(conn, &actor, union, false).await?;
                lock_payments(conn, union).await?;
                let book = read_book(conn, union).await?;
                let plan = book.plan(write, today).map_err(TxError::Conflict)?;
                carry_out(conn, &actor, union, &book, &plan).await
            })
            .await?;
        Ok(written)
    }
}

/// Serialises money writes on a union (the capital book), so two payments cannot both make
/// its 49th member. `FOR NO KEY
/// UPDATE`, not `FOR UPDATE`: other moves of the union's applicants insert audit rows that
/// reference the union (a key-share lock), and must not wait on a payment that waits on them.
pub(crate) async fn lock_payments(conn: &mut AsyncPgConnection, union: UnionId) -> Result<(), diesel::result::Error> {
    unions::table.find(union.get()).select(unions::id).for_no_key_update().first::<i64>(conn).await.map(|_| ())
}
