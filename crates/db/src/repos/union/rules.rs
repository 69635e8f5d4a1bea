//! What the union rules read: its roster from the capital book, and
//! its investments.

use capital::CapitalRepository;
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use kernel::period::DateSpan;
use kernel::{Actor, PortError, Won};
use union::rules::InvestedFact;
use union::{RuleFacts, UnionId, UnionRuleFacts};

use super::unions::PgUnions;
use crate::error::{pool_err, to_port};
use crate::schema::{companies, investments, startup_profiles, startup_venture_confirmations, union_formation_steps};

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
