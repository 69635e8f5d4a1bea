//! Startup search and profiles, with who may see what.

use std::sync::Arc;

use kernel::files::Staging;
use kernel::{Actor, Clock, Page, PageRequest, Refused, TokenMinter};

use crate::error::CompanyError;
use crate::model::StartupId;
use crate::notes::{checked_opinion, OpinionConflict, SavedSearch, SavedSearchId, StartupOpinion};
use crate::ports::{DataRequests, FactChecks, StartupEdits, StartupFiles, StartupNotes, StartupRepository};
use crate::profile::{StartupCard, StartupProfile};
use crate::ranking::Rankings;
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

    /// The investor acting, for what a firm keeps about startups (opinions, bookmarks).
    pub(crate) fn investor(self) -> Result<Actor, CompanyError> {
        match self {
            Viewer::Investor(actor) => Ok(actor),
            _ => Err(CompanyError::InvestorsOnly),
        }
    }

    pub(crate) fn may_read(self, id: StartupId) -> bool {
        match self {
            Viewer::Investor(_) | Viewer::FactChecker(_) => true,
            Viewer::Startup(actor) => actor.company_id.get() == id.get(),
            Viewer::Lp(_) => false,
        }
    }
}

#[derive(Clone)]
pub struct StartupService {
    pub(crate) startups: Arc<dyn StartupRepository>,
    notes: Arc<dyn StartupNotes>,
    pub(crate) edits: Arc<dyn StartupEdits>,
    pub(crate) checks: Arc<dyn FactChecks>,
    pub(crate) files: Arc<dyn StartupFiles>,
    pub(crate) staging: Staging,
    pub(crate) tokens: Arc<dyn TokenMinter>,
    pub(crate) requests: Arc<dyn DataRequests>,
    pub(crate) public_origin: String,
    clock: Arc<dyn Clock>,
}

/// The storage a [`StartupService`] works on.
pub struct StartupPorts {
    pub startups: Arc<dyn StartupRepository>,
    pub notes: Arc<dyn StartupNotes>,
    pub edits: Arc<dyn StartupEdits>,
    pub checks: Arc<dyn FactChecks>,
    pub files: Arc<dyn StartupFiles>,
    /// Where uploads' bytes go before their rows.
    pub staging: Staging,
    /// Mints the tokens pictures are served under and data requests' link tokens.
    pub tokens: Arc<dyn TokenMinter>,
    pub requests: Arc<dyn DataRequests>,
    /// Where the web app is served, for the links mails carry.
    pub public_origin: String,
    /// "Now" for due dates, reminders and what may not lie in the future.
    pub clock: Arc<dyn Clock>,
}

fn refused(e: Refused<OpinionConflict>) -> CompanyError {
    e.map_into(CompanyError::Opinion, CompanyError::from)
}

impl StartupService {
    pub fn new(ports: StartupPorts) -> Self {
        let StartupPorts { startups, notes, edits, checks, files, staging, tokens, requests, public_origin, clock } =
            ports;
        StartupService { startups, notes, edits, checks, files, staging, tokens, requests, public_origin, clock }
    }

    /// Now, by the service's clock (what screens count due dates from).
    pub fn now(&self) -> chrono::DateTime<chrono::Utc> {
        self.clock.now()
    }

    /// Today in Korea, by the service's clock.
    pub fn today(&self) -> chrono::NaiveDate {
        kernel::format::korean_date(self.now())
    }

    /// The viewer's firm's opinion of a startup, if it wrote one.
    ///
    /// # Errors
    /// `InvestorsOnly`; `StartupNotFound`.
    pub async fn opinion(&self, viewer: Viewer, id: StartupId) -> Result<Option<StartupOpinion>, CompanyError> {
        Ok(self.notes.opinion(&viewer.investor()?, id).await?)
    }

    /// Writes the firm's opinion: `create` for the first one, else an edit of the one it has.
    ///
    /// # Errors
    /// `InvestorsOnly`; `Validation` (blank or too long); `Opinion(AlreadyWritten)` on a second
    /// create; `Opinion(NotWritten)` on an edit without one; `StartupNotFound`.
    pub async fn write_opinion(
        &self,
        viewer: Viewer,
        id: StartupId,
        raw: &str,
        create: bool,
    ) -> Result<StartupOpinion, CompanyError> {
        let actor = viewer.investor()?;
        let html = checked_opinion(raw).map_err(CompanyError::Validation)?;
        let written = if create {
            self.notes.create_opinion(&actor, id, &html).await
        } else {
            self.notes.update_opinion(&actor, id, &html).await
        };
        written.map_err(refused)
    }

