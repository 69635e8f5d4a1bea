//! The startup's own side and the fact-check: a startup edits only its own data, each change
//! becomes a revision naming the items it touched, and only fact-checkers give verdicts.

use kernel::{Actor, FieldError, Page, PageRequest, PortError};

use crate::editing::{
    checked_shareholders, ProfileDraft, ProfileEdit, Revision, ShareholderDraft, StartupChange, YearFigures,
};
use crate::error::CompanyError;
use crate::fact_check::{FactCheckDraft, FactCheckItem, QueueEntry};
use crate::figures::{BalanceSheet, IncomeStatement};
use crate::figures_import::{checked_rows, FigureRowDraft};
use crate::model::StartupId;
use crate::news::{NewsDraft, NewsId, MAX_NEWS};
use crate::profile::StartupProfile;
use crate::score_adjust::ScoreAdjustmentDraft;
use crate::service::{StartupService, Viewer};

impl Viewer {
    /// The member acting for its own startup; another startup's data is not there for it.
    ///
    /// # Errors
    /// `StartupNotFound` for another startup's member, `OwnCompanyOnly` for anyone else.
    pub fn own_startup(self, id: StartupId) -> Result<Actor, CompanyError> {
        match self {
            Viewer::Startup(actor) if actor.company_id.get() == id.get() => Ok(actor),
            Viewer::Startup(_) => Err(CompanyError::StartupNotFound),
            _ => Err(CompanyError::OwnCompanyOnly),
        }
    }

    fn fact_checker(self) -> Result<Actor, CompanyError> {
        match self {
            Viewer::FactChecker(actor) => Ok(actor),
            _ => Err(CompanyError::FactCheckersOnly),
        }
    }
}

impl StartupService {
    /// The profile as stored, or `None` for a startup that has not filled one in yet.
    pub(crate) async fn current(&self, id: StartupId) -> Result<Option<StartupProfile>, CompanyError> {
        match self.startups.profile(id).await {
            Ok(p) => Ok(Some(p)),
            Err(PortError::NotFound) => Ok(None),
            Err(e) => Err(CompanyError::Port(e)),
        }
    }

    /// Stores a change with its revision unless it changes nothing (a second click is a no-op),
    /// then answers the profile as it now stands.
    async fn apply(
        &self,
        actor: &Actor,
        id: StartupId,
        change: StartupChange,
        items: &[FactCheckItem],
    ) -> Result<StartupProfile, CompanyError> {
        if !items.is_empty() {
            self.edits.record(actor, id, &change, items).await?;
        }
        self.rescored(id).await
    }

    /// The profile as it now stands, its total kept as today's point of the score history.
    /// The history is derived data: when keeping the point fails, the change (already stored)
    /// still stands and the next change keeps it.
    pub(crate) async fn rescored(&self, id: StartupId) -> Result<StartupProfile, CompanyError> {
        let mut profile = self.startups.profile(id).await?;
        if let Some(scores) = profile.scores() {
            if let Ok(point) = self.edits.record_score(id, scores.total).await {
                profile.score_history.retain(|p| p.on != point.on);
                profile.score_history.push(point);
            }
        }
        Ok(profile)
    }

    /// The startup links a news item about it (관련 자료, FI12).
    ///
    /// # Errors
    /// `OwnCompanyOnly`, `StartupNotFound`, `Validation` (the item's fields, or `news` when it
    /// already keeps [`MAX_NEWS`]).
    pub async fn add_news(
        &self,
        viewer: Viewer,
        id: StartupId,
        draft: NewsDraft,
    ) -> Result<StartupProfile, CompanyError> {
        let today = self.today();
        let actor = viewer.own_startup(id)?;
        let item = draft.check(today).map_err(CompanyError::Validation)?;
        if self.current(id).await?.is_some_and(|p| p.news.len() >= MAX_NEWS) {
            return Err(CompanyError::Validation(vec![FieldError::new(
                "news",
                "뉴스는 50건까지 등록할 수 있습니다. 지난 뉴스를 지운 뒤 등록해 주세요.",
            )]));
        }
        self.apply(&actor, id, StartupChange::AddNews { item }, &[FactCheckItem::RelatedData]).await
    }

    /// The startup removes one of its news items.
    ///
    /// # Errors
    /// `OwnCompanyOnly`, `StartupNotFound`, `NewsNotFound`.
    pub async fn remove_news(
        &self,
        viewer: Viewer,
        id: StartupId,
        news: NewsId,
    ) -> Result<StartupProfile, CompanyError> {
        let actor = viewer.own_startup(id)?;
        let change = StartupChange::RemoveNews { id: news };
        self.edits.record(&actor, id, &change, &[FactCheckItem::RelatedData]).await.map_err(|e| match e {
            PortError::NotFound => CompanyError::NewsNotFound,
            other => CompanyError::Port(other),
        })?;
        self.rescored(id).await
    }

