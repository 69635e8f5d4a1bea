//! Distribution notices: the facts they are written from, and queueing them as prepared
//! outbox rows with the distribution marked notified, in one transaction.

use capital::{DistributionId, DistributionKind};
use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::mail::OutgoingMail;
use kernel::{Actor, Email, PortError, Refused, Won};
use mail::{DistributionNotices, MailingRepository, NoticeConflict, NoticeFacts, NoticeTarget};
use union::{ApplicantId, UnionId};

use super::mailings::PgMailings;
use super::outbox::queue_prepared;
use crate::error::{pool_err, to_port, FromConstraint, TxError};
use crate::repos::audit;
use crate::schema::{applicants, distribution_shares as shares, distributions};

impl FromConstraint for NoticeConflict {
    fn from_constraint(_: &str) -> Option<Self> {
        None
    }
}

type Row = (NaiveDate, String, i64, String, Option<DateTime<Utc>>);

#[async_trait::async_trait]
impl DistributionNotices for PgMailings {
    async fn facts(&self, actor: &Actor, union: UnionId, id: DistributionId) -> Result<Option<NoticeFacts>, PortError> {
        // The union's mail facts; NotFound for another firm's union.
        let context = self.context(actor, union).await?;
        let mut conn = self.pool().get().await.map_err(pool_err)?;
        let found: Option<Row> = distributions::table
            .filter(distributions::id.eq(id.get()))
            .filter(distributions::union_id.eq(union.get()))
            .filter(distributions::company_id.eq(actor.company_id.get()))
            .select((
                distributions::paid_on,
                distributions::kind,
                distributions::total,
                distributions::note,
                distributions::notified_at,
            ))
            .first(&mut conn)
            .await
            .optional()
            .map_err(to_port)?;
        let Some((paid_on, kind, total, note, notified_at)) = found else { return Ok(None) };
        let kind = DistributionKind::parse(&kind)
            .ok_or_else(|| PortError::Unexpected(format!("distribution kind {kind:?}")))?;
        let rows: Vec<(i64, String, String, i64, i64)> = shares::table
            .inner_join(applicants::table.on(applicants::id.nullable().eq(shares::applicant_id)))
            .filter(shares::distribution_id.eq(id.get()))
            .order(shares::position)
            .select((applicants::id, shares::holder_name, applicants::email, shares::basis, shares::amount))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let targets = rows
            .into_iter()
            .map(|(applicant, name, email, basis, amount)| NoticeTarget {
                applicant: ApplicantId(applicant),
                name,
                email: Email::parse(&email).ok(),
                basis: Won(basis),
                amount: Won(amount),
            })
            .collect();
        Ok(Some(NoticeFacts { context, paid_on, kind, total: Won(total), note, notified_at, targets }))
    }

    async fn queue(
        &self,
        actor: &Actor,
        union: UnionId,
        id: DistributionId,
        mails: &[(ApplicantId, OutgoingMail)],
        now: DateTime<Utc>,
    ) -> Result<(), Refused<NoticeConflict>> {
        let mut conn = self.pool().get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            // Locked, so a second click waits and then finds it notified.
            let notified: Option<DateTime<Utc>> = distributions::table
                .filter(distributions::id.eq(id.get()))
                .filter(distributions::union_id.eq(union.get()))
                .filter(distributions::company_id.eq(actor.company_id.get()))
                .select(distributions::notified_at)
                .for_update()
                .first(conn)
                .await
                .map_err(TxError::not_found_or)?;
            if notified.is_some() {
                return Err(TxError::Conflict(NoticeConflict::AlreadySent));
            }
            for (applicant, m) in mails {
                queue_prepared(conn, *applicant, m, now).await?;
            }
            diesel::update(distributions::table.find(id.get()))
                .set(distributions::notified_at.eq(now))
                .execute(conn)
                .await?;
            audit::record(conn, &actor, mail::audit::distribution_notice_sent(union, id, mails.len())).await?;
            Ok::<_, TxError<NoticeConflict>>(())
        })
        .await?;
        Ok(())
    }
}
