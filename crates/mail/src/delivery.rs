//! Delivering the outbox: claim due rows, write each mail with the same templates as the
//! preview, hand it to the transport, record the answer. Temporary failures come back later
//! with exponential backoff; permanent ones (and too many temporary ones) are marked failed.
//!
//! At least once: a worker that dies between the server's "250" and the record leaves the row
//! claimed until its lease runs out, and it is sent again with the same `Message-ID`, so the
//! receiving side can tell. A worker that is stopped finishes the batch in hand first.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, TimeDelta, Utc};
use futures_util::StreamExt;
use kernel::mail::{MailError, MailTransport, OutgoingMail};
use kernel::{Clock, PortError};

use crate::ports::{ClaimedMail, DeliveryOutcome, MailJob, OutboxRepository};
use crate::templates::render;

/// How failures are retried.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Wait after the first temporary failure; doubles with each further one.
    pub base_delay: Duration,
    pub max_delay: Duration,
    /// Attempts before a temporarily failing mail is given up as failed.
    pub max_attempts: i32,
}

impl Default for RetryPolicy {
    /// 5 s, 10 s, 20 s … capped at 30 minutes; ten attempts span about two hours, long enough
    /// for an SMTP relay's maintenance window.
    fn default() -> Self {
        RetryPolicy { base_delay: Duration::from_secs(5), max_delay: Duration::from_secs(1800), max_attempts: 10 }
    }
}

impl RetryPolicy {
    /// What a failed attempt (the `attempts`-th) leads to.
    pub fn after_failure(&self, attempts: i32, error: &MailError, now: DateTime<Utc>) -> DeliveryOutcome {
        match error {
            MailError::Permanent(a) => DeliveryOutcome::Failed { answer: a.clone() },
            MailError::Temporary(a) if attempts >= self.max_attempts => {
                DeliveryOutcome::Failed { answer: format!("{attempts}회 시도 후 실패: {a}") }
            }
            MailError::Temporary(a) => {
                let exp = u32::try_from(attempts.saturating_sub(1).clamp(0, 20)).unwrap_or(20);
                let delay = self.base_delay.saturating_mul(2u32.saturating_pow(exp)).min(self.max_delay);
                let delay = TimeDelta::from_std(delay).unwrap_or(TimeDelta::MAX);
                DeliveryOutcome::Retry { answer: a.clone(), at: now + delay }
            }
        }
    }
}

/// How long a claim holds a row: far longer than one SMTP exchange.
const LEASE: TimeDelta = TimeDelta::minutes(5);
/// Rows claimed at once, per mail in flight: enough to keep every connection busy, few enough
/// that a stop waits for little.
const BATCH_PER_CONNECTION: usize = 4;

/// Delivers due outbox rows; the app runs [`DeliveryWorker::deliver_due`] in a loop.
pub struct DeliveryWorker {
    outbox: Arc<dyn OutboxRepository>,
    transport: Arc<dyn MailTransport>,
    clock: Arc<dyn Clock>,
    policy: RetryPolicy,
    /// Mails in flight at once (the SMTP pool keeps as many connections).
    parallel: usize,
    /// The domain of stable Message-IDs (`outbox-12@johap.kr`).
    message_id_domain: String,
}

impl DeliveryWorker {
    pub fn new(
        outbox: Arc<dyn OutboxRepository>,
        transport: Arc<dyn MailTransport>,
        clock: Arc<dyn Clock>,
        policy: RetryPolicy,
        parallel: usize,
        message_id_domain: String,
    ) -> Self {
        DeliveryWorker { outbox, transport, clock, policy, parallel: parallel.max(1), message_id_domain }
    }

    /// The mail of a claimed row: a mailing's written by the same code as the preview, a
    /// prepared one as it was queued; either with the row's stable Message-ID.
    pub fn compose(&self, c: &ClaimedMail) -> OutgoingMail {
        let message_id = Some(format!("outbox-{}@{}", c.outbox_id, self.message_id_domain));
        match &c.job {
            MailJob::Mailing { context, reply_to, recipient, kind, .. } => {
                let m = render(*kind, context, recipient);
                OutgoingMail {
                    to: c.to.clone(),
                    to_name: Some(recipient.name.clone()),
                    from_name: context.firm_name.clone(),
                    reply_to: reply_to.clone(),
                    subject: m.subject,
                    html: m.html,
                    text: m.text,
                    message_id,
                    attachments: Vec::new(),
                }
            }
            MailJob::Prepared(m) => OutgoingMail { to: c.to.clone(), message_id, ..m.clone() },
        }
    }

    /// Claims one batch of due rows and delivers it; returns how many rows it handled (0: the
    /// outbox has nothing due).
    ///
    /// # Errors
    /// When the outbox cannot be read or an outcome cannot be recorded (the row's lease then
    /// runs out and it is tried again).
    pub async fn deliver_due(&self) -> Result<usize, PortError> {
        let now = self.clock.now();
        let batch = i64::try_from(self.parallel * BATCH_PER_CONNECTION).unwrap_or(i64::MAX);
        let claimed = self.outbox.claim(now, now + LEASE, batch).await?;
        let n = claimed.len();
        let results: Vec<Result<(), PortError>> = futures_util::stream::iter(claimed)
            .map(|c| async move {
                let outcome = match self.transport.send(&self.compose(&c)).await {
                    Ok(answer) => DeliveryOutcome::Sent { answer },
                    Err(e) => self.policy.after_failure(c.attempts, &e, self.clock.now()),
                };
                self.outbox.record(c.outbox_id, &outcome, self.clock.now()).await
            })
            .buffer_unordered(self.parallel)
            .collect()
            .await;
        results.into_iter().collect::<Result<Vec<()>, _>>()?;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn t0() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 22, 0, 0, 0).unwrap()
    }

    #[test]
    fn temporary_failures_back_off_then_give_up_and_permanent_ones_stop_at_once() {
        let p = RetryPolicy { base_delay: Duration::from_secs(5), max_delay: Duration::from_secs(60), max_attempts: 5 };
        let temp = MailError::Temporary("421 busy".into());
        let at = |n| match p.after_failure(n, &temp, t0()) {
            DeliveryOutcome::Retry { at, .. } => (at - t0()).num_seconds(),
            other => panic!("{other:?}"),
        };
        assert_eq!([at(1), at(2), at(3), at(4)], [5, 10, 20, 40]);
        let p2 = RetryPolicy { max_attempts: 10, ..p };
        assert_eq!(
            match p2.after_failure(6, &temp, t0()) {
                DeliveryOutcome::Retry { at, .. } => (at - t0()).num_seconds(),
                other => panic!("{other:?}"),
            },
            60,
            "capped"
        );
        assert_eq!(
            p.after_failure(5, &temp, t0()),
            DeliveryOutcome::Failed { answer: "5회 시도 후 실패: 421 busy".into() }
        );
        assert_eq!(
            p.after_failure(1, &MailError::Permanent("550 no such user".into()), t0()),
            DeliveryOutcome::Failed { answer: "550 no such user".into() }
        );
    }
}
