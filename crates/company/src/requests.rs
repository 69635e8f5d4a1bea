//! Data requests (issue 17, "automatic portfolio data management"): a GP firm asks chosen
//! startups for a quarter's figures, a year's statements or documents by a due date. Each
//! startup answers in its account, or once through an expiring link mailed to it; reminders go
//! out on a fixed schedule until it answers. Answers land in the startup's data as revisions,
//! so they wait for the fact-checkers like any other change.

use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};
use kernel::{code_enum, define_id, Email, FieldError};
use serde::Serialize;

use crate::documents::DocumentKind;
use crate::editing::{YearFigures, MAX_FIGURE};
use crate::figures::{BalanceSheet, IncomeStatement, Quarter, QuarterFigures};
use crate::model::StartupId;

pub mod mail;

define_id!(
    /// A firm's data request.
    DataRequestId
);
define_id!(
    /// One startup's part of a data request (its link, reminders and answers).
    RequestTargetId
);

code_enum!(
    /// What a request asks for.
    RequestItem {
        QuarterlySales = "quarterly_sales" / "분기 매출",
        Cash = "cash" / "현금 잔고",
        Headcount = "headcount" / "임직원 수",
        YearlyStatements = "yearly_statements" / "연간 재무제표",
        Documents = "documents" / "서류",
    }
);

pub const MAX_TITLE_CHARS: usize = 100;
pub const MAX_MESSAGE_CHARS: usize = 2_000;
pub const MAX_NOTE_CHARS: usize = 1_000;
/// Startups one request reaches.
pub const MAX_TARGETS: usize = 100;
/// A due date at most a year ahead.
pub const MAX_DUE_DAYS: i64 = 365;
/// How long a mailed link works after its mail: two weeks, like an invitation.
pub const LINK_TTL_DAYS: i64 = 14;
/// Reminders: three days before the due date, on it, then weekly three times.
pub const REMINDER_OFFSETS_DAYS: [i64; 5] = [-3, 0, 7, 14, 21];
/// Nobody's headcount comes near it; beyond it is a typing slip.
pub const MAX_HEADCOUNT: i64 = 1_000_000;

/// The request form as sent.
#[derive(Debug, Clone, Default)]
pub struct DataRequestDraft {
    pub title: String,
    pub message: String,
    pub items: Vec<String>,
    pub year: i32,
    pub quarter: u8,
    pub statements_year: Option<i32>,
    pub document_kinds: Vec<String>,
    pub due_on: NaiveDate,
    pub startups: Vec<TargetDraft>,
}

/// One startup picked, with the address to write to when the GP gives one.
#[derive(Debug, Clone, Default)]
pub struct TargetDraft {
    pub startup: i64,
    pub email: Option<String>,
}

/// What is asked, checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RequestAsk {
    pub title: String,
    pub message: String,
    pub items: Vec<RequestItem>,
    /// The quarter the quarterly items are for.
    pub period: Quarter,
    /// The year whose statements are asked (with `YearlyStatements`).
    pub statements_year: Option<i32>,
    /// The documents asked (with `Documents`).
    pub document_kinds: Vec<DocumentKind>,
    pub due_on: NaiveDate,
}

impl RequestAsk {
    pub fn asks(&self, item: RequestItem) -> bool {
        self.items.contains(&item)
    }

    /// '2026년 3분기 매출, 현금 잔고 · 2025년 재무제표 · 서류(사업자등록증, IR 자료)'.
    pub fn summary(&self) -> String {
        let mut parts = Vec::new();
        // After the quarter's name, '분기 매출' reads '매출'.
        let quarterly: Vec<&str> = [RequestItem::QuarterlySales, RequestItem::Cash, RequestItem::Headcount]
            .into_iter()
            .filter(|i| self.asks(*i))
            .map(|i| if i == RequestItem::QuarterlySales { "매출" } else { i.label() })
            .collect();
        if !quarterly.is_empty() {
            parts.push(format!("{} {}", self.period.label(), quarterly.join(", ")));
        }
        if let Some(y) = self.statements_year.filter(|_| self.asks(RequestItem::YearlyStatements)) {
            parts.push(format!("{y}년 재무제표"));
        }
        if self.asks(RequestItem::Documents) {
            let kinds: Vec<&str> = self.document_kinds.iter().map(|k| k.label()).collect();
            parts.push(format!("서류({})", kinds.join(", ")));
        }
        parts.join(" · ")
    }
}

