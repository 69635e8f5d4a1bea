//! What the tax papers read: the union, the GPs' stakes, every paid member with their payments
//! and sealed resident number, and the union's investments; and keeping a sealed number.

use chrono::NaiveDate;
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::audit::{AuditAction, AuditEntity, AuditEvent};
use kernel::{Actor, PortError, Won};
use union::{ApplicantId, LpType, TaxFacts, TaxMember, TaxPaperRepository, UnionId};

use super::unions::PgUnions;
use crate::error::{pool_err, to_port, TxError};
use crate::repos::audit;
use crate::repos::scope::union_of;
use crate::schema::{applicants, capital_payments as payments, companies, investments, unions};

type MemberRow = (i64, String, String, String, String, Option<Vec<u8>>, String);

#[async_trait::async_trait]
impl TaxPaperRepository for PgUnions {
    async fn tax_facts(&self, actor: &Actor, union: UnionId) -> Result<TaxFacts, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let firm = actor.company_id.get();
        let (name, gp_name, firm_name): (String, Option<String>, String) = unions::table
            .inner_join(companies::table)
            .filter(unions::id.eq(union.get()))
            .filter(unions::company_id.eq(firm))
            .filter(unions::deleted_at.is_null())
            .select((unions::name, unions::gp_name, companies::name))
            .first(&mut conn)
            .await
            .map_err(to_port)?;
        let rows: Vec<MemberRow> = applicants::table
            .filter(applicants::union_id.eq(union.get()))
            .filter(applicants::deleted_at.is_null())
            .filter(applicants::status.eq_any(["P", "F"]))
            .order(applicants::id)
            .select((
                applicants::id,
                applicants::name,
                applicants::lp_type,
                applicants::address,
                applicants::registration_number,
                applicants::resident_number_sealed,
                applicants::email,
            ))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let paid: Vec<(Option<i64>, NaiveDate, i64)> = payments::table
            .filter(payments::union_id.eq(union.get()))
            .select((payments::applicant_id, payments::paid_on, payments::amount))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let invested: Vec<(NaiveDate, i64)> = investments::table
            .filter(investments::union_id.eq(union.get()))
            .filter(investments::company_id.eq(firm))
            .order(investments::invested_on)
            .select((investments::invested_on, investments::amount))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let mut members = Vec::with_capacity(rows.len());
        for (id, name, lp_type, address, masked, sealed, email) in rows {
            let mine = paid.iter().filter(|p| p.0 == Some(id));
            members.push(TaxMember {
                applicant: ApplicantId(id),
                name,
                lp_type: LpType::parse(&lp_type)
                    .ok_or_else(|| PortError::Unexpected(format!("lp type {lp_type:?}")))?,
                address,
                masked_number: masked,
                sealed_number: sealed,
                paid: Won(mine.clone().map(|p| p.2).sum()),
                last_paid_on: mine.map(|p| p.1).max(),
                email: kernel::Email::parse(&email).ok(),
            });
        }
        // Every payment, the GPs' included.
        let all_payments = paid.iter().fold(0i64, |sum, p| sum.saturating_add(p.2));
        Ok(TaxFacts {
            union_name: name,
            issuer: union::gp_display_name(gp_name, firm_name.clone()),
            firm_name,
            union_paid: Won(all_payments),
            investments: invested.into_iter().map(|(on, a)| (on, Won(a))).collect(),
            members,
        })
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
                    .filter(applicants::status.eq_any(["P", "F"])),
            )
            .set((applicants::resident_number_sealed.eq(sealed), applicants::registration_number.eq(masked)))
            .execute(conn)
            .await?;
            if n == 0 {
                return Err(TxError::Port(PortError::NotFound));
            }
            // Personal data: the trail says it changed, not what it is.
            audit::record(
                conn,
                &actor,
                AuditEvent::new(AuditEntity::Applicant, applicant.get(), AuditAction::IdentityChanged)
                    .in_union(union.get()),
            )
            .await?;
            Ok::<_, TxError>(())
        })
        .await?;
        Ok(())
    }
}
