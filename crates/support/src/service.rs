//! The support area's use cases. Operator work takes an [`Operator`], which only an operator's
//! session can make, so a firm's user cannot reach it by any route.

use std::sync::Arc;

use kernel::files::Staging;
use kernel::upload::{clean_file_name, detect_document_type};
use kernel::{Actor, Clock, Page, PageRequest, PortError, Refused};

use crate::error::SupportError;
use crate::model::{Faq, FaqCategory, FaqId, Inquiry, InquiryFile, InquiryId, InquiryStatus, NoticeDetail, NoticeId};
use crate::model::{InquiryFileId, NoticeSummary};
use crate::ports::{AttachRefusal, InquiryScope, NewInquiryFile, SupportRepository};
use crate::validate::{self, MAX_INQUIRY_FILES};

/// Proof that the caller is operator staff.
#[derive(Debug, Clone, Copy)]
pub struct Operator(Actor);

impl Operator {
    /// # Errors
    /// `OperatorOnly` unless the account is marked as operator staff.
    pub fn new(actor: Actor, is_operator: bool) -> Result<Self, SupportError> {
        if is_operator {
            Ok(Operator(actor))
        } else {
            Err(SupportError::OperatorOnly)
        }
    }

    pub fn actor(&self) -> &Actor {
        &self.0
    }
}

#[derive(Clone)]
pub struct SupportService {
    repo: Arc<dyn SupportRepository>,
    staging: Staging,
    clock: Arc<dyn Clock>,
}

fn not_found(e: PortError, missing: SupportError) -> SupportError {
    match e {
        PortError::NotFound => missing,
        e => SupportError::Port(e),
    }
}

impl SupportService {
    pub fn new(repo: Arc<dyn SupportRepository>, staging: Staging, clock: Arc<dyn Clock>) -> Self {
        SupportService { repo, staging, clock }
    }

    /// # Errors
    /// Only the port's.
    pub async fn notices(&self, q: &str, page: PageRequest) -> Result<Page<NoticeSummary>, SupportError> {
        Ok(self.repo.notices(q.trim(), page).await?)
    }

    /// # Errors
    /// `NoticeNotFound`.
    pub async fn notice(&self, id: NoticeId) -> Result<NoticeDetail, SupportError> {
        self.repo.notice(id).await.map_err(|e| not_found(e, SupportError::NoticeNotFound))
    }

    /// # Errors
    /// `Validation` on `title` or `body`.
    pub async fn create_notice(
        &self,
        op: &Operator,
        title: &str,
        body: &str,
        pinned: bool,
    ) -> Result<NoticeDetail, SupportError> {
        let draft = validate::notice(title, body, pinned).map_err(SupportError::Validation)?;
        let id = self.repo.create_notice(op.actor(), &draft, self.clock.now()).await?;
        self.notice(id).await
    }

    /// # Errors
    /// `Validation`, `NoticeNotFound`.
    pub async fn update_notice(
        &self,
        op: &Operator,
        id: NoticeId,
        title: &str,
        body: &str,
        pinned: bool,
    ) -> Result<NoticeDetail, SupportError> {
        let draft = validate::notice(title, body, pinned).map_err(SupportError::Validation)?;
        self.repo
            .update_notice(op.actor(), id, &draft, self.clock.now())
            .await
            .map_err(|e| not_found(e, SupportError::NoticeNotFound))?;
        self.notice(id).await
    }

    /// # Errors
    /// `NoticeNotFound`.
    pub async fn delete_notice(&self, op: &Operator, id: NoticeId) -> Result<(), SupportError> {
        self.repo.delete_notice(op.actor(), id).await.map_err(|e| not_found(e, SupportError::NoticeNotFound))
    }

    /// # Errors
    /// Only the port's.
    pub async fn faqs(&self, category: Option<FaqCategory>, q: &str) -> Result<Vec<Faq>, SupportError> {
        Ok(self.repo.faqs(category, q.trim()).await?)
    }

    async fn faq(&self, id: FaqId) -> Result<Faq, SupportError> {
        let all = self.repo.faqs(None, "").await?;
        all.into_iter().find(|f| f.id == id).ok_or(SupportError::FaqNotFound)
    }

    /// # Errors
    /// `Validation` on `category`, `question` or `answer`.
    pub async fn create_faq(
        &self,
        op: &Operator,
        category: &str,
        question: &str,
        answer: &str,
        sort_order: i32,
    ) -> Result<Faq, SupportError> {
        let draft = validate::faq(category, question, answer, sort_order).map_err(SupportError::Validation)?;
        let id = self.repo.create_faq(op.actor(), &draft, self.clock.now()).await?;
        self.faq(id).await
    }

    /// # Errors
    /// `Validation`, `FaqNotFound`.
    pub async fn update_faq(
        &self,
        op: &Operator,
        id: FaqId,
        draft: (&str, &str, &str, i32),
    ) -> Result<Faq, SupportError> {
        let (category, question, answer, sort_order) = draft;
        let draft = validate::faq(category, question, answer, sort_order).map_err(SupportError::Validation)?;
        self.repo
            .update_faq(op.actor(), id, &draft, self.clock.now())
            .await
            .map_err(|e| not_found(e, SupportError::FaqNotFound))?;
        self.faq(id).await
    }