/// A checked request: what is asked and of whom.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewDataRequest {
    pub ask: RequestAsk,
    pub targets: Vec<(StartupId, Option<Email>)>,
}

fn chars(s: &str) -> usize {
    s.chars().count()
}

impl DataRequestDraft {
    /// Checks the form against `today` (Korean date); every bad field is named.
    ///
    /// # Errors
    /// The fields that failed, with Korean messages.
    pub fn validate(self, today: NaiveDate) -> Result<NewDataRequest, Vec<FieldError>> {
        let mut errors = Vec::new();
        let title = self.title.trim().to_string();
        if title.is_empty() {
            errors.push(FieldError::new("title", "요청 제목을 입력해 주세요."));
        } else if chars(&title) > MAX_TITLE_CHARS {
            errors.push(FieldError::new("title", "요청 제목은 100자까지 입력할 수 있습니다."));
        }
        let message = self.message.trim().to_string();
        if chars(&message) > MAX_MESSAGE_CHARS {
            errors.push(FieldError::new("message", "요청 내용은 2,000자까지 입력할 수 있습니다."));
        }
        let mut items = Vec::new();
        for raw in &self.items {
            match RequestItem::parse(raw) {
                Some(i) if !items.contains(&i) => items.push(i),
                Some(_) => {}
                None => errors.push(FieldError::new("items", "알 수 없는 요청 항목입니다.")),
            }
        }
        if self.items.is_empty() {
            errors.push(FieldError::new("items", "요청할 항목을 하나 이상 골라 주세요."));
        }
        let period = Quarter::new(self.year, self.quarter);
        if period.is_none() {
            errors.push(FieldError::new("quarter", "요청 분기를 확인해 주세요."));
        } else if period.is_some_and(|p| p.start() > today) {
            errors.push(FieldError::new("quarter", "아직 시작하지 않은 분기는 요청할 수 없습니다."));
        }
        let statements_year = if items.contains(&RequestItem::YearlyStatements) {
            match self.statements_year {
                Some(y) if (2000..today.year()).contains(&y) => Some(y),
                _ => {
                    errors.push(FieldError::new("statements_year", "재무제표 연도를 확인해 주세요. (지난해까지)"));
                    None
                }
            }
        } else {
            None
        };
        let mut document_kinds = Vec::new();
        if items.contains(&RequestItem::Documents) {
            for raw in &self.document_kinds {
                match DocumentKind::parse(raw) {
                    Some(k) if !document_kinds.contains(&k) => document_kinds.push(k),
                    Some(_) => {}
                    None => errors.push(FieldError::new("document_kinds", "알 수 없는 서류 코드입니다.")),
                }
            }
            if self.document_kinds.is_empty() {
                errors.push(FieldError::new("document_kinds", "요청할 서류를 하나 이상 골라 주세요."));
            }
        }
        if self.due_on < today {
            errors.push(FieldError::new("due_on", "기한은 오늘 이후로 정해 주세요."));
        } else if self.due_on > today + Duration::days(MAX_DUE_DAYS) {
            errors.push(FieldError::new("due_on", "기한은 1년 안으로 정해 주세요."));
        }
        let mut targets: Vec<(StartupId, Option<Email>)> = Vec::new();
        for (n, t) in self.startups.iter().enumerate() {
            let email = match t.email.as_deref().map(str::trim).filter(|e| !e.is_empty()) {
                None => None,
                Some(raw) => match Email::parse(raw) {
                    Ok(e) => Some(e),
                    Err(_) => {
                        errors.push(FieldError::new(format!("startups.{n}.email"), "이메일 형식이 올바르지 않습니다."));
                        None
                    }
                },
            };
            if !targets.iter().any(|(id, _)| id.get() == t.startup) {
                targets.push((StartupId(t.startup), email));
            }
        }
        if targets.is_empty() {
            errors.push(FieldError::new("startups", "요청할 기업을 골라 주세요."));
        } else if targets.len() > MAX_TARGETS {
            errors.push(FieldError::new("startups", "한 번에 100개 기업까지 요청할 수 있습니다."));
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let ask = RequestAsk {
            title,
            message,
            items,
            period: period.unwrap_or(Quarter { year: today.year(), quarter: 1 }),
            statements_year,
            document_kinds,
            due_on: self.due_on,
        };
        Ok(NewDataRequest { ask, targets })
    }
}

/// Where one startup's part stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TargetStatus {
    /// Not answered, due date not passed.
    Waiting,
    /// Not answered, due date passed.
    Late,
    Answered,
    /// Answered after the due date.
    AnsweredLate,
}

