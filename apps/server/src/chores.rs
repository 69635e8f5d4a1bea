//! Background chores of a running server.

use std::time::Duration;

use actix_web::web;

use crate::state::AppState;

/// How long an object may stay pending before the sweep deletes it: longer than any upload.
const PENDING_GRACE: chrono::TimeDelta = chrono::TimeDelta::hours(1);

/// Every ten minutes, queues the data-request reminders that are due (`company::requests`),
/// deletes objects that no row owns (uploads that died midway, deletes
/// whose object removal failed) and rows that have outlived their purpose (`db::retention`).
/// Safe on every instance at once: deleting twice is harmless.
pub fn spawn_chores(state: web::Data<AppState>) {
    tokio::spawn(async move {
        match state.two_factor_store.seal_clear_secrets().await {
            Ok(0) => {}
            Ok(n) => tracing::info!(secrets = n, "sealed TOTP secrets kept in clear"),
            Err(e) => tracing::warn!(error = %e, "sealing TOTP secrets failed"),
        }
        let mut tick = tokio::time::interval(Duration::from_secs(600));
        loop {
            tick.tick().await;
            let before = chrono::Utc::now() - PENDING_GRACE;
            match kernel::files::sweep(state.files.as_ref(), state.pending_objects.as_ref(), before).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(objects = n, "swept pending objects"),
                Err(e) => tracing::warn!(error = %e, "sweeping pending objects failed"),
            }
            match state.startups.send_reminders().await {
                Ok(0) => {}
                Ok(n) => {
                    tracing::info!(reminders = n, "queued data-request reminders");
                    state.mail_wake.notify_one();
                }
                Err(e) => tracing::warn!(error = ?e, "queueing data-request reminders failed"),
            }
            match db::retention::prune(&state.pool, chrono::Utc::now()).await {
                Ok(p) if p == db::retention::Pruned::default() => {}
                Ok(p) => tracing::info!(?p, "pruned expired rows"),
                Err(e) => tracing::warn!(error = %e, "pruning expired rows failed"),
            }
        }
    });
}
