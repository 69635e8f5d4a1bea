//! In-memory stand-ins for the ports, for the service's rule tests only.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use chrono::{DateTime, NaiveDate, Utc};
use kernel::files::{FileStore, PendingObjects, Staging};
use kernel::{Actor, CompanyId, Page, PageRequest, PortError, Refused, RichText, TokenMinter, UserId, Won};

use crate::documents::{ImageRef, ImageSlot, StartupDocument, StartupDocumentId, StoredImage};
use crate::editing::{Revision, StartupChange};
use crate::fact_check::{FactCheck, FactCheckItem, QueueEntry};
use crate::model::StartupId;
use crate::notes::{OpinionConflict, SavedSearch, SavedSearchId, StartupOpinion};
use crate::ports::{FactChecks, StartupEdits, StartupFiles, StartupNotes, StartupRepository};
use crate::profile::{StartupCard, StartupProfile};
use crate::ranking::ValueChange;
use crate::score_adjust::NewScoreAdjustment;
use crate::search::{StartupFilter, StartupFilterDraft};
use crate::service::StartupPorts;

pub fn actor(company: i64) -> Actor {
    Actor { user_id: UserId(1), company_id: CompanyId(company), is_ceo: true }
}

/// A port no test of this kind should reach.
pub struct Unused;

fn unused<T>() -> Result<T, PortError> {
    Err(PortError::Unexpected("not used by this test".into()))
}

#[async_trait::async_trait]
impl StartupEdits for Unused {
    async fn record(
        &self,
        _: &Actor,
        _: StartupId,
        _: &StartupChange,
        _: &[FactCheckItem],
    ) -> Result<Vec<String>, PortError> {
        unused()
    }
    async fn history(&self, _: StartupId, _: PageRequest) -> Result<Page<Revision>, PortError> {
        unused()
    }
    async fn record_score(&self, _: StartupId, _: u8) -> Result<crate::ScorePoint, PortError> {
        unused()
    }
}

#[async_trait::async_trait]
impl FactChecks for Unused {
    async fn record_verdict(&self, _: &Actor, _: StartupId, _: &FactCheck) -> Result<(), PortError> {
        unused()
    }
    async fn adjust_score(&self, _: &Actor, _: StartupId, _: &NewScoreAdjustment) -> Result<(), PortError> {
        unused()
    }
    async fn queue(&self, _: PageRequest) -> Result<Page<QueueEntry>, PortError> {
        unused()
    }
}

#[async_trait::async_trait]
impl StartupNotes for Unused {
    async fn opinion(&self, _: &Actor, _: StartupId) -> Result<Option<StartupOpinion>, PortError> {
        unused()
    }
    async fn create_opinion(
        &self,
        _: &Actor,
        _: StartupId,
        _: &RichText,
    ) -> Result<StartupOpinion, Refused<OpinionConflict>> {
        Err(Refused::Port(PortError::Unexpected("unused".into())))
    }
    async fn update_opinion(
        &self,
        _: &Actor,
        _: StartupId,
        _: &RichText,
    ) -> Result<StartupOpinion, Refused<OpinionConflict>> {
        Err(Refused::Port(PortError::Unexpected("unused".into())))
    }
    async fn delete_opinion(&self, _: &Actor, _: StartupId) -> Result<(), Refused<OpinionConflict>> {
        Err(Refused::Port(PortError::Unexpected("unused".into())))
    }
    async fn set_bookmark(&self, _: &Actor, _: StartupId, _: bool) -> Result<(), PortError> {
        unused()
    }
    async fn is_bookmarked(&self, _: &Actor, _: StartupId) -> Result<bool, PortError> {
        unused()
    }
    async fn bookmarks(&self, _: &Actor, _: PageRequest) -> Result<Page<StartupCard>, PortError> {
        unused()
    }
    async fn save_search(&self, _: &Actor, _: &StartupFilterDraft) -> Result<SavedSearchId, PortError> {
        unused()
    }
    async fn saved_search(&self, _: &Actor, _: SavedSearchId) -> Result<SavedSearch, PortError> {
        unused()
    }
}

#[async_trait::async_trait]
impl StartupFiles for Unused {
    async fn document(&self, _: StartupId, _: StartupDocumentId) -> Result<(StartupDocument, String), PortError> {
        unused()
    }
    async fn image(&self, _: &str) -> Result<StoredImage, PortError> {
        unused()
    }
}

/// Bytes, the pending ledger and tokens in memory.
#[derive(Default)]
pub struct Memory {
    pub objects: Mutex<HashMap<String, Vec<u8>>>,
    pub pending: Mutex<Vec<String>>,
    next: AtomicU64,
}

#[async_trait::async_trait]
impl FileStore for Memory {
    async fn put(&self, key: &str, bytes: Vec<u8>) -> Result<(), PortError> {
        self.objects.lock().unwrap().insert(key.to_owned(), bytes);
        Ok(())
    }
    async fn get(&self, key: &str) -> Result<Vec<u8>, PortError> {
        self.objects.lock().unwrap().get(key).cloned().ok_or(PortError::NotFound)
    }
    async fn delete(&self, key: &str) -> Result<(), PortError> {
        self.objects.lock().unwrap().remove(key);
        Ok(())
    }
}