    /// Deletes the firm's opinion.
    ///
    /// # Errors
    /// `InvestorsOnly`; `Opinion(NotWritten)`; `StartupNotFound`.
    pub async fn delete_opinion(&self, viewer: Viewer, id: StartupId) -> Result<(), CompanyError> {
        self.notes.delete_opinion(&viewer.investor()?, id).await.map_err(refused)
    }

    /// Bookmarks (or un-bookmarks) a startup for the firm.
    ///
    /// # Errors
    /// `InvestorsOnly`; `StartupNotFound`.
    pub async fn set_bookmark(&self, viewer: Viewer, id: StartupId, on: bool) -> Result<(), CompanyError> {
        Ok(self.notes.set_bookmark(&viewer.investor()?, id, on).await?)
    }

    /// Whether the firm bookmarked the startup.
    ///
    /// # Errors
    /// `InvestorsOnly`; `StartupNotFound`.
    pub async fn is_bookmarked(&self, viewer: Viewer, id: StartupId) -> Result<bool, CompanyError> {
        Ok(self.notes.is_bookmarked(&viewer.investor()?, id).await?)
    }

    /// Saves a search of the firm's (checked first: a saved search always runs).
    ///
    /// # Errors
    /// `InvestorsOnly`; `Validation` for wrong filters.
    pub async fn save_search(&self, viewer: Viewer, filter: StartupFilterDraft) -> Result<SavedSearchId, CompanyError> {
        let actor = viewer.investor()?;
        filter.clone().validate().map_err(CompanyError::Validation)?;
        Ok(self.notes.save_search(&actor, &filter).await?)
    }

    /// One of the firm's saved searches.
    ///
    /// # Errors
    /// `InvestorsOnly`; `SavedSearchNotFound` for an unknown id or another firm's.
    pub async fn saved_search(&self, viewer: Viewer, id: SavedSearchId) -> Result<SavedSearch, CompanyError> {
        self.notes.saved_search(&viewer.investor()?, id).await.map_err(|e| match e {
            kernel::PortError::NotFound => CompanyError::SavedSearchNotFound,
            other => CompanyError::Port(other),
        })
    }

