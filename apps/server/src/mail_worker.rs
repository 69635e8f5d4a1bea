//! The outbox worker of a running server: delivers due mail until told to stop. Every instance
//! runs one; rows are claimed with `SKIP LOCKED`, so they never send the same row at once.

use std::sync::Arc;
use std::time::Duration;

use mail::DeliveryWorker;
use tokio::sync::{watch, Notify};
use tokio::task::JoinHandle;

/// How often an idle worker looks for due rows (retries, other instances' sends) when nothing
/// wakes it.
const IDLE_POLL: Duration = Duration::from_secs(1);

/// Runs `worker` until `stop` turns true; a send on this instance wakes it through `wake`.
/// A stop lets the batch in hand finish, so no claimed row is left to wait for its lease.
pub fn spawn(
    worker: Arc<DeliveryWorker>,
    wake: Arc<Notify>,
    mut stop: watch::Receiver<bool>,
    poll: Duration,
) -> JoinHandle<()> {
    let poll = poll.min(IDLE_POLL);
    tokio::spawn(async move {
        while !*stop.borrow() {
            match worker.deliver_due().await {
                Ok(n) if n > 0 => continue,
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "mail delivery round failed"),
            }
            tokio::select! {
                () = wake.notified() => {}
                () = tokio::time::sleep(poll) => {}
                _ = stop.changed() => {}
            }
        }
        tracing::info!("mail worker stopped");
    })
}
