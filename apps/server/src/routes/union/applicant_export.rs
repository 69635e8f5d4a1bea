//! The apply tab's Excel download: exactly the list as filtered (status tab, search), streamed
//! while it is written so memory stays flat however many applicants the union has.

use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{get, web, HttpResponse};
use serde::Deserialize;
use tokio::sync::mpsc;
use union::{Applicant, ApplicantFilter, UnionId};
use utoipa::IntoParams;

use crate::download::{attachment, ChunkWriter, XLSX};
use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::routes::union::applicants::parse_status;
use crate::state::AppState;

const BATCH: i64 = 5_000;

/// The list's filters without its paging: the file holds every matching applicant.
#[derive(Debug, Deserialize, IntoParams)]
pub struct ExportQuery {
    /// R, C, S, P or F; all when absent.
    #[param(value_type = Option<codes::ApplicantStatusCode>)]
    pub status: Option<String>,
    /// Substring of name or e-mail, or digits of the phone number.
    #[serde(default)]
    pub q: String,
}

/// Downloads the applicant list as xlsx (Korean headers, numbers and dates as such).
#[utoipa::path(
    tag = "applicants",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ExportQuery),
    responses(
        (status = 200, description = "The xlsx file", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/applicants.xlsx")]
pub async fn export_applicants(
    state: web::Data<AppState>,
    t: Tenant,
    union_id: web::Path<i64>,
    q: web::Query<ExportQuery>,
) -> Result<HttpResponse, ApiError> {
    let union = UnionId(*union_id);
    let status = match q.status.as_deref() {
        None => None,
        Some(s) => Some(parse_status(s)?),
    };
    let filter = ApplicantFilter { status, query: q.q.clone() };
    // Read the union and the first batch before answering, so a wrong id is a clean 404.
    let name = state.unions.get(&t.actor, union).await?.input.name;
    let first = state.applicants.export_batch(&t.actor, union, &filter, None, BATCH).await?;

    let (rows_tx, mut rows_rx) = mpsc::channel::<Result<Applicant, ()>>(BATCH as usize);
    let (body_tx, body_rx) = mpsc::channel::<Result<Bytes, std::io::Error>>(16);
    let service = state.applicants.clone();
    let actor = t.actor;
    tokio::spawn(async move {
        let mut batch = first;
        loop {
            let last = batch.last().cloned();
            let full = batch.len() as i64 == BATCH;
            for a in batch {
                if rows_tx.send(Ok(a)).await.is_err() {
                    return;
                }
            }
            let Some(last) = last.filter(|_| full) else { return };
            match service.export_batch(&actor, union, &filter, Some(&last), BATCH).await {
                Ok(next) => batch = next,
                Err(e) => {
                    tracing::error!(error = %e, "applicant export stopped");
                    let _ = rows_tx.send(Err(())).await;
                    return;
                }
            }
        }
    });
    let temp_dir = std::env::temp_dir();
    tokio::task::spawn_blocking(move || {
        let mut failed = false;
        let rows = std::iter::from_fn(|| match rows_rx.blocking_recv() {
            Some(Ok(a)) => Some(a),
            Some(Err(())) => {
                failed = true;
                None
            }
            None => None,
        });
        let mut out = ChunkWriter::new(body_tx.clone());
        let written = docs::applicant_sheet::write(rows, &temp_dir, &mut out).map_err(std::io::Error::other);
        // A failed read must not look like a complete (shorter) file: break the download instead.
        let result = if failed {
            Err(std::io::Error::other("reading applicants failed"))
        } else {
            written.and_then(|_| std::io::Write::flush(&mut out))
        };
        if let Err(e) = result {
            let _ = body_tx.blocking_send(Err(e));
        }
    });
    let file = format!("{name}_출자신청_{}.xlsx", state.unions.today().format("%Y%m%d"));
    let body = futures_util::stream::unfold(body_rx, |mut rx| async move { rx.recv().await.map(|c| (c, rx)) });
    Ok(HttpResponse::Ok()
        .content_type(XLSX)
        .insert_header((header::CONTENT_DISPOSITION, attachment(&file, "applicants.xlsx")))
        .streaming(body))
}
