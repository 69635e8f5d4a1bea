//! The 조합원 명부's particulars: each member who paid in, as their application names them.

use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use kernel::{Actor, PortError};
use union::UnionId;

use crate::error::{pool_err, to_port};
use crate::repos::union::unions::PgUnions;
use crate::schema::{applicants, capital_payments};

type PaidRow = (i64, String, String, i64, String, String, String);

#[async_trait::async_trait]
impl capital::PaidMembers for PgUnions {
    #[tracing::instrument(skip(self))]
    async fn paid_members(&self, actor: &Actor, union: UnionId) -> Result<Vec<capital::PaidMember>, PortError> {
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
                Ok(capital::PaidMember {
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
