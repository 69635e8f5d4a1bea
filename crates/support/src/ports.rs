//! What the support area needs from storage.

use chrono::{DateTime, Utc};
use kernel::{Actor, Page, PageRequest, PortError, Refused};

use crate::model::{
    Faq, FaqCategory, FaqId, Inquiry, InquiryFile, InquiryId, InquiryStatus, NoticeDetail, NoticeId, NoticeSummary,
};
use crate::validate::{FaqDraft, InquiryDraft, NoticeDraft};

/// Why a file could not be attached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttachRefusal {
    /// Answered inquiries are closed.
    Answered,
    /// The inquiry has the most files it may have.
    TooMany,
}

/// A file to attach: its staged object and what the list shows.
#[derive(Debug, Clone)]
pub struct NewInquiryFile {
    pub name: String,
    pub content_type: String,
    pub size_bytes: i64,
    pub object_key: String,
}

/// Which inquiries a list shows.
#[derive(Debug, Clone, Copy)]
pub enum InquiryScope {
    /// The author's own.
    Author(Actor),
    /// Every firm's (operator staff), optionally by status.
    All(Option<InquiryStatus>),
}

#[async_trait::async_trait]
pub trait SupportRepository: Send + Sync {
    /// Pinned first, then newest; `q` matches the title.
    async fn notices(&self, q: &str, page: PageRequest) -> Result<Page<NoticeSummary>, PortError>;
    async fn notice(&self, id: NoticeId) -> Result<NoticeDetail, PortError>;
    async fn create_notice(&self, by: &Actor, draft: &NoticeDraft, at: DateTime<Utc>) -> Result<NoticeId, PortError>;
    async fn update_notice(
        &self,
        by: &Actor,
        id: NoticeId,
        draft: &NoticeDraft,
        at: DateTime<Utc>,
    ) -> Result<(), PortError>;
    async fn delete_notice(&self, by: &Actor, id: NoticeId) -> Result<(), PortError>;

    /// By category, order, id; `q` matches the question or the answer.
    async fn faqs(&self, category: Option<FaqCategory>, q: &str) -> Result<Vec<Faq>, PortError>;
    async fn create_faq(&self, by: &Actor, draft: &FaqDraft, at: DateTime<Utc>) -> Result<FaqId, PortError>;
    async fn update_faq(&self, by: &Actor, id: FaqId, draft: &FaqDraft, at: DateTime<Utc>) -> Result<(), PortError>;
    async fn delete_faq(&self, by: &Actor, id: FaqId) -> Result<(), PortError>;

    /// Newest first, without their files.
    async fn inquiries(&self, scope: InquiryScope, page: PageRequest) -> Result<Page<Inquiry>, PortError>;
    /// With its files; `NotFound` outside the scope.
    async fn inquiry(&self, scope: InquiryScope, id: InquiryId) -> Result<Inquiry, PortError>;
    async fn create_inquiry(&self, by: &Actor, draft: &InquiryDraft, at: DateTime<Utc>)
        -> Result<InquiryId, PortError>;
    /// Settles the staged key in the same transaction; `NotFound` for another author's inquiry.
    async fn attach(
        &self,
        by: &Actor,
        id: InquiryId,
        file: &NewInquiryFile,
        max_files: usize,
    ) -> Result<InquiryFile, Refused<AttachRefusal>>;
    /// Records the answer (or replaces it) and marks the inquiry answered.
    async fn answer(&self, by: &Actor, id: InquiryId, answer: &str, at: DateTime<Utc>) -> Result<(), PortError>;
}
