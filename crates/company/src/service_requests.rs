//! Data requests with who may do what: investor firms ask and follow their own requests; the
//! startup asked answers in its account; anyone holding a request's open link answers once
//! (and uploads the documents asked) without an account.

use chrono::{DateTime, Duration, Utc};
use kernel::{FieldError, Page, PageRequest, PortError, Refused};

use crate::documents::{check_document, DocumentKind, StartupDocument};
use crate::editing::{StartupChange, YearFigures};
use crate::error::CompanyError;
use crate::model::StartupId;
use crate::ports::{AnswerConflict, Answerer, PreparedTarget};
use crate::requests::mail::{request_mail, RequestMailKind};
use crate::requests::{
    reminder_due, AnswerDraft, CheckedAnswer, DataRequestDetail, DataRequestDraft, DataRequestId, DataRequestSummary,
    LinkState, RequestAnswer, RequestItem, RequestTarget, RequestTargetId, LINK_TTL_DAYS,
};
use crate::service::{StartupService, Viewer};

/// Reminders handled per chore round; the rest wait for the next round.
const REMINDER_BATCH: i64 = 200;

fn conflict(e: Refused<AnswerConflict>) -> CompanyError {
    e.map_into(
        |c| match c {
            AnswerConflict::LinkUsed => CompanyError::LinkUsed,
            AnswerConflict::LinkExpired => CompanyError::LinkExpired,
        },
        |e| match e {
            PortError::NotFound => CompanyError::DataRequestNotFound,
            other => CompanyError::Port(other),
        },
    )
}

fn not_found_as_request(e: PortError) -> CompanyError {
    match e {
        PortError::NotFound => CompanyError::DataRequestNotFound,
        other => CompanyError::Port(other),
    }
}

impl StartupService {
    /// The page a request's link opens.
    pub fn request_link(&self, token: &str) -> String {
        format!("{}/data-request/{token}", self.public_origin.trim_end_matches('/'))
    }

    /// A firm asks startups for data: the request stored, each startup's mail queued with its
    /// own link.
    ///
    /// # Errors
    /// `InvestorsOnly`; `Validation` (the form, or a startup without an address and none
    /// given: `startups.{n}.email`); `StartupNotFound` when an id is not a startup.
    pub async fn create_request(&self, viewer: Viewer, draft: DataRequestDraft) -> Result<DataRequestId, CompanyError> {
        let now = self.now();
        let actor = viewer.investor()?;
        let request = draft.validate(kernel::format::korean_date(now)).map_err(CompanyError::Validation)?;
        let ids: Vec<StartupId> = request.targets.iter().map(|(id, _)| *id).collect();
        let contacts = self.requests.contacts(&ids).await?;
        let firm_name = self.requests.firm_name(&actor).await?;
        let mut errors = Vec::new();
        let mut prepared = Vec::new();
        let expires = now + Duration::days(LINK_TTL_DAYS);
        for (n, (id, given)) in request.targets.iter().enumerate() {
            let contact = contacts.iter().find(|c| c.id == *id).ok_or(CompanyError::StartupNotFound)?;
            let Some(email) = given.clone().or_else(|| contact.email.clone()) else {
                errors.push(FieldError::new(
                    format!("startups.{n}.email"),
                    format!("{}의 담당자 이메일이 없습니다. 이메일을 입력해 주세요.", contact.name),
                ));
                continue;
            };
            let token = self.tokens.mint();
            let target = RequestTarget {
                id: RequestTargetId(0),
                request: DataRequestId(0),
                firm_name: firm_name.clone(),
                ask: request.ask.clone(),
                sent_at: now,
                startup: *id,
                startup_name: contact.name.clone(),
                email: email.clone(),
                link_expires_at: expires,
                answered_at: None,
                reminders: 0,
                last_reminded_at: None,
            };
            let mail = request_mail(&target, RequestMailKind::Request, &self.request_link(&token), expires);
            prepared.push(PreparedTarget {
                startup: *id,
                email,
                link_hash: self.tokens.digest(&token),
                link_expires_at: expires,
                mail,
            });
        }
        if !errors.is_empty() {
            return Err(CompanyError::Validation(errors));
        }
        self.requests.create(&actor, &request.ask, &prepared, now).await.map_err(|e| match e {
            kernel::Refused::Conflict(crate::ports::RequestRefusal::NotEnoughPoints { needed, balance }) => {
                CompanyError::NotEnoughPoints { needed, balance }
            }
            kernel::Refused::Port(p) => CompanyError::Port(p),
        })
    }

