//! /raw-download: the firm's records as one xlsx workbook, a sheet per kind (unions,
//! applications, LPs, mail history). The file is streamed while it is written: batches are read
//! by id on one task and written row by row on a blocking thread, so memory stays flat.

use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{get, web, HttpResponse};
use export::{chosen_sheets, Cell, Sheet, BATCH};
use kernel::FieldError;
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::download::{attachment, ChunkWriter, XLSX};
use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(raw_data_summary).service(download_raw_data);
}

/// One sheet the workbook can have.
#[derive(Debug, Serialize, ToSchema)]
pub struct RawSheetDto {
    /// `unions`, `applicants`, `lp_members` or `mailings`.
    pub sheet: String,
    /// The tab's name.
    pub title: String,
    pub rows: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RawDataSummary {
    pub sheets: Vec<RawSheetDto>,
}

/// What the download holds: each sheet and its number of rows.
#[utoipa::path(
    tag = "rawData",
    security(("bearer" = [])),
    responses(
        (status = 200, body = RawDataSummary),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/raw-data")]
pub async fn raw_data_summary(state: web::Data<AppState>, t: Tenant) -> Result<web::Json<RawDataSummary>, ApiError> {
    let counts = state.raw_data.counts(&t.actor).await?;
    let sheets = counts
        .into_iter()
        .map(|c| RawSheetDto { sheet: c.sheet.code().into(), title: c.sheet.title().into(), rows: c.rows })
        .collect();
    Ok(web::Json(RawDataSummary { sheets }))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct RawDataQuery {
    /// Comma-separated sheet names (`unions,applicants,lp_members,mailings`); all when absent.
    #[serde(default)]
    pub sheets: String,
}

/// A sheet to start, or rows of the current one.
enum Feed {
    Sheet(Sheet),
    Rows(Vec<Vec<Cell>>),
}

/// Downloads the firm's records as xlsx.
#[utoipa::path(
    tag = "rawData",
    security(("bearer" = [])),
    params(RawDataQuery),
    responses(
        (status = 200, description = "The xlsx file", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`sheets` names an unknown sheet)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/raw-data.xlsx")]
pub async fn download_raw_data(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<RawDataQuery>,
) -> Result<HttpResponse, ApiError> {
    let names: Vec<&str> = q.sheets.split(',').collect();
    let sheets = chosen_sheets(&names).map_err(|unknown| {
        ApiError::validation(vec![FieldError::new("sheets", format!("알 수 없는 시트입니다: {unknown}"))])
    })?;
    // The first batch is read before answering, so a database failure is a clean error status.
    let first = state.raw_data.batch(&t.actor, sheets[0], None, BATCH).await?;

    let (feed_tx, mut feed_rx) = mpsc::channel::<Result<Feed, ()>>(4);
    let (body_tx, body_rx) = mpsc::channel::<Result<Bytes, std::io::Error>>(16);
    let source = state.raw_data.clone();
    let actor = t.actor;
    tokio::spawn(async move {
        let mut first = Some(first);
        for sheet in sheets {
            if feed_tx.send(Ok(Feed::Sheet(sheet))).await.is_err() {
                return;
            }
            let mut after = None;
            loop {
                let batch = match first.take() {
                    Some(b) => b,
                    None => match source.batch(&actor, sheet, after, BATCH).await {
                        Ok(b) => b,
                        Err(e) => {
                            tracing::error!(error = %e, "raw data download stopped");
                            let _ = feed_tx.send(Err(())).await;
                            return;
                        }
                    },
                };
                let full = batch.len() as i64 == BATCH;
                after = batch.last_id();
                if feed_tx.send(Ok(Feed::Rows(batch.into_cells()))).await.is_err() {
                    return;
                }
                if !full {
                    break;
                }
            }
        }
    });
    let temp_dir = std::env::temp_dir();
    tokio::task::spawn_blocking(move || {
        let mut out = ChunkWriter::new(body_tx.clone());
        let result = (|| {
            let mut wb = docs::raw_data_sheet::RawWorkbook::new(&temp_dir).map_err(std::io::Error::other)?;
            while let Some(feed) = feed_rx.blocking_recv() {
                match feed {
                    Ok(Feed::Sheet(s)) => wb.start_sheet(s).map_err(std::io::Error::other)?,
                    Ok(Feed::Rows(rows)) => {
                        for r in &rows {
                            wb.write_row(r).map_err(std::io::Error::other)?;
                        }
                    }
                    // A failed read must not look like a complete (shorter) file: break the download.
                    Err(()) => return Err(std::io::Error::other("reading the firm's records failed")),
                }
            }
            wb.finish(&mut out).map_err(std::io::Error::other)?;
            std::io::Write::flush(&mut out)
        })();
        if let Err(e) = result {
            let _ = body_tx.blocking_send(Err(e));
        }
    });
    let file = state.raw_data.file_name(&t.user.company.name);
    let body = futures_util::stream::unfold(body_rx, |mut rx| async move { rx.recv().await.map(|c| (c, rx)) });
    Ok(HttpResponse::Ok()
        .content_type(XLSX)
        .insert_header((header::CONTENT_DISPOSITION, attachment(&file, "johap-data.xlsx")))
        .streaming(body))
}