    /// Every year the startup reported, oldest first (the profile shows only the latest three).
    /// A startup that has saved nothing yet has none.
    ///
    /// # Errors
    /// `StartupNotFound` (a startup the viewer may not read).
    pub async fn figures(&self, viewer: Viewer, id: StartupId) -> Result<Vec<YearFigures>, CompanyError> {
        match self.profile(viewer, id).await {
            Ok(p) => Ok(YearFigures::all_of(&p)),
            Err(CompanyError::StartupNotFound) if viewer.own_startup(id).is_ok() => Ok(Vec::new()),
            Err(e) => Err(e),
        }
    }

    /// A startup saves its profile form.
    ///
    /// # Errors
    /// `OwnCompanyOnly` for investors and fact-checkers; `StartupNotFound` for another
    /// startup's; `Validation`.
    pub async fn edit_profile(
        &self,
        viewer: Viewer,
        id: StartupId,
        draft: ProfileDraft,
    ) -> Result<StartupProfile, CompanyError> {
        let today = self.today();
        let actor = viewer.own_startup(id)?;
        let before = self.current(id).await?;
        let listed = before
            .as_ref()
            .map_or(0, |p| p.shareholders.iter().map(|s| s.stock_count).fold(0_i64, i64::saturating_add));
        let edit = draft.validate(today, listed).map_err(CompanyError::Validation)?;
        let items = edit.changed_items(before.as_ref().map(ProfileEdit::of).as_ref());
        self.apply(&actor, id, StartupChange::Profile(edit), &items).await
    }

    /// A startup replaces its shareholder list.
    ///
    /// # Errors
    /// As [`Self::edit_profile`].
    pub async fn edit_shareholders(
        &self,
        viewer: Viewer,
        id: StartupId,
        rows: Vec<ShareholderDraft>,
    ) -> Result<StartupProfile, CompanyError> {
        let actor = viewer.own_startup(id)?;
        let before = self.current(id).await?;
        let issued = before.as_ref().and_then(|p| p.size.issued_shares);
        let shareholders = checked_shareholders(rows, issued).map_err(CompanyError::Validation)?;
        let unchanged = before.as_ref().is_some_and(|p| p.shareholders == shareholders);
        let items = if unchanged { Vec::new() } else { vec![FactCheckItem::Shareholders] };
        self.apply(&actor, id, StartupChange::Shareholders { shareholders }, &items).await
    }

    /// A startup saves one year's balance sheet and income statement.
    ///
    /// # Errors
    /// As [`Self::edit_profile`].
    pub async fn edit_year(
        &self,
        viewer: Viewer,
        id: StartupId,
        year: i32,
        figures: (BalanceSheet, IncomeStatement),
    ) -> Result<StartupProfile, CompanyError> {
        let today = self.today();
        let actor = viewer.own_startup(id)?;
        let figures = YearFigures::checked(year, figures.0, figures.1, today).map_err(CompanyError::Validation)?;
        let before = self.current(id).await?;
        let items = figures.changed_items(before.as_ref().and_then(|p| YearFigures::of(p, year)).as_ref());
        self.apply(&actor, id, StartupChange::Figures(figures), &items).await
    }

    /// A startup imports years from its spreadsheet: every row checked first (nothing stored
    /// when one is bad), then the years that differ from what is stored saved as one revision.
    ///
    /// # Errors
    /// `OwnCompanyOnly`, `StartupNotFound`, `ImportInvalid` (every bad row named).
    pub async fn import_years(
        &self,
        viewer: Viewer,
        id: StartupId,
        rows: Vec<FigureRowDraft>,
    ) -> Result<StartupProfile, CompanyError> {
        let today = self.today();
        let actor = viewer.own_startup(id)?;
        let years = checked_rows(rows, today).map_err(CompanyError::ImportInvalid)?;
        let before = self.current(id).await?;
        let mut items: Vec<FactCheckItem> = Vec::new();
        let mut changed = Vec::new();
        for year in years {
            let stored = before.as_ref().and_then(|p| YearFigures::of(p, year.balance.year));
            let touched = year.changed_items(stored.as_ref());
            if !touched.is_empty() {
                items.extend(touched);
                changed.push(year);
            }
        }
        items.sort_by_key(|i| i.code());
        items.dedup();
        self.apply(&actor, id, StartupChange::ImportYears { years: changed }, &items).await
    }

    /// A startup removes one year's statements; removing a year it never reported changes nothing.
    ///
    /// # Errors
    /// As [`Self::edit_profile`].
    pub async fn remove_year(&self, viewer: Viewer, id: StartupId, year: i32) -> Result<StartupProfile, CompanyError> {
        let actor = viewer.own_startup(id)?;
        let before = self.current(id).await?;
        let Some(existing) = before.as_ref().and_then(|p| YearFigures::of(p, year)) else {
            return before.ok_or(CompanyError::StartupNotFound);
        };
        let blank = YearFigures {
            balance: BalanceSheet { year, ..BalanceSheet::default() },
            income: IncomeStatement { year, ..IncomeStatement::default() },
        };
        let mut items = blank.changed_items(Some(&existing));
        if items.is_empty() {
            // A year of blank rows: removing it still changes the statements' list.
            items.push(FactCheckItem::FinancialStatus);
        }
        self.apply(&actor, id, StartupChange::RemoveYear { year }, &items).await
    }

