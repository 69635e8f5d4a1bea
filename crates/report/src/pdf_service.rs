//! A stored report as a PDF: which report, which union's part and opinion, the file's name, and
//! the drawing itself, handed back as a job because drawing is CPU work the caller runs off its
//! request threads.

use std::sync::Arc;

use kernel::{Actor, PortError};
use union::UnionId;

use crate::error::ReportError;
use crate::ports::ReportRenderer;
use crate::report_service::ReportService;
use crate::reports::ReportId;

type Draw = Box<dyn FnOnce() -> Result<Vec<u8>, PortError> + Send>;

/// A PDF ready to be drawn: its download name (Korean, from the report) and an ASCII one for
/// clients that cannot read the first.
pub struct PrintJob {
    pub file_name: String,
    pub fallback_name: String,
    draw: Draw,
}

impl PrintJob {
    /// Draws the PDF (CPU-bound: run it on a blocking thread).
    ///
    /// # Errors
    /// `NotFound` when the union is not in the report; `Unexpected` when the document cannot be made.
    pub fn draw(self) -> Result<Vec<u8>, PortError> {
        (self.draw)()
    }
}

#[derive(Clone)]
pub struct ReportPdfService {
    reports: ReportService,
    renderer: Arc<dyn ReportRenderer>,
}

impl ReportPdfService {
    pub fn new(reports: ReportService, renderer: Arc<dyn ReportRenderer>) -> Self {
        ReportPdfService { reports, renderer }
    }

    /// The overall report: its totals, its opinion, the unions and every company.
    ///
    /// # Errors
    /// `NotFound`.
    pub async fn overall(&self, actor: &Actor, id: ReportId) -> Result<PrintJob, ReportError> {
        let (report, opinions) = self.reports.printable(actor, id, None).await?;
        let renderer = self.renderer.clone();
        Ok(PrintJob {
            file_name: format!("{}_{}.pdf", report.summary.title, report.figures.base_date),
            fallback_name: format!("report-{}.pdf", id.get()),
            draw: Box::new(move || renderer.overall(&report, &opinions)),
        })
    }

    /// One union's per-source report with that union's opinion.
    ///
    /// # Errors
    /// `NotFound`, `UnionNotFound` (not in the report).
    pub async fn union(&self, actor: &Actor, id: ReportId, union: UnionId) -> Result<PrintJob, ReportError> {
        let (report, opinions) = self.reports.printable(actor, id, Some(union)).await?;
        let union_name = report.figures.union(union).map(|u| u.union_name.clone()).unwrap_or_default();
        let renderer = self.renderer.clone();
        Ok(PrintJob {
            file_name: format!("{}_{}_{}.pdf", report.summary.title, union_name, report.figures.base_date),
            fallback_name: format!("report-{}-union-{}.pdf", id.get(), union.get()),
            draw: Box::new(move || {
                let opinion = opinions.iter().find(|o| o.union_id == Some(union));
                renderer.union(&report, union, opinion)
            }),
        })
    }
}
