//! The portfolio's PDFs (spec: "the PDF is generated in the browser from the overview area"):
//! the GP's browser renders each page's overview, the title page and the whole portfolio with
//! @react-pdf/renderer and stores them here; the share pages show them in frames.

use std::sync::Arc;

use chrono::{DateTime, SubsecRound, Utc};
use kernel::files::FileStore;
use kernel::{Actor, Clock, PortError};

use crate::error::PortfolioError;
use crate::model::{PdfTarget, PortfolioId, MAX_PDF_BYTES};
use crate::ports::PortfolioRepository;
use crate::service::missing_as;

#[derive(Clone)]
pub struct PdfService {
    repo: Arc<dyn PortfolioRepository>,
    store: Arc<dyn FileStore>,
    clock: Arc<dyn Clock>,
}

/// Whether `bytes` can be kept as a PDF: a PDF header, at most [`MAX_PDF_BYTES`].
///
/// # Errors
/// `PdfTooLarge`; `NotAPdf`.
pub fn checked_pdf(bytes: &[u8]) -> Result<(), PortfolioError> {
    if bytes.len() > MAX_PDF_BYTES {
        return Err(PortfolioError::PdfTooLarge);
    }
    // The header may follow a little junk (PDF 1.7, 7.5.2), as real writers' output sometimes does.
    let head = &bytes[..bytes.len().min(1024)];
    if !head.windows(5).any(|w| w == b"%PDF-") {
        return Err(PortfolioError::NotAPdf);
    }
    Ok(())
}

impl PdfService {
    pub fn new(repo: Arc<dyn PortfolioRepository>, store: Arc<dyn FileStore>, clock: Arc<dyn Clock>) -> Self {
        PdfService { repo, store, clock }
    }

    /// The firm's portfolio has `target`: `PortfolioNotFound` or `ItemNotFound` otherwise.
    async fn when_stored(
        &self,
        actor: &Actor,
        id: PortfolioId,
        target: PdfTarget,
    ) -> Result<Option<DateTime<Utc>>, PortfolioError> {
        let p = self.repo.get(actor, id).await.map_err(missing_as(PortfolioError::PortfolioNotFound))?;
        Ok(match target {
            PdfTarget::Title => p.summary.title_pdf_at,
            PdfTarget::Full => p.summary.full_pdf_at,
            PdfTarget::Item(item) => p.items.iter().find(|i| i.id == item).ok_or(PortfolioError::ItemNotFound)?.pdf_at,
        })
    }

    /// Stores (or replaces) `target`'s PDF and returns when.
    ///
    /// # Errors
    /// `PdfTooLarge`; `NotAPdf`; `PortfolioNotFound`; `ItemNotFound`.
    pub async fn store(
        &self,
        actor: &Actor,
        id: PortfolioId,
        target: PdfTarget,
        bytes: Vec<u8>,
    ) -> Result<DateTime<Utc>, PortfolioError> {
        checked_pdf(&bytes)?;
        self.when_stored(actor, id, target).await?;
        // The file first, then the mark: a reader never sees a mark without its file.
        self.store.put(&target.key(id), bytes).await?;
        // Microseconds, as the database keeps them: the answer equals what a later read shows.
        let at = self.clock.now().trunc_subsecs(6);
        let missing = match target {
            PdfTarget::Item(_) => PortfolioError::ItemNotFound,
            _ => PortfolioError::PortfolioNotFound,
        };
        self.repo.pdf_stored(actor, id, target, at).await.map_err(missing_as(missing))?;
        Ok(at)
    }

    /// The firm's stored PDF.
    ///
    /// # Errors
    /// `PdfNotFound` when none was stored yet; `PortfolioNotFound`; `ItemNotFound`.
    pub async fn read(&self, actor: &Actor, id: PortfolioId, target: PdfTarget) -> Result<Vec<u8>, PortfolioError> {
        self.when_stored(actor, id, target).await?.ok_or(PortfolioError::PdfNotFound)?;
        read_stored(self.store.as_ref(), id, target).await
    }
}

/// A stored PDF's bytes; `PdfNotFound` when the store has none.
pub(crate) async fn read_stored(
    store: &dyn FileStore,
    id: PortfolioId,
    target: PdfTarget,
) -> Result<Vec<u8>, PortfolioError> {
    match store.get(&target.key(id)).await {
        Ok(b) => Ok(b),
        Err(PortError::NotFound) => Err(PortfolioError::PdfNotFound),
        Err(e) => Err(e.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_pdfs_within_the_limit_are_kept() {
        assert!(checked_pdf(b"%PDF-1.4\n%\xe2\xe3").is_ok());
        assert!(checked_pdf(b"\xef\xbb\xbf%PDF-1.7").is_ok(), "a little junk before the header");
        assert!(matches!(checked_pdf(b"<html>"), Err(PortfolioError::NotAPdf)));
        assert!(matches!(checked_pdf(b""), Err(PortfolioError::NotAPdf)));
        let mut huge = b"%PDF-1.7".to_vec();
        huge.resize(MAX_PDF_BYTES + 1, 0);
        assert!(matches!(checked_pdf(&huge), Err(PortfolioError::PdfTooLarge)));
    }

    #[test]
    fn each_pdf_has_its_own_key() {
        let p = PortfolioId(7);
        assert_eq!(PdfTarget::Title.key(p), "portfolios/7/title.pdf");
        assert_eq!(PdfTarget::Full.key(p), "portfolios/7/full.pdf");
        assert_eq!(PdfTarget::Item(crate::PortfolioItemId(3)).key(p), "portfolios/7/items/3.pdf");
    }
}