#[async_trait::async_trait]
impl PendingObjects for Memory {
    async fn reserve(&self, prefix: &str) -> Result<String, PortError> {
        let key = format!("{prefix}/{}", self.next.fetch_add(1, Ordering::Relaxed));
        self.pending.lock().unwrap().push(key.clone());
        Ok(key)
    }
    async fn forget(&self, key: &str) -> Result<(), PortError> {
        self.pending.lock().unwrap().retain(|k| k != key);
        Ok(())
    }
    async fn stale(&self, _: DateTime<Utc>, _: i64) -> Result<Vec<String>, PortError> {
        Ok(Vec::new())
    }
}

impl TokenMinter for Memory {
    fn mint(&self) -> String {
        format!("token-{}", self.next.fetch_add(1, Ordering::Relaxed))
    }
    fn digest(&self, token: &str) -> Vec<u8> {
        token.as_bytes().to_vec()
    }
}

#[async_trait::async_trait]
impl crate::ports::DataRequests for Unused {
    async fn firm_name(&self, _: &Actor) -> Result<String, PortError> {
        unused()
    }
    async fn member_name(&self, _: &Actor) -> Result<String, PortError> {
        unused()
    }
    async fn contacts(&self, _: &[StartupId]) -> Result<Vec<crate::ports::StartupContact>, PortError> {
        unused()
    }
    async fn create(
        &self,
        _: &Actor,
        _: &crate::requests::RequestAsk,
        _: &[crate::ports::PreparedTarget],
        _: DateTime<Utc>,
    ) -> Result<crate::requests::DataRequestId, kernel::Refused<crate::ports::RequestRefusal>> {
        unused().map_err(kernel::Refused::Port)
    }
    async fn list(
        &self,
        _: &Actor,
        _: PageRequest,
        _: DateTime<Utc>,
    ) -> Result<Page<crate::requests::DataRequestSummary>, PortError> {
        unused()
    }
    async fn detail(
        &self,
        _: &Actor,
        _: crate::requests::DataRequestId,
        _: DateTime<Utc>,
    ) -> Result<crate::requests::DataRequestDetail, PortError> {
        unused()
    }
    async fn inbox(
        &self,
        _: StartupId,
    ) -> Result<Vec<(crate::requests::RequestTarget, Vec<crate::requests::RequestAnswer>)>, PortError> {
        unused()
    }
    async fn target(&self, _: crate::requests::RequestTargetId) -> Result<crate::requests::RequestTarget, PortError> {
        unused()
    }
    async fn target_by_link(&self, _: &[u8]) -> Result<Option<crate::requests::RequestTarget>, PortError> {
        unused()
    }
    async fn answer(
        &self,
        _: crate::requests::RequestTargetId,
        _: crate::ports::Answerer<'_>,
        _: &str,
        _: &crate::requests::CheckedAnswer,
        _: &[(StartupChange, Vec<FactCheckItem>)],
        _: DateTime<Utc>,
    ) -> Result<(), Refused<crate::ports::AnswerConflict>> {
        Err(Refused::Port(PortError::Unexpected("unused".into())))
    }
    async fn link_document(
        &self,
        _: &[u8],
        _: &str,
        _: &StartupChange,
        _: DateTime<Utc>,
    ) -> Result<(), Refused<crate::ports::AnswerConflict>> {
        Err(Refused::Port(PortError::Unexpected("unused".into())))
    }
    async fn unanswered(&self, _: DateTime<Utc>, _: i64) -> Result<Vec<crate::requests::RequestTarget>, PortError> {
        unused()
    }
    async fn remind(
        &self,
        _: crate::requests::RequestTargetId,
        _: i32,
        _: &[u8],
        _: DateTime<Utc>,
        _: &kernel::mail::OutgoingMail,
        _: DateTime<Utc>,
    ) -> Result<bool, PortError> {
        unused()
    }
}

/// The search-side ports given, the editing ones unused.
pub fn with_unused(startups: Arc<dyn StartupRepository>, notes: Arc<dyn StartupNotes>) -> StartupPorts {
    let memory = Arc::new(Memory::default());
    StartupPorts {
        startups,
        notes,
        edits: Arc::new(Unused),
        checks: Arc::new(Unused),
        files: Arc::new(Unused),
        staging: Staging::new(memory.clone(), memory.clone()),
        tokens: memory,
        requests: Arc::new(Unused),
        public_origin: "https://johap.test".into(),
        clock: Arc::new(NOON_2026_11_25),
    }
}

/// One startup's profile in memory, and the items each recorded change touched.
#[derive(Default)]
pub struct Stored {
    pub profile: Mutex<Option<StartupProfile>>,
    pub recorded: Mutex<Vec<Vec<FactCheckItem>>>,
    /// The object key each stored file holds (`doc-{id}`, `logo`).
    pub keys: Mutex<HashMap<String, String>>,
}

