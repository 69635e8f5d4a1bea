//! What the union rules and the member register read: its members, the money they paid, and
//! its investments.

use diesel::prelude::*;
use diesel::sql_types::BigInt;
use diesel::QueryableByName;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, PortError, Won};
use union::{RuleFacts, UnionId, UnionRuleFacts};

use super::unions::PgUnions;
use crate::error::{pool_err, to_port};
use crate::schema::{applicants, companies, investments, union_formation_steps, unions};

/// Each application is one member: an LP member applies to a union once
/// (`applicants_union_lp_member_key`). Paid is P and F.
const MEMBERS: &str = "
    SELECT count(*) FILTER (WHERE status IN ('P', 'F')) AS paid,
           count(*) FILTER (WHERE status IN ('R', 'C', 'S')) AS pending,
           coalesce(sum(amount) FILTER (WHERE status IN ('P', 'F')), 0)::int8 AS paid_amount
      FROM applicants
     WHERE union_id = $1 AND company_id = $2 AND deleted_at IS NULL";

#[derive(QueryableByName)]
struct Members {
    #[diesel(sql_type = BigInt)]
    paid: i64,
    #[diesel(sql_type = BigInt)]
    pending: i64,
    #[diesel(sql_type = BigInt)]
    paid_amount: i64,
}

/// Serialises money writes on a union (the capital book), so two payments cannot both make
/// its 49th member. `FOR NO KEY
/// UPDATE`, not `FOR UPDATE`: other moves of the union's applicants insert audit rows that
/// reference the union (a key-share lock), and must not wait on a payment that waits on them.
pub(crate) async fn lock_payments(conn: &mut AsyncPgConnection, union: UnionId) -> Result<(), diesel::result::Error> {
    unions::table.find(union.get()).select(unions::id).for_no_key_update().first::<i64>(conn).await.map(|_| ())
}

#[async_trait::async_trait]
impl UnionRuleFacts for PgUnions {
    #[tracing::instrument(skip(self))]
    async fn rule_facts(&self, actor: &Actor, union: UnionId) -> Result<RuleFacts, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let firm = actor.company_id.get();
        let m: Members = diesel::sql_query(MEMBERS)
            .bind::<BigInt, _>(union.get())
            .bind::<BigInt, _>(firm)
            .get_result(&mut conn)
            .await
            .map_err(to_port)?;
        let invested: Vec<(chrono::NaiveDate, i64)> = investments::table
            .filter(investments::union_id.eq(union.get()))
            .filter(investments::company_id.eq(firm))
            .order(investments::invested_on)
            .select((investments::invested_on, investments::amount))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        // The checklist's registration step; the union is the firm's (checked with the members).
        let registered_on: Option<chrono::NaiveDate> = union_formation_steps::table
            .filter(union_formation_steps::union_id.eq(union.get()))
            .filter(union_formation_steps::step.eq(union::FormationStep::Registration.code()))
            .select(union_formation_steps::done_on)
            .first::<Option<chrono::NaiveDate>>(&mut conn)
            .await
            .optional()
            .map_err(to_port)?
            .flatten();
        Ok(RuleFacts {
            registered_on,
            paid_members: m.paid,
            pending_members: m.pending,
            paid_amount: Won(m.paid_amount),
            investments: invested.into_iter().map(|(on, amount)| (on, Won(amount))).collect(),
        })
    }
}

type PaidRow = (String, String, i64, i64, String, String, String);

#[async_trait::async_trait]
impl union::PaidMembers for PgUnions {
    #[tracing::instrument(skip(self))]
    async fn paid_members(&self, actor: &Actor, union: UnionId) -> Result<(String, Vec<union::PaidMember>), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        crate::repos::scope::union_of::<crate::error::NoConflict>(&mut conn, actor, union, false).await?;
        let firm: String = companies::table
            .find(actor.company_id.get())
            .select(companies::name)
            .first(&mut conn)
            .await
            .map_err(to_port)?;
        let rows: Vec<PaidRow> = applicants::table
            .filter(applicants::union_id.eq(union.get()))
            .filter(applicants::deleted_at.is_null())
            .filter(applicants::status.eq_any(["P", "F"]))
            .order(applicants::id)
            .select((
                applicants::name,
                applicants::lp_type,
                applicants::unit_count,
                applicants::amount,
                applicants::phone,
                applicants::registration_number,
                applicants::address,
            ))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let members = rows
            .into_iter()
            .map(|(name, lp_type, unit_count, amount, phone, registration_number, address)| {
                let lp_type = union::LpType::parse(&lp_type)
                    .ok_or_else(|| PortError::Unexpected(format!("lp type {lp_type:?}")))?;
                Ok(union::PaidMember {
                    name,
                    lp_type,
                    unit_count,
                    amount: Won(amount),
                    phone,
                    registration_number,
                    address,
                })
            })
            .collect::<Result<Vec<_>, PortError>>()?;
        Ok((firm, members))
    }
}