    /// The firm's requests, the latest first.
    ///
    /// # Errors
    /// `InvestorsOnly`.
    pub async fn requests(&self, viewer: Viewer, page: PageRequest) -> Result<Page<DataRequestSummary>, CompanyError> {
        let now = self.now();
        let actor = viewer.investor()?;
        Ok(self.requests.list(&actor, page, now).await?)
    }

    /// One of the firm's requests with every startup's answers and mails.
    ///
    /// # Errors
    /// `InvestorsOnly`; `DataRequestNotFound` (also for another firm's).
    pub async fn request_detail(&self, viewer: Viewer, id: DataRequestId) -> Result<DataRequestDetail, CompanyError> {
        let now = self.now();
        let actor = viewer.investor()?;
        self.requests.detail(&actor, id, now).await.map_err(not_found_as_request)
    }

    /// The requests addressed to the viewer's startup, each with its answers.
    ///
    /// # Errors
    /// `OwnCompanyOnly` for anyone but a startup member.
    pub async fn request_inbox(
        &self,
        viewer: Viewer,
    ) -> Result<Vec<(RequestTarget, Vec<RequestAnswer>)>, CompanyError> {
        let Viewer::Startup(actor) = viewer else {
            return Err(CompanyError::OwnCompanyOnly);
        };
        Ok(self.requests.inbox(StartupId(actor.company_id.get())).await?)
    }

    /// The startup answers a request in its account (again, if it corrects an answer).
    ///
    /// # Errors
    /// `OwnCompanyOnly`; `DataRequestNotFound` (not addressed to the viewer's startup);
    /// `Validation` (what was asked and missing or bad, documents not uploaded).
    pub async fn answer_request(
        &self,
        viewer: Viewer,
        target: RequestTargetId,
        draft: AnswerDraft,
    ) -> Result<RequestTarget, CompanyError> {
        let now = self.now();
        let Viewer::Startup(actor) = viewer else {
            return Err(CompanyError::OwnCompanyOnly);
        };
        let t = self.requests.target(target).await.map_err(not_found_as_request)?;
        if t.startup.get() != actor.company_id.get() {
            return Err(CompanyError::DataRequestNotFound);
        }
        let author = self.requests.member_name(&actor).await?;
        self.store_answer(&t, Answerer::Member(&actor), &author, draft, now).await?;
        self.requests.target(target).await.map_err(not_found_as_request)
    }

    /// What a link opens: the request and the documents already uploaded for it.
    ///
    /// # Errors
    /// `RequestLinkNotFound`; `LinkUsed` once answered; `LinkExpired`.
    pub async fn link_request(&self, token: &str) -> Result<(RequestTarget, Vec<StartupDocument>), CompanyError> {
        let now = self.now();
        let t = self.open_link(token, now).await?;
        let documents = self.requested_documents(&t).await?;
        Ok((t, documents))
    }

    /// Answers through a link, once.
    ///
    /// # Errors
    /// As [`StartupService::link_request`]; `Validation` as for an answer in the account.
    pub async fn answer_by_link(&self, token: &str, draft: AnswerDraft) -> Result<(), CompanyError> {
        let now = self.now();
        let t = self.open_link(token, now).await?;
        let hash = self.tokens.digest(token);
        self.store_answer(&t, Answerer::Link(&hash), &link_author(&t), draft, now).await
    }

    /// Uploads one of the asked documents through an open link; it joins the startup's
    /// documents like its own upload would (pending fact-check).
    ///
    /// # Errors
    /// As [`StartupService::link_request`]; `Validation` (`kind` not asked); the file checks;
    /// `TooManyDocuments`.
    pub async fn upload_by_link(
        &self,
        token: &str,
        kind: DocumentKind,
        raw_name: &str,
        bytes: Vec<u8>,
    ) -> Result<Vec<StartupDocument>, CompanyError> {
        let now = self.now();
        let t = self.open_link(token, now).await?;
        if !t.ask.asks(RequestItem::Documents) || !t.ask.document_kinds.contains(&kind) {
            return Err(CompanyError::Validation(vec![FieldError::new("kind", "요청하지 않은 서류입니다.")]));
        }
        let (file_name, content_type) = check_document(raw_name, &bytes)?;
        self.check_document_room(t.startup, kind).await?;
        let upload = self.stage(t.startup, "documents", file_name, content_type, bytes).await?;
        let key = upload.object_key.clone();
        let change = StartupChange::AddDocument { kind, upload };
        let hash = self.tokens.digest(token);
        let author = link_author(&t);
        let stored = self.requests.link_document(&hash, &author, &change, now);
        self.staging.commit(&[&key], stored).await.map_err(conflict)?;
        self.requested_documents(&t).await
    }