pub(crate) fn blank(id: StartupId) -> StartupProfile {
    StartupProfile {
        card: StartupCard {
            id,
            name: "테스트".into(),
            business_number: None,
            ceo_name: None,
            industry: crate::Industry::Unclassified,
            region: None,
            founded_on: None,
            one_line_intro: String::new(),
            tags: Vec::new(),
            is_venture: false,
            is_tips: false,
            has_follow_on: false,
            incubated: false,
            latest_sales: None,
            total_investment: Won(0),
            company_value: None,
            logo: None,
        },
        size_class: None,
        operating_status: crate::OperatingStatus::Active,
        homepage: None,
        phone: None,
        address: None,
        venture: None,
        detail_intro: String::new(),
        interview: String::new(),
        size: crate::CompanySize::default(),
        shareholders: Vec::new(),
        balance_sheets: Vec::new(),
        income_statements: Vec::new(),
        incubations: Vec::new(),
        value_history: Vec::new(),
        checks: Vec::new(),
        adjustments: Vec::new(),
        score_history: Vec::new(),
        quarters: Vec::new(),
        news: Vec::new(),
        photo: None,
        documents: Vec::new(),
        updated_at: Utc::now(),
    }
}

#[async_trait::async_trait]
impl StartupRepository for Stored {
    async fn search(&self, _: &StartupFilter, page: PageRequest) -> Result<Page<StartupCard>, PortError> {
        Ok(Page::new(Vec::new(), page, 0))
    }
    async fn names_like(&self, _: &str, _: u32) -> Result<Vec<(StartupId, String)>, PortError> {
        Ok(Vec::new())
    }
    async fn profile(&self, _: StartupId) -> Result<StartupProfile, PortError> {
        self.profile.lock().unwrap().clone().ok_or(PortError::NotFound)
    }
    async fn import(&self, _: &[StartupProfile]) -> Result<Vec<StartupId>, PortError> {
        unused()
    }
    async fn value_changes(&self, _: NaiveDate) -> Result<Vec<ValueChange>, PortError> {
        Ok(Vec::new())
    }
}

#[async_trait::async_trait]
impl StartupEdits for Stored {
    async fn record(
        &self,
        _: &Actor,
        id: StartupId,
        change: &StartupChange,
        items: &[FactCheckItem],
    ) -> Result<Vec<String>, PortError> {
        let mut stored = self.profile.lock().unwrap();
        let p = stored.get_or_insert_with(|| blank(id));
        let mut released = Vec::new();
        let mut keys = self.keys.lock().unwrap();
        match change {
            StartupChange::Profile(edit) => {
                p.card.industry = edit.basic.industry;
                p.operating_status = edit.basic.operating_status;
                p.size = edit.size.clone();
                p.card.total_investment = edit.funding.total_investment;
            }
            StartupChange::AddDocument { kind, upload } => {
                let id = StartupDocumentId(i64::try_from(p.documents.len()).unwrap() + 1);
                keys.insert(format!("doc-{}", id.get()), upload.object_key.clone());
                p.documents.push(StartupDocument {
                    id,
                    kind: *kind,
                    file_name: upload.file_name.clone(),
                    size_bytes: upload.size_bytes,
                    content_type: upload.content_type.clone(),
                    uploaded_at: Utc::now(),
                });
            }
            StartupChange::RemoveDocument { id } => {
                let at = p.documents.iter().position(|d| d.id == *id).ok_or(PortError::NotFound)?;
                p.documents.remove(at);
                released.extend(keys.remove(&format!("doc-{}", id.get())));
            }
            StartupChange::Image { slot: ImageSlot::Logo, image } => {
                released.extend(keys.remove("logo"));
                p.card.logo = image.as_ref().map(|i| {
                    keys.insert("logo".into(), i.upload.object_key.clone());
                    ImageRef { token: i.token.clone() }
                });
            }
            _ => {}
        }
        self.recorded.lock().unwrap().push(items.to_vec());
        Ok(released)
    }
    async fn history(&self, _: StartupId, _: PageRequest) -> Result<Page<Revision>, PortError> {
        unused()
    }
    async fn record_score(&self, _: StartupId, _: u8) -> Result<crate::ScorePoint, PortError> {
        unused()
    }
}

pub fn ports(stored: Arc<Stored>) -> StartupPorts {
    ports_with(stored, Arc::new(Memory::default()))
}

/// The editing ports over `stored`, files kept in `memory`.
pub fn ports_with(stored: Arc<Stored>, memory: Arc<Memory>) -> StartupPorts {
    StartupPorts {
        startups: stored.clone(),
        notes: Arc::new(Unused),
        edits: stored,
        checks: Arc::new(Unused),
        files: Arc::new(Unused),
        staging: Staging::new(memory.clone(), memory.clone()),
        tokens: memory,
        requests: Arc::new(Unused),
        public_origin: "https://johap.test".into(),
        clock: Arc::new(NOON_2026_11_25),
    }
}

/// The tests' clock: 2026-11-25, noon in Korea.
pub const NOON_2026_11_25: kernel::FixedClock = kernel::FixedClock(1_795_575_600);
