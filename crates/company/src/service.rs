//! Startup search and profiles, with who may see what.

use std::sync::Arc;

use kernel::{Actor, Page, PageRequest};

use crate::error::CompanyError;
use crate::ports::StartupRepository;
use crate::profile::{StartupCard, StartupId, StartupProfile};
use crate::search::StartupFilterDraft;

/// Autocomplete answers at most this many names.
pub const MAX_SUGGESTIONS: u32 = 10;

/// Who is asking, as far as startup data is concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    /// A member of a GP firm: searches and reads every startup.
    Investor(Actor),
    /// Platform staff who verify data: the same reach as an investor.
    FactChecker(Actor),
    /// A member of a startup: reads only its own company.
    Startup(Actor),
    /// An LP who joined through an invitation: its own applications only, no startup data.
    Lp(Actor),
}

impl Viewer {
    fn may_search(self) -> bool {
        matches!(self, Viewer::Investor(_) | Viewer::FactChecker(_))
    }

    fn may_read(self, id: StartupId) -> bool {
        match self {
            Viewer::Investor(_) | Viewer::FactChecker(_) => true,
            Viewer::Startup(actor) => actor.company_id.get() == id.get(),
            Viewer::Lp(_) => false,
        }
    }
}

#[derive(Clone)]
pub struct StartupService {
    startups: Arc<dyn StartupRepository>,
}

impl StartupService {
    pub fn new(startups: Arc<dyn StartupRepository>) -> Self {
        StartupService { startups }
    }

    /// One page of the startups matching `filter`.
    ///
    /// # Errors
    /// `SearchNotAllowed` for startups; `Validation` for wrong filters.
    pub async fn search(
        &self,
        viewer: Viewer,
        filter: StartupFilterDraft,
        page: PageRequest,
    ) -> Result<Page<StartupCard>, CompanyError> {
        if !viewer.may_search() {
            return Err(CompanyError::SearchNotAllowed);
        }
        let filter = filter.validate().map_err(CompanyError::Validation)?;
        Ok(self.startups.search(&filter, page).await?)
    }

    /// Names for the search box's autocomplete; nothing for a blank piece.
    ///
    /// # Errors
    /// `SearchNotAllowed` for startups.
    pub async fn suggest(&self, viewer: Viewer, piece: &str) -> Result<Vec<(StartupId, String)>, CompanyError> {
        if !viewer.may_search() {
            return Err(CompanyError::SearchNotAllowed);
        }
        let piece: String = piece.trim().chars().take(crate::search::MAX_NAME_QUERY_CHARS).collect();
        if piece.is_empty() {
            return Ok(Vec::new());
        }
        Ok(self.startups.names_like(&piece, MAX_SUGGESTIONS).await?)
    }

    /// Adds startups from collected data (see [`StartupRepository::import`]). Not reachable
    /// over HTTP: the demo seed and data loads call it.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn import(&self, profiles: &[StartupProfile]) -> Result<Vec<StartupId>, CompanyError> {
        Ok(self.startups.import(profiles).await?)
    }

    /// A startup's profile.
    ///
    /// # Errors
    /// `StartupNotFound` when there is none or the viewer is another startup.
    pub async fn profile(&self, viewer: Viewer, id: StartupId) -> Result<StartupProfile, CompanyError> {
        if !viewer.may_read(id) {
            return Err(CompanyError::StartupNotFound);
        }
        Ok(self.startups.profile(id).await?)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use kernel::{CompanyId, PortError, UserId};

    use super::*;
    use crate::search::StartupFilter;

    /// Records what reached storage, so the tests see what the rules let through.
    #[derive(Default)]
    struct Recorder {
        searches: Mutex<Vec<StartupFilter>>,
        pieces: Mutex<Vec<String>>,
    }

    #[async_trait::async_trait]
    impl StartupRepository for Recorder {
        async fn search(&self, filter: &StartupFilter, page: PageRequest) -> Result<Page<StartupCard>, PortError> {
            self.searches.lock().unwrap().push(filter.clone());
            Ok(Page::new(Vec::new(), page, 0))
        }
        async fn names_like(&self, piece: &str, _limit: u32) -> Result<Vec<(StartupId, String)>, PortError> {
            self.pieces.lock().unwrap().push(piece.to_string());
            Ok(Vec::new())
        }
        async fn profile(&self, _id: StartupId) -> Result<StartupProfile, PortError> {
            Err(PortError::NotFound)
        }
        async fn import(&self, _profiles: &[StartupProfile]) -> Result<Vec<StartupId>, PortError> {
            Ok(Vec::new())
        }
    }

    fn actor(company: i64) -> Actor {
        Actor { user_id: UserId(1), company_id: CompanyId(company), is_ceo: true }
    }

    #[tokio::test]
    async fn startups_cannot_search_and_wrong_filters_reach_nothing() {
        let repo = Arc::new(Recorder::default());
        let s = StartupService::new(repo.clone());
        let page = PageRequest::new(None, None);
        for viewer in [Viewer::Startup(actor(5)), Viewer::Lp(actor(7))] {
            let e = s.search(viewer, StartupFilterDraft::default(), page).await.unwrap_err();
            assert!(matches!(e, CompanyError::SearchNotAllowed));
        }
        let bad = StartupFilterDraft { regions: vec!["SD99".into()], ..StartupFilterDraft::default() };
        let e = s.search(Viewer::Investor(actor(1)), bad, page).await.unwrap_err();
        assert!(matches!(e, CompanyError::Validation(_)));
        assert!(repo.searches.lock().unwrap().is_empty());
        s.search(Viewer::FactChecker(actor(9)), StartupFilterDraft::default(), page).await.unwrap();
        assert_eq!(repo.searches.lock().unwrap().len(), 1);
    }

    #[tokio::test]
    async fn a_startup_reads_only_its_own_profile() {
        let s = StartupService::new(Arc::new(Recorder::default()));
        for viewer in [Viewer::Startup(actor(5)), Viewer::Lp(actor(6))] {
            let e = s.profile(viewer, StartupId(6)).await.unwrap_err();
            assert!(matches!(e, CompanyError::StartupNotFound));
        }
        // Its own id reaches storage (which has none here).
        let e = s.profile(Viewer::Startup(actor(5)), StartupId(5)).await.unwrap_err();
        assert!(matches!(e, CompanyError::StartupNotFound));
    }

    #[tokio::test]
    async fn suggestions_skip_blank_pieces_and_cut_long_ones() {
        let repo = Arc::new(Recorder::default());
        let s = StartupService::new(repo.clone());
        assert!(s.suggest(Viewer::Investor(actor(1)), "   ").await.unwrap().is_empty());
        s.suggest(Viewer::Investor(actor(1)), &format!(" {} ", "가".repeat(150))).await.unwrap();
        let pieces = repo.pieces.lock().unwrap();
        assert_eq!(pieces.len(), 1);
        assert_eq!(pieces[0].chars().count(), 100);
    }
}