    /// Sends the reminders that are due as of `now`; answers how many went out. Safe on every
    /// instance at once: a reminder is sent only by the instance that raises its count.
    ///
    /// # Errors
    /// When the targets cannot be read.
    pub async fn send_reminders(&self) -> Result<usize, CompanyError> {
        let now = self.now();
        let today = kernel::format::korean_date(now);
        let mut sent = 0;
        for t in self.requests.unanswered(now, REMINDER_BATCH).await? {
            let last_mail = kernel::format::korean_date(t.last_reminded_at.unwrap_or(t.sent_at));
            if !reminder_due(last_mail, t.ask.due_on, today) {
                continue;
            }
            let token = self.tokens.mint();
            let expires = now + Duration::days(LINK_TTL_DAYS);
            let mail = request_mail(&t, RequestMailKind::Reminder { today }, &self.request_link(&token), expires);
            if self.requests.remind(t.id, t.reminders, &self.tokens.digest(&token), expires, &mail, now).await? {
                sent += 1;
            }
        }
        Ok(sent)
    }

    async fn open_link(&self, token: &str, now: DateTime<Utc>) -> Result<RequestTarget, CompanyError> {
        let t =
            self.requests.target_by_link(&self.tokens.digest(token)).await?.ok_or(CompanyError::RequestLinkNotFound)?;
        match t.link_state(now) {
            LinkState::Open => Ok(t),
            LinkState::Used => Err(CompanyError::LinkUsed),
            LinkState::Expired => Err(CompanyError::LinkExpired),
        }
    }

    /// The startup's documents of the asked kinds uploaded since the request was sent.
    async fn requested_documents(&self, t: &RequestTarget) -> Result<Vec<StartupDocument>, CompanyError> {
        if !t.ask.asks(RequestItem::Documents) {
            return Ok(Vec::new());
        }
        let mut docs = self.current_documents(t.startup).await?;
        docs.retain(|d| t.ask.document_kinds.contains(&d.kind) && d.uploaded_at >= t.sent_at);
        Ok(docs)
    }

    async fn store_answer(
        &self,
        t: &RequestTarget,
        by: Answerer<'_>,
        author: &str,
        draft: AnswerDraft,
        now: DateTime<Utc>,
    ) -> Result<(), CompanyError> {
        let today = kernel::format::korean_date(now);
        let checked = draft.check(&t.ask, today);
        let uploaded = self.requested_documents(t).await?;
        let missing: Vec<&str> = t
            .ask
            .document_kinds
            .iter()
            .filter(|k| t.ask.asks(RequestItem::Documents) && !uploaded.iter().any(|d| d.kind == **k))
            .map(|k| k.label())
            .collect();
        let mut errors = checked.as_ref().err().cloned().unwrap_or_default();
        if !missing.is_empty() {
            errors.push(FieldError::new("documents", format!("요청한 서류를 올려 주세요: {}", missing.join(", "))));
        }
        let answer: CheckedAnswer = match checked {
            Ok(a) if errors.is_empty() => a,
            _ => return Err(CompanyError::Validation(errors)),
        };
        let changes = self.answer_changes(t.startup, &answer).await?;
        self.requests.answer(t.id, by, author, &answer, &changes, now).await.map_err(conflict)?;
        // The score follows the new data; a failure here never undoes the stored answer.
        let _ = self.rescored(t.startup).await;
        Ok(())
    }

    /// The changes an answer makes to the startup's data, with the items each touches.
    async fn answer_changes(
        &self,
        startup: StartupId,
        answer: &CheckedAnswer,
    ) -> Result<Vec<(StartupChange, Vec<crate::FactCheckItem>)>, CompanyError> {
        let mut changes = Vec::new();
        if let Some(q) = answer.quarter {
            changes.push((StartupChange::Quarter(q), q.items()));
        }
        if let Some(year) = &answer.statements {
            let before = self.current(startup).await?;
            let stored = before.as_ref().and_then(|p| YearFigures::of(p, year.balance.year));
            let items = year.changed_items(stored.as_ref());
            if !items.is_empty() {
                changes.push((StartupChange::Figures(year.clone()), items));
            }
        }
        Ok(changes)
    }
}

/// A link's answers are authored by its address (the revision panel shows who sent them).
fn link_author(t: &RequestTarget) -> String {
    format!("{} (메일 링크)", t.email.as_str())
}
