//! The GP's use cases: portfolios, their target startups and pages. Every call is the actor's
//! firm's; another firm's ids are not found.

use std::sync::Arc;

use kernel::{Actor, PortError, Refused};

use crate::error::PortfolioError;
use crate::model::{
    checked_item, checked_targets, checked_title, Portfolio, PortfolioId, PortfolioItem, PortfolioItemId,
    PortfolioSummary, DEFAULT_TITLE,
};
use crate::ports::{PortfolioRepository, UnknownStartup};

#[derive(Clone)]
pub struct PortfolioService {
    repo: Arc<dyn PortfolioRepository>,
}

/// `NotFound` as `missing`, other port errors as they are.
pub(crate) fn missing_as(missing: PortfolioError) -> impl FnOnce(PortError) -> PortfolioError {
    move |e| match e {
        PortError::NotFound => missing,
        other => PortfolioError::Port(other),
    }
}

impl PortfolioService {
    pub fn new(repo: Arc<dyn PortfolioRepository>) -> Self {
        PortfolioService { repo }
    }

    /// # Errors
    /// Storage failures only.
    pub async fn list(&self, actor: &Actor) -> Result<Vec<PortfolioSummary>, PortfolioError> {
        Ok(self.repo.list(actor).await?)
    }

    /// A new, empty portfolio ('포트폴리오' when no title is given).
    ///
    /// # Errors
    /// `Validation` for a title too long.
    pub async fn create(&self, actor: &Actor, title: Option<&str>) -> Result<PortfolioSummary, PortfolioError> {
        let title = checked_title(title, "title", DEFAULT_TITLE).map_err(PortfolioError::Validation)?;
        Ok(self.repo.create(actor, &title).await?)
    }

    /// # Errors
    /// `PortfolioNotFound`.
    pub async fn get(&self, actor: &Actor, id: PortfolioId) -> Result<Portfolio, PortfolioError> {
        self.repo.get(actor, id).await.map_err(missing_as(PortfolioError::PortfolioNotFound))
    }

    /// # Errors
    /// `Validation`; `PortfolioNotFound`.
    pub async fn rename(
        &self,
        actor: &Actor,
        id: PortfolioId,
        title: &str,
    ) -> Result<PortfolioSummary, PortfolioError> {
        let title = checked_title(Some(title), "title", DEFAULT_TITLE).map_err(PortfolioError::Validation)?;
        self.repo.rename(actor, id, &title).await.map_err(missing_as(PortfolioError::PortfolioNotFound))
    }

    /// # Errors
    /// `PortfolioNotFound`.
    pub async fn delete(&self, actor: &Actor, id: PortfolioId) -> Result<(), PortfolioError> {
        self.repo.delete(actor, id).await.map_err(missing_as(PortfolioError::PortfolioNotFound))
    }

    /// Sets the target startups (the startup-list modal): one page each, in the order given.
    ///
    /// # Errors
    /// `Validation` (too many); `PortfolioNotFound`; `StartupNotFound`.
    pub async fn set_targets(&self, actor: &Actor, id: PortfolioId, ids: &[i64]) -> Result<Portfolio, PortfolioError> {
        let startups = checked_targets(ids).map_err(PortfolioError::Validation)?;
        self.repo.set_targets(actor, id, &startups).await.map_err(|e| match e {
            Refused::Conflict(UnknownStartup(_)) => PortfolioError::StartupNotFound,
            Refused::Port(p) => missing_as(PortfolioError::PortfolioNotFound)(p),
        })
    }

    /// Saves a page from the editor; its title defaults to the startup's name.
    ///
    /// # Errors
    /// `Validation`; `PortfolioNotFound`; `ItemNotFound`.
    pub async fn save_item(
        &self,
        actor: &Actor,
        id: PortfolioId,
        item: PortfolioItemId,
        title: Option<&str>,
        blocks: &[String; 3],
    ) -> Result<PortfolioItem, PortfolioError> {
        let portfolio = self.get(actor, id).await?;
        let page = portfolio.items.iter().find(|i| i.id == item).ok_or(PortfolioError::ItemNotFound)?;
        let edit = checked_item(title, blocks, &page.startup_name).map_err(PortfolioError::Validation)?;
        self.repo.save_item(actor, id, item, &edit).await.map_err(missing_as(PortfolioError::ItemNotFound))
    }
}
