//! Notices, FAQ entries and inquiries.

use chrono::{DateTime, Utc};
use kernel::{code_enum, define_id, CompanyId, UserId};

define_id!(
    /// A notice (공지사항).
    NoticeId
);
define_id!(
    /// An FAQ entry (자주 묻는 질문).
    FaqId
);
define_id!(
    /// A 1:1 inquiry.
    InquiryId
);
define_id!(
    /// A file attached to an inquiry.
    InquiryFileId
);

code_enum!(
    /// What an FAQ entry is about (the FAQ page's category tabs).
    FaqCategory {
        Service = "service" / "서비스 이용",
        Union = "union" / "조합 운영",
        Invest = "invest" / "투자·보고서",
        Account = "account" / "계정·회원",
        Payment = "payment" / "결제·포인트",
    }
);

code_enum!(
    /// What an inquiry is about.
    InquiryCategory {
        Service = "service" / "서비스 이용",
        Union = "union" / "조합 운영",
        Data = "data" / "기업 데이터",
        Payment = "payment" / "결제·포인트",
        Account = "account" / "계정·회원",
        Other = "other" / "기타",
    }
);

code_enum!(
    /// Where an inquiry stands.
    InquiryStatus { Waiting = "waiting" / "답변 대기", Answered = "answered" / "답변 완료" }
);

/// A notice as the list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoticeSummary {
    pub id: NoticeId,
    pub title: String,
    /// Pinned notices head the list.
    pub pinned: bool,
    pub published_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub summary: NoticeSummary,
    /// Plain text; line breaks are kept when shown.
    pub body: String,
    pub updated_at: DateTime<Utc>,
}

/// A notice with its neighbours in publication order: `previous` is the older one (이전 글),
/// `next` the newer one (다음 글).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoticeDetail {
    pub notice: Notice,
    pub previous: Option<NoticeSummary>,
    pub next: Option<NoticeSummary>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Faq {
    pub id: FaqId,
    pub category: FaqCategory,
    pub question: String,
    pub answer: String,
    /// Lower first within the list.
    pub sort_order: i32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InquiryFile {
    pub id: InquiryFileId,
    pub name: String,
    pub content_type: String,
    pub size_bytes: i64,
    pub(crate) object_key: String,
}

impl InquiryFile {
    pub fn new(id: InquiryFileId, name: String, content_type: String, size_bytes: i64, object_key: String) -> Self {
        InquiryFile { id, name, content_type, size_bytes, object_key }
    }

    pub fn object_key(&self) -> &str {
        &self.object_key
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inquiry {
    pub id: InquiryId,
    pub company_id: CompanyId,
    pub author_id: UserId,
    /// The author's name and firm, for the operator's list.
    pub author_name: String,
    pub company_name: String,
    pub category: InquiryCategory,
    pub title: String,
    pub body: String,
    pub status: InquiryStatus,
    pub answer: Option<String>,
    pub answered_at: Option<DateTime<Utc>>,
    pub files: Vec<InquiryFile>,
    pub created_at: DateTime<Utc>,
}
