//! What the tax papers read: the union, every payment into it (the GPs' too), every member who
//! paid with their sealed resident number and LP, and the union's investments; the firm's other
//! unions the same people are in; and keeping a sealed number.

use capital::book::{GpSeat, Payer};
use capital::{Lot, TaxFacts, TaxMember, TaxPaperRepository};
use chrono::NaiveDate;
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, PortError, Won};
use union::{ApplicantId, FundType, LpType, UnionId};

use crate::error::{pool_err, to_port, TxError};
use crate::repos::audit;
use crate::repos::scope::union_of;
use crate::repos::union::unions::PgUnions;
use crate::schema::{applicants, capital_payments as payments, companies, investments, unions};

type MemberRow = (i64, String, String, Option<i64>, String, String, Option<Vec<u8>>, String);
type LotRow = (Option<i64>, Option<i32>, NaiveDate, i64);

/// One union's facts; `NotFound` when it is not a live union of `firm`.
async fn load_facts(conn: &mut AsyncPgConnection, firm: i64, union: UnionId) -> Result<TaxFacts, PortError> {
    let (name, fund_type, gp_name, firm_name): (String, String, Option<String>, String) = unions::table
        .inner_join(companies::table)
        .filter(unions::id.eq(union.get()))
        .filter(unions::company_id.eq(firm))
        .filter(unions::deleted_at.is_null())
        .select((unions::name, unions::fund_type, unions::gp_name, companies::name))
        .first(conn)
        .await
        .map_err(to_port)?;
    let fund_type =
        FundType::parse(&fund_type).ok_or_else(|| PortError::Unexpected(format!("fund type {fund_type:?}")))?;
    let with_payments =
        payments::table.filter(payments::applicant_id.eq(applicants::id.nullable())).select(payments::id);
    let rows: Vec<MemberRow> = applicants::table
        .filter(applicants::union_id.eq(union.get()))
        .filter(applicants::deleted_at.is_null())
        .filter(diesel::dsl::exists(with_payments))
        .order(applicants::id)
        .select((
            applicants::id,
            applicants::name,
            applicants::lp_type,
            applicants::lp_member_id,
            applicants::address,
            applicants::registration_number,
            applicants::resident_number_sealed,
            applicants::email,
        ))
        .load(conn)
        .await
        .map_err(to_port)?;
    let lot_rows: Vec<LotRow> = payments::table
        .filter(payments::union_id.eq(union.get()))
        .order((payments::paid_on, payments::id))
        .select((payments::applicant_id, payments::gp_seat, payments::paid_on, payments::amount))
        .load(conn)
        .await
        .map_err(to_port)?;
    let invested: Vec<(NaiveDate, i64)> = investments::table
        .filter(investments::union_id.eq(union.get()))
        .filter(investments::company_id.eq(firm))
        .order(investments::invested_on)
        .select((investments::invested_on, investments::amount))
        .load(conn)
        .await
        .map_err(to_port)?;
    let mut lots = Vec::with_capacity(lot_rows.len());
    for (applicant, seat, paid_on, amount) in lot_rows {
        let payer = match (applicant, seat) {
            (Some(a), None) => Payer::Applicant(ApplicantId(a)),
            (None, Some(s)) => Payer::Gp(GpSeat(s)),
            other => return Err(PortError::Unexpected(format!("payer {other:?}"))),
        };
        lots.push(Lot { payer, paid_on, amount: Won(amount) });
    }
    let mut members = Vec::with_capacity(rows.len());
    for (id, name, lp_type, lp_member, address, masked, sealed, email) in rows {
        let mine: Vec<&Lot> = lots.iter().filter(|l| l.payer == Payer::Applicant(ApplicantId(id))).collect();
        members.push(TaxMember {
            applicant: ApplicantId(id),
            name,
            lp_type: LpType::parse(&lp_type).ok_or_else(|| PortError::Unexpected(format!("lp type {lp_type:?}")))?,
            lp_member,
            address,
            masked_number: masked,
            sealed_number: sealed,
            paid: Won::saturating_sum(mine.iter().map(|l| l.amount)),
            last_paid_on: mine.iter().map(|l| l.paid_on).max(),
            email: kernel::Email::parse(&email).ok(),
        });
    }
    Ok(TaxFacts {
        union,
        union_name: name,
        fund_type,
        issuer: union::gp_display_name(gp_name, firm_name.clone()),
        firm_name,
        lots,
        investments: invested.into_iter().map(|(on, a)| (on, Won(a))).collect(),
        members,
    })
}

#[async_trait::async_trait]
impl TaxPaperRepository for PgUnions {
    async fn tax_facts(&self, actor: &Actor, union: UnionId) -> Result<TaxFacts, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        load_facts(&mut conn, actor.company_id.get(), union).await
    }

    async fn related_tax_facts(
        &self,
        actor: &Actor,
        union: UnionId,
        members: &[TaxMember],
    ) -> Result<Vec<TaxFacts>, PortError> {
        let individuals = members.iter().filter(|m| m.lp_type == LpType::Individual);
        let lps: Vec<i64> = individuals.clone().filter_map(|m| m.lp_member).collect();
        let masked: Vec<String> =
            individuals.filter(|m| !m.masked_number.trim().is_empty()).map(|m| m.masked_number.clone()).collect();
        if lps.is_empty() && masked.is_empty() {
            return Ok(Vec::new());
        }
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let firm = actor.company_id.get();
        let paid = payments::table.filter(payments::applicant_id.eq(applicants::id.nullable())).select(payments::id);
        let others: Vec<i64> = applicants::table
            .inner_join(unions::table)
            .filter(applicants::company_id.eq(firm))
            .filter(applicants::union_id.ne(union.get()))
            .filter(applicants::deleted_at.is_null())
            .filter(unions::deleted_at.is_null())
            .filter(applicants::lp_type.eq(LpType::Individual.code()))
            .filter(applicants::lp_member_id.eq_any(&lps).or(applicants::registration_number.eq_any(&masked)))
            .filter(diesel::dsl::exists(paid))
            .select(applicants::union_id)
            .distinct()
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let mut out = Vec::with_capacity(others.len());
        for other in others {
            out.push(load_facts(&mut conn, firm, UnionId(other)).await?);
        }
        Ok(out)
    }

    async fn save_resident_number(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
        sealed: &[u8],
        masked: &str,
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
                    .filter(applicants::lp_type.eq("individual"))
                    .filter(diesel::dsl::exists(
                        payments::table
                            .filter(payments::applicant_id.eq(applicants::id.nullable()))
                            .select(payments::id),
                    )),
            )
            .set((applicants::resident_number_sealed.eq(sealed), applicants::registration_number.eq(masked)))
            .execute(conn)
            .await?;
            if n == 0 {
                return Err(TxError::Port(PortError::NotFound));
            }
            // Personal data: the trail says it changed, not what it is.
            audit::record(conn, &actor, capital::audit::resident_number_saved(union, applicant)).await?;
            Ok::<_, TxError>(())
        })
        .await?;
        Ok(())
    }
}
