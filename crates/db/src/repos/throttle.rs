//! [`ThrottleLog`] on PostgreSQL: one row per counted event; both counts in one statement, each
//! served by its own index (action, address, at) or (action, target, at).

use chrono::{DateTime, Utc};
use diesel::dsl::count_star;
use diesel::{ExpressionMethods, QueryDsl};
use diesel_async::RunQueryDsl;
use kernel::throttle::{ThrottleCounts, ThrottleLog, ThrottledAction};
use kernel::PortError;

use crate::error::{pool_err, to_port};
use crate::schema::throttle_events as t;
use crate::Pool;

#[derive(Clone)]
pub struct PgThrottle {
    pool: Pool,
}

impl PgThrottle {
    pub fn new(pool: Pool) -> Self {
        PgThrottle { pool }
    }
}

#[async_trait::async_trait]
impl ThrottleLog for PgThrottle {
    #[tracing::instrument(skip(self))]
    async fn counts(
        &self,
        action: ThrottledAction,
        address: &str,
        target: &str,
        since: DateTime<Utc>,
    ) -> Result<ThrottleCounts, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let recent = t::table.filter(t::action.eq(action.code())).filter(t::at.ge(since));
        let address = recent.filter(t::address.eq(address)).select(count_star()).single_value();
        let target = recent.filter(t::target.eq(target)).select(count_star()).single_value();
        let (address, target): (Option<i64>, Option<i64>) =
            diesel::select((address, target)).get_result(&mut conn).await.map_err(to_port)?;
        Ok(ThrottleCounts { address: address.unwrap_or(0), target: target.unwrap_or(0) })
    }

    #[tracing::instrument(skip(self))]
    async fn note(
        &self,
        action: ThrottledAction,
        address: &str,
        target: &str,
        at: DateTime<Utc>,
    ) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        diesel::insert_into(t::table)
            .values((t::action.eq(action.code()), t::address.eq(address), t::target.eq(target), t::at.eq(at)))
            .execute(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(())
    }
}
