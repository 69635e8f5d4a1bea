//! The tax papers by mail: each send of a year's papers, recorded in the transaction that
//! queues its prepared mails (with the PDFs attached).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::mail::OutgoingMail;
use kernel::{Actor, PortError};
use mail::{TaxPaperMailbox, TaxPaperMailing};
use union::{ApplicantId, UnionId};

use super::mailings::PgMailings;
use super::outbox::queue_prepared;
use crate::error::{pool_err, to_port, NoConflict, TxError};
use crate::repos::audit;
use crate::repos::scope::union_of;
use crate::schema::tax_paper_mailings as sends;

#[async_trait::async_trait]
impl TaxPaperMailbox for PgMailings {
    async fn mailings(&self, actor: &Actor, union: UnionId, year: i32) -> Result<Vec<TaxPaperMailing>, PortError> {
        let mut conn = self.pool().get().await.map_err(pool_err)?;
        union_of::<NoConflict>(&mut conn, actor, union, false).await?;
        let rows: Vec<(DateTime<Utc>, i32, i32)> = sends::table
            .filter(sends::union_id.eq(union.get()))
            .filter(sends::company_id.eq(actor.company_id.get()))
            .filter(sends::year.eq(year))
            .order((sends::sent_at.desc(), sends::id.desc()))
            .select((sends::sent_at, sends::mails, sends::without_email))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(rows
            .into_iter()
            .map(|(sent_at, mails, without)| TaxPaperMailing {
                year,
                sent_at,
                mails: i64::from(mails),
                without_email: i64::from(without),
            })
            .collect())
    }

    async fn queue(
        &self,
        actor: &Actor,
        union: UnionId,
        send: &TaxPaperMailing,
        mails: &[(ApplicantId, OutgoingMail)],
    ) -> Result<(), PortError> {
        let mut conn = self.pool().get().await.map_err(pool_err)?;
        let actor = *actor;
        let count = |n: i64| i32::try_from(n).map_err(|e| TxError::<NoConflict>::Port(PortError::unexpected(e)));
        conn.transaction(async |conn| {
            union_of::<NoConflict>(conn, &actor, union, false).await?;
            for (applicant, m) in mails {
                queue_prepared(conn, *applicant, m, send.sent_at).await?;
            }
            diesel::insert_into(sends::table)
                .values((
                    sends::company_id.eq(actor.company_id.get()),
                    sends::union_id.eq(union.get()),
                    sends::year.eq(send.year),
                    sends::mails.eq(count(send.mails)?),
                    sends::without_email.eq(count(send.without_email)?),
                    sends::sent_by.eq(actor.user_id.get()),
                    sends::sent_at.eq(send.sent_at),
                ))
                .execute(conn)
                .await?;
            audit::record(conn, &actor, mail::audit::tax_papers_sent(union, send)).await?;
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)
    }
}