impl TargetStatus {
    /// Late means past the due date in Korea: an answer on the due day is on time.
    pub fn of(due_on: NaiveDate, answered_at: Option<DateTime<Utc>>, now: DateTime<Utc>) -> TargetStatus {
        match answered_at {
            Some(at) if kernel::format::korean_date(at) > due_on => TargetStatus::AnsweredLate,
            Some(_) => TargetStatus::Answered,
            None if kernel::format::korean_date(now) > due_on => TargetStatus::Late,
            None => TargetStatus::Waiting,
        }
    }

    /// The wire code (`waiting`, `late`, `answered`, `answered_late`).
    pub fn code(self) -> &'static str {
        match self {
            TargetStatus::Waiting => "waiting",
            TargetStatus::Late => "late",
            TargetStatus::Answered => "answered",
            TargetStatus::AnsweredLate => "answered_late",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            TargetStatus::Waiting => "응답 대기",
            TargetStatus::Late => "기한 지남",
            TargetStatus::Answered => "응답 완료",
            TargetStatus::AnsweredLate => "기한 후 응답",
        }
    }
}

/// Whether an unanswered target is due a reminder `today`: a day of the schedule has come since
/// its last mail (the request itself, or the last reminder). Days missed while nothing ran are
/// caught up by one mail, not one each; days before the request was sent never count (a
/// request due in two days gets no "three days before" mail).
pub fn reminder_due(last_mail_on: NaiveDate, due_on: NaiveDate, today: NaiveDate) -> bool {
    REMINDER_OFFSETS_DAYS.iter().map(|d| due_on + Duration::days(*d)).any(|d| last_mail_on < d && d <= today)
}

/// Where a mailed link stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkState {
    Open,
    /// An answer came through it (or the startup answered in its account).
    Used,
    Expired,
}

impl LinkState {
    pub fn of(answered: bool, expires_at: DateTime<Utc>, now: DateTime<Utc>) -> LinkState {
        if answered {
            LinkState::Used
        } else if now >= expires_at {
            LinkState::Expired
        } else {
            LinkState::Open
        }
    }
}

/// An answer as sent.
#[derive(Debug, Clone, Default)]
pub struct AnswerDraft {
    pub sales: Option<i64>,
    pub cash: Option<i64>,
    pub headcount: Option<i64>,
    pub statements: Option<(BalanceSheet, IncomeStatement)>,
    pub note: String,
}

/// A checked answer: the quarter's figures asked and the year's statements asked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct CheckedAnswer {
    pub quarter: Option<QuarterFigures>,
    pub statements: Option<YearFigures>,
    pub note: String,
}

fn figure(errors: &mut Vec<FieldError>, field: &str, value: Option<i64>, max: i64) -> Option<i64> {
    match value {
        None => {
            errors.push(FieldError::new(field, "요청한 항목입니다. 값을 입력해 주세요."));
            None
        }
        Some(v) if !(0..=max).contains(&v) => {
            errors.push(FieldError::new(field, "0 이상의 올바른 숫자를 입력해 주세요."));
            None
        }
        v => v,
    }
}