    /// # Errors
    /// `FaqNotFound`.
    pub async fn delete_faq(&self, op: &Operator, id: FaqId) -> Result<(), SupportError> {
        self.repo.delete_faq(op.actor(), id).await.map_err(|e| not_found(e, SupportError::FaqNotFound))
    }

    /// The author's own inquiries.
    ///
    /// # Errors
    /// Only the port's.
    pub async fn my_inquiries(&self, actor: &Actor, page: PageRequest) -> Result<Page<Inquiry>, SupportError> {
        Ok(self.repo.inquiries(InquiryScope::Author(*actor), page).await?)
    }

    /// # Errors
    /// `InquiryNotFound` for another user's.
    pub async fn my_inquiry(&self, actor: &Actor, id: InquiryId) -> Result<Inquiry, SupportError> {
        self.repo
            .inquiry(InquiryScope::Author(*actor), id)
            .await
            .map_err(|e| not_found(e, SupportError::InquiryNotFound))
    }

    /// # Errors
    /// `Validation` on `category`, `title` or `body`.
    pub async fn create_inquiry(
        &self,
        actor: &Actor,
        category: &str,
        title: &str,
        body: &str,
    ) -> Result<Inquiry, SupportError> {
        let draft = validate::inquiry(category, title, body).map_err(SupportError::Validation)?;
        let id = self.repo.create_inquiry(actor, &draft, self.clock.now()).await?;
        self.my_inquiry(actor, id).await
    }

    /// Attaches a file (checked by its bytes) to the author's unanswered inquiry.
    ///
    /// # Errors
    /// `FileTypeNotAllowed`, `InquiryNotFound`, `AlreadyAnswered`, `TooManyFiles`.
    pub async fn attach(
        &self,
        actor: &Actor,
        id: InquiryId,
        name: &str,
        bytes: Vec<u8>,
    ) -> Result<InquiryFile, SupportError> {
        let name = clean_file_name(name);
        let content_type = detect_document_type(&bytes, &name).ok_or(SupportError::FileTypeNotAllowed)?;
        let size_bytes = i64::try_from(bytes.len()).unwrap_or(i64::MAX);
        let key = self.staging.put(&format!("inquiries/{}", id.get()), bytes).await?;
        let file = NewInquiryFile { name, content_type: content_type.into(), size_bytes, object_key: key.clone() };
        let attached = self.repo.attach(actor, id, &file, MAX_INQUIRY_FILES);
        self.staging.commit(&[&key], attached).await.map_err(|e| match e {
            Refused::Conflict(AttachRefusal::Answered) => SupportError::AlreadyAnswered,
            Refused::Conflict(AttachRefusal::TooMany) => SupportError::TooManyFiles,
            Refused::Port(p) => not_found(p, SupportError::InquiryNotFound),
        })
    }

    /// A file of an inquiry the caller may read (the author's own; any for operator staff).
    ///
    /// # Errors
    /// `InquiryNotFound`, `FileNotFound`.
    pub async fn file(
        &self,
        actor: &Actor,
        operator: Option<&Operator>,
        id: InquiryId,
        file: InquiryFileId,
    ) -> Result<(InquiryFile, Vec<u8>), SupportError> {
        let scope = operator.map_or(InquiryScope::Author(*actor), |_| InquiryScope::All(None));
        let inquiry = self.repo.inquiry(scope, id).await.map_err(|e| not_found(e, SupportError::InquiryNotFound))?;
        let found = inquiry.files.into_iter().find(|f| f.id == file).ok_or(SupportError::FileNotFound)?;
        let bytes = self.staging.get(found.object_key()).await.map_err(|e| not_found(e, SupportError::FileNotFound))?;
        Ok((found, bytes))
    }

    /// Every firm's inquiries for operator staff, optionally by status.
    ///
    /// # Errors
    /// Only the port's.
    pub async fn all_inquiries(
        &self,
        _op: &Operator,
        status: Option<InquiryStatus>,
        page: PageRequest,
    ) -> Result<Page<Inquiry>, SupportError> {
        Ok(self.repo.inquiries(InquiryScope::All(status), page).await?)
    }

    /// # Errors
    /// `InquiryNotFound`.
    pub async fn any_inquiry(&self, _op: &Operator, id: InquiryId) -> Result<Inquiry, SupportError> {
        self.repo.inquiry(InquiryScope::All(None), id).await.map_err(|e| not_found(e, SupportError::InquiryNotFound))
    }

    /// Answers (or corrects the answer of) an inquiry.
    ///
    /// # Errors
    /// `Validation` on `answer`; `InquiryNotFound`.
    pub async fn answer(&self, op: &Operator, id: InquiryId, answer: &str) -> Result<Inquiry, SupportError> {
        let answer = validate::answer(answer).map_err(SupportError::Validation)?;
        self.repo
            .answer(op.actor(), id, &answer, self.clock.now())
            .await
            .map_err(|e| not_found(e, SupportError::InquiryNotFound))?;
        self.any_inquiry(op, id).await
    }
}
