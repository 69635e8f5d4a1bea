//! What the union rules and the member register read: its roster from the capital book, and
//! its investments.

use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use kernel::period::DateSpan;
use kernel::{Actor, PortError, Won};
use union::rules::InvestedFact;
use union::{CapitalRepository, RuleFacts, UnionId, UnionRuleFacts};

use super::unions::PgUnions;
use crate::error::{pool_err, to_port};
use crate::schema::{
    applicants, capital_payments, companies, investments, startup_profiles, startup_venture_confirmations,
    union_formation_steps, unions,
};

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
        // The roster comes from the capital book (checks the union is the firm's).
        let roster = self.book(actor, union).await?.roster();
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let firm = actor.company_id.get();
        // Each investment with its startup's founding date and venture confirmation (the
        // obligation counts only 창업기업 and 벤처기업 on the investment's day).
        type InvestedRow = (
            chrono::NaiveDate,
            i64,
            String,
            Option<chrono::NaiveDate>,
            Option<chrono::NaiveDate>,
            Option<chrono::NaiveDate>,
        );
        let invested: Vec<InvestedRow> = investments::table
            .inner_join(companies::table.on(companies::id.eq(investments::startup_id)))
            .left_join(startup_profiles::table.on(startup_profiles::company_id.eq(investments::startup_id)))
            .left_join(
                startup_venture_confirmations::table
                    .on(startup_venture_confirmations::company_id.eq(investments::startup_id)),
            )
            .filter(investments::union_id.eq(union.get()))
            .filter(investments::company_id.eq(firm))
            .order((investments::invested_on, investments::id))
            .select((
                investments::invested_on,
                investments::amount,
                companies::name,
                startup_profiles::founded_on.nullable(),
                startup_venture_confirmations::first_day.nullable(),
                startup_venture_confirmations::last_day.nullable(),
            ))
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
            roster,
            investments: invested
                .into_iter()
                .map(|(invested_on, amount, startup_name, founded_on, first, last)| InvestedFact {
                    startup_name,
                    invested_on,
                    amount: Won(amount),
                    founded_on,
                    venture: first.zip(last).and_then(|(first, last)| DateSpan::new(first, last)),
                })
                .collect(),
        })
    }
}

type PaidRow = (i64, String, String, i64, String, String, String);

#[async_trait::async_trait]
impl union::PaidMembers for PgUnions {
    #[tracing::instrument(skip(self))]
    async fn paid_members(&self, actor: &Actor, union: UnionId) -> Result<Vec<union::PaidMember>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        crate::repos::scope::union_of::<crate::error::NoConflict>(&mut conn, actor, union, false).await?;
        let with_payments = capital_payments::table
            .filter(capital_payments::applicant_id.eq(applicants::id.nullable()))
            .select(capital_payments::id);
        let rows: Vec<PaidRow> = applicants::table
            .filter(applicants::union_id.eq(union.get()))
            .filter(applicants::deleted_at.is_null())
            .filter(diesel::dsl::exists(with_payments))
            .order(applicants::id)
            .select((
                applicants::id,
                applicants::name,
                applicants::lp_type,
                applicants::unit_count,
                applicants::phone,
                applicants::registration_number,
                applicants::address,
            ))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        rows.into_iter()
            .map(|(id, name, lp_type, unit_count, phone, registration_number, address)| {
                let lp_type = union::LpType::parse(&lp_type)
                    .ok_or_else(|| PortError::Unexpected(format!("lp type {lp_type:?}")))?;
                Ok(union::PaidMember {
                    applicant: union::ApplicantId(id),
                    name,
                    lp_type,
                    unit_count,
                    phone,
                    registration_number,
                    address,
                })
            })
            .collect()
    }
}