impl AnswerDraft {
    /// Checks the answer against what was asked: every asked item present and in range; what
    /// was not asked is ignored. Documents are uploaded on their own, before the answer.
    ///
    /// # Errors
    /// The fields that failed (`sales`, `cash`, `headcount`, `statements.…`, `note`).
    pub fn check(self, ask: &RequestAsk, today: NaiveDate) -> Result<CheckedAnswer, Vec<FieldError>> {
        let mut errors = Vec::new();
        let mut q = QuarterFigures { period: ask.period, sales: None, cash: None, headcount: None };
        if ask.asks(RequestItem::QuarterlySales) {
            q.sales = figure(&mut errors, "sales", self.sales, MAX_FIGURE);
        }
        if ask.asks(RequestItem::Cash) {
            q.cash = figure(&mut errors, "cash", self.cash, MAX_FIGURE);
        }
        if ask.asks(RequestItem::Headcount) {
            q.headcount = figure(&mut errors, "headcount", self.headcount, MAX_HEADCOUNT);
        }
        let statements =
            match (ask.statements_year.filter(|_| ask.asks(RequestItem::YearlyStatements)), self.statements) {
                (None, _) => None,
                (Some(_), None) => {
                    errors.push(FieldError::new("statements", "요청한 연도의 재무제표를 입력해 주세요."));
                    None
                }
                (Some(year), Some((balance, income))) => match YearFigures::checked(year, balance, income, today) {
                    Ok(y) => Some(y),
                    Err(e) => {
                        errors.extend(
                            e.into_iter().map(|f| FieldError::new(format!("statements.{}", f.field), f.message)),
                        );
                        None
                    }
                },
            };
        let note = self.note.trim().to_string();
        if chars(&note) > MAX_NOTE_CHARS {
            errors.push(FieldError::new("note", "전달 메모는 1,000자까지 입력할 수 있습니다."));
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let asked_quarterly = q.sales.is_some() || q.cash.is_some() || q.headcount.is_some();
        Ok(CheckedAnswer { quarter: asked_quarterly.then_some(q), statements, note })
    }
}

/// One startup's part of a request, as the firm, the startup and the link page see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestTarget {
    pub id: RequestTargetId,
    pub request: DataRequestId,
    pub firm_name: String,
    pub ask: RequestAsk,
    pub sent_at: DateTime<Utc>,
    pub startup: StartupId,
    pub startup_name: String,
    pub email: Email,
    pub link_expires_at: DateTime<Utc>,
    pub answered_at: Option<DateTime<Utc>>,
    pub reminders: i32,
    pub last_reminded_at: Option<DateTime<Utc>>,
}

impl RequestTarget {
    pub fn status(&self, now: DateTime<Utc>) -> TargetStatus {
        TargetStatus::of(self.ask.due_on, self.answered_at, now)
    }

    pub fn link_state(&self, now: DateTime<Utc>) -> LinkState {
        LinkState::of(self.answered_at.is_some(), self.link_expires_at, now)
    }
}

/// How an answer came.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnswerVia {
    Account,
    Link,
}

impl AnswerVia {
    /// The wire and stored code (`account`, `link`).
    pub fn code(self) -> &'static str {
        match self {
            AnswerVia::Account => "account",
            AnswerVia::Link => "link",
        }
    }
}

/// One answer in a target's history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestAnswer {
    pub answered_at: DateTime<Utc>,
    pub author_name: String,
    pub via: AnswerVia,
    pub answer: CheckedAnswer,
}

/// One mail of a target (the request or a reminder) and how its delivery went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestMailDelivery {
    /// When its state last changed.
    pub at: DateTime<Utc>,
    /// queued, sending, sent, failed
    pub status: String,
}

/// A request as its firm's list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataRequestSummary {
    pub id: DataRequestId,
    pub ask: RequestAsk,
    pub created_at: DateTime<Utc>,
    pub created_by: String,
    pub targets: i64,
    pub answered: i64,
    /// Unanswered past the due date.
    pub late: i64,
}

/// A request with each startup's part, answers and mails.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataRequestDetail {
    pub summary: DataRequestSummary,
    pub targets: Vec<(RequestTarget, Vec<RequestAnswer>, Vec<RequestMailDelivery>)>,
}

#[cfg(test)]
mod tests;