    /// The update-history panel: who changed what, and when.
    ///
    /// # Errors
    /// `StartupNotFound` for a viewer who may not read the startup.
    pub async fn history(
        &self,
        viewer: Viewer,
        id: StartupId,
        page: PageRequest,
    ) -> Result<Page<Revision>, CompanyError> {
        if !viewer.may_read(id) {
            return Err(CompanyError::StartupNotFound);
        }
        Ok(self.edits.history(id, page).await?)
    }

    /// A fact-checker's verdict on one item; answers the profile with its new checks.
    ///
    /// # Errors
    /// `FactCheckersOnly`; `Validation`; `StartupNotFound`.
    pub async fn fact_check(
        &self,
        viewer: Viewer,
        id: StartupId,
        draft: FactCheckDraft,
    ) -> Result<StartupProfile, CompanyError> {
        let actor = viewer.fact_checker()?;
        let check = draft.validate().map_err(CompanyError::Validation)?;
        self.checks.record_verdict(&actor, id, &check).await?;
        self.rescored(id).await
    }

    /// A fact-checker moves one axis of the model's score, with a reason.
    ///
    /// # Errors
    /// `FactCheckersOnly`, `Validation`, `StartupNotFound`.
    pub async fn adjust_score(
        &self,
        viewer: Viewer,
        id: StartupId,
        draft: ScoreAdjustmentDraft,
    ) -> Result<StartupProfile, CompanyError> {
        let actor = viewer.fact_checker()?;
        let adjustment = draft.validate().map_err(CompanyError::Validation)?;
        self.checks.adjust_score(&actor, id, &adjustment).await?;
        self.rescored(id).await
    }

    /// The fact-checkers' queue.
    ///
    /// # Errors
    /// `FactCheckersOnly`.
    pub async fn fact_check_queue(&self, viewer: Viewer, page: PageRequest) -> Result<Page<QueueEntry>, CompanyError> {
        viewer.fact_checker()?;
        Ok(self.checks.queue(page).await?)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use kernel::{CompanyId, UserId};

    use super::*;
    use crate::testing::{actor, ports, Stored};

    fn draft() -> ProfileDraft {
        ProfileDraft { industry: "game".into(), operating_status: "active".into(), ..ProfileDraft::default() }
    }

    #[tokio::test]
    async fn a_startup_edits_only_its_own_data_and_checkers_only_check() {
        let stored = Arc::new(Stored::default());
        let s = StartupService::new(ports(stored.clone()));
        let own = StartupId(5);
        for viewer in [Viewer::Investor(actor(1)), Viewer::FactChecker(actor(2)), Viewer::Lp(actor(3))] {
            let e = s.edit_profile(viewer, own, draft()).await.unwrap_err();
            assert!(matches!(e, CompanyError::OwnCompanyOnly));
        }
        let e = s.edit_profile(Viewer::Startup(actor(6)), own, draft()).await.unwrap_err();
        assert!(matches!(e, CompanyError::StartupNotFound));
        let verdict = || FactCheckDraft { item: "FI01".into(), verdict: "verified".into(), note: String::new() };
        for viewer in [Viewer::Investor(actor(1)), Viewer::Startup(actor(5))] {
            assert!(matches!(s.fact_check(viewer, own, verdict()).await.unwrap_err(), CompanyError::FactCheckersOnly));
            let e = s.fact_check_queue(viewer, PageRequest::new(None, None)).await.unwrap_err();
            assert!(matches!(e, CompanyError::FactCheckersOnly));
        }
        assert!(stored.recorded.lock().unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_first_profile_touches_every_item_it_carries_and_a_repeat_touches_none() {
        let stored = Arc::new(Stored::default());
        let s = StartupService::new(ports(stored.clone()));
        let me = Viewer::Startup(Actor { user_id: UserId(9), company_id: CompanyId(5), is_ceo: true });
        s.edit_profile(me, StartupId(5), draft()).await.unwrap();
        s.edit_profile(me, StartupId(5), draft()).await.unwrap();
        let recorded: Vec<Vec<FactCheckItem>> = stored.recorded.lock().unwrap().clone();
        assert_eq!(
            recorded,
            [vec![FactCheckItem::BasicInfo, FactCheckItem::Size, FactCheckItem::Investment, FactCheckItem::Members]]
        );
        let bad = ProfileDraft { industry: "x".into(), ..draft() };
        assert!(matches!(s.edit_profile(me, StartupId(5), bad).await, Err(CompanyError::Validation(_))));
        assert_eq!(stored.recorded.lock().unwrap().len(), 1);
    }

    #[tokio::test]
    async fn removing_a_year_never_reported_changes_nothing() {
        let stored = Arc::new(Stored::default());
        let s = StartupService::new(ports(stored.clone()));
        let me = Viewer::Startup(actor(5));
        s.edit_profile(me, StartupId(5), draft()).await.unwrap();
        s.remove_year(me, StartupId(5), 2020).await.unwrap();
        assert_eq!(stored.recorded.lock().unwrap().len(), 1);
    }
}