    /// The firm's interest companies.
    ///
    /// # Errors
    /// `InvestorsOnly`.
    pub async fn bookmarks(&self, viewer: Viewer, page: PageRequest) -> Result<Page<StartupCard>, CompanyError> {
        Ok(self.notes.bookmarks(&viewer.investor()?, page).await?)
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

    /// The month's biggest risers and fallers in company value, as of `today`.
    ///
    /// # Errors
    /// `SearchNotAllowed` for startups and LPs.
    pub async fn rankings(&self, viewer: Viewer) -> Result<Rankings, CompanyError> {
        let today = self.today();
        if !viewer.may_search() {
            return Err(CompanyError::SearchNotAllowed);
        }
        Ok(Rankings::of(self.startups.value_changes(today).await?))
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
        async fn value_changes(&self, _today: chrono::NaiveDate) -> Result<Vec<crate::ValueChange>, PortError> {
            Ok(Vec::new())
        }
    }

    /// Notes that record which firm asked: the service must pass the investor's own actor.
    #[derive(Default)]
    struct Notes {
        asked: Mutex<Vec<i64>>,
    }

    #[async_trait::async_trait]
    impl StartupNotes for Notes {
        async fn opinion(&self, actor: &Actor, _s: StartupId) -> Result<Option<StartupOpinion>, PortError> {
            self.asked.lock().unwrap().push(actor.company_id.get());
            Ok(None)
        }
        async fn create_opinion(
            &self,
            actor: &Actor,
            _s: StartupId,
            _h: &kernel::RichText,
        ) -> Result<StartupOpinion, Refused<OpinionConflict>> {
            self.asked.lock().unwrap().push(actor.company_id.get());
            Err(Refused::Conflict(OpinionConflict::AlreadyWritten))
        }
        async fn update_opinion(
            &self,
            _a: &Actor,
            _s: StartupId,
            _h: &kernel::RichText,
        ) -> Result<StartupOpinion, Refused<OpinionConflict>> {
            Err(Refused::Conflict(OpinionConflict::NotWritten))
        }
        async fn delete_opinion(&self, _a: &Actor, _s: StartupId) -> Result<(), Refused<OpinionConflict>> {
            Err(Refused::Port(PortError::NotFound))
        }
        async fn set_bookmark(&self, _a: &Actor, _s: StartupId, _on: bool) -> Result<(), PortError> {
            Ok(())
        }
        async fn is_bookmarked(&self, _a: &Actor, _s: StartupId) -> Result<bool, PortError> {
            Ok(false)
        }
        async fn bookmarks(&self, _a: &Actor, page: PageRequest) -> Result<Page<StartupCard>, PortError> {
            Ok(Page::new(Vec::new(), page, 0))
        }
        async fn save_search(&self, actor: &Actor, _f: &StartupFilterDraft) -> Result<SavedSearchId, PortError> {
            self.asked.lock().unwrap().push(actor.company_id.get());
            Ok(SavedSearchId(1))
        }
        async fn saved_search(&self, _a: &Actor, _id: SavedSearchId) -> Result<SavedSearch, PortError> {
            Err(PortError::NotFound)
        }
    }

    fn service(repo: Arc<Recorder>) -> StartupService {
        StartupService::new(crate::testing::with_unused(repo, Arc::new(Notes::default())))
    }

    #[tokio::test]
    async fn only_investors_keep_opinions_and_bookmarks_and_blank_ones_reach_nothing() {
        let notes = Arc::new(Notes::default());
        let s = StartupService::new(crate::testing::with_unused(Arc::new(Recorder::default()), notes.clone()));
        let id = StartupId(3);
        for viewer in [Viewer::Startup(actor(5)), Viewer::Lp(actor(6)), Viewer::FactChecker(actor(7))] {
            assert!(matches!(s.opinion(viewer, id).await.unwrap_err(), CompanyError::InvestorsOnly));
            assert!(matches!(s.set_bookmark(viewer, id, true).await.unwrap_err(), CompanyError::InvestorsOnly));
            let e = s.write_opinion(viewer, id, "<p>의견</p>", true).await.unwrap_err();
            assert!(matches!(e, CompanyError::InvestorsOnly));
        }
        let e = s.write_opinion(Viewer::Investor(actor(1)), id, "<p> </p>", true).await.unwrap_err();
        assert!(matches!(e, CompanyError::Validation(_)));
        assert!(notes.asked.lock().unwrap().is_empty());
        // Conflicts come back typed; a missing startup is StartupNotFound.
        let e = s.write_opinion(Viewer::Investor(actor(1)), id, "<p>의견</p>", true).await.unwrap_err();
        assert!(matches!(e, CompanyError::Opinion(OpinionConflict::AlreadyWritten)));
        let e = s.write_opinion(Viewer::Investor(actor(1)), id, "<p>의견</p>", false).await.unwrap_err();
        assert!(matches!(e, CompanyError::Opinion(OpinionConflict::NotWritten)));
        let e = s.delete_opinion(Viewer::Investor(actor(1)), id).await.unwrap_err();
        assert!(matches!(e, CompanyError::StartupNotFound));
        s.opinion(Viewer::Investor(actor(2)), id).await.unwrap();
        assert_eq!(*notes.asked.lock().unwrap(), vec![1, 2]);
        // A search with wrong filters is never saved; another firm's id is not found.
        let bad = StartupFilterDraft { regions: vec!["SD99".into()], ..StartupFilterDraft::default() };
        let e = s.save_search(Viewer::Investor(actor(1)), bad).await.unwrap_err();
        assert!(matches!(e, CompanyError::Validation(_)));
        assert_eq!(notes.asked.lock().unwrap().len(), 2);
        let e = s.saved_search(Viewer::Investor(actor(1)), SavedSearchId(9)).await.unwrap_err();
        assert!(matches!(e, CompanyError::SavedSearchNotFound));
    }

    fn actor(company: i64) -> Actor {
        Actor { user_id: UserId(1), company_id: CompanyId(company), is_ceo: true }
    }

    #[tokio::test]
    async fn startups_cannot_search_and_wrong_filters_reach_nothing() {
        let repo = Arc::new(Recorder::default());
        let s = service(repo.clone());
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
        let s = service(Arc::new(Recorder::default()));
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
        let s = service(repo.clone());
        assert!(s.suggest(Viewer::Investor(actor(1)), "   ").await.unwrap().is_empty());
        s.suggest(Viewer::Investor(actor(1)), &format!(" {} ", "가".repeat(150))).await.unwrap();
        let pieces = repo.pieces.lock().unwrap();
        assert_eq!(pieces.len(), 1);
        assert_eq!(pieces[0].chars().count(), 100);
    }
}
