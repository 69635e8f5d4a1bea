//! Checks of what operators and members write, with Korean field messages.

use kernel::FieldError;

use crate::model::{FaqCategory, InquiryCategory};

pub const MAX_TITLE_CHARS: usize = 100;
pub const MAX_NOTICE_CHARS: usize = 20_000;
pub const MAX_QUESTION_CHARS: usize = 200;
pub const MAX_TEXT_CHARS: usize = 5_000;
/// Files one inquiry may carry, and the size of each.
pub const MAX_INQUIRY_FILES: usize = 5;
pub const MAX_INQUIRY_FILE_BYTES: usize = 10 * 1024 * 1024;

pub const MSG_TITLE: &str = "제목을 100자 이내로 입력해 주세요.";
pub const MSG_NOTICE_BODY: &str = "내용을 20,000자 이내로 입력해 주세요.";
pub const MSG_BODY: &str = "내용을 5,000자 이내로 입력해 주세요.";
pub const MSG_QUESTION: &str = "질문을 200자 이내로 입력해 주세요.";
pub const MSG_ANSWER: &str = "답변을 5,000자 이내로 입력해 주세요.";
pub const MSG_FAQ_CATEGORY: &str = "FAQ 분류를 선택해 주세요.";
pub const MSG_INQUIRY_CATEGORY: &str = "문의 유형을 선택해 주세요.";
pub const MSG_SORT_ORDER: &str = "순서는 -1,000부터 1,000까지의 정수로 입력해 주세요.";
/// How far an FAQ entry's order number may go either way.
pub const MAX_SORT_ORDER: i32 = 1_000;

/// Trimmed text of 1 to `max` characters, or the field's error.
fn text(errors: &mut Vec<FieldError>, field: &str, raw: &str, max: usize, message: &str) -> String {
    let t = raw.trim();
    if t.is_empty() || t.chars().count() > max {
        errors.push(FieldError::new(field, message));
    }
    t.to_owned()
}

fn done<T>(errors: Vec<FieldError>, value: T) -> Result<T, Vec<FieldError>> {
    if errors.is_empty() {
        Ok(value)
    } else {
        Err(errors)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoticeDraft {
    pub title: String,
    pub body: String,
    pub pinned: bool,
}

/// # Errors
/// `title`, `body`.
pub fn notice(title: &str, body: &str, pinned: bool) -> Result<NoticeDraft, Vec<FieldError>> {
    let mut errors = Vec::new();
    let title = text(&mut errors, "title", title, MAX_TITLE_CHARS, MSG_TITLE);
    let body = text(&mut errors, "body", body, MAX_NOTICE_CHARS, MSG_NOTICE_BODY);
    done(errors, NoticeDraft { title, body, pinned })
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FaqDraft {
    pub category: FaqCategory,
    pub question: String,
    pub answer: String,
    pub sort_order: i32,
}

/// # Errors
/// `category`, `question`, `answer`.
pub fn faq(category: &str, question: &str, answer: &str, sort_order: i32) -> Result<FaqDraft, Vec<FieldError>> {
    let mut errors = Vec::new();
    let category = FaqCategory::parse(category);
    if category.is_none() {
        errors.push(FieldError::new("category", MSG_FAQ_CATEGORY));
    }
    let question = text(&mut errors, "question", question, MAX_QUESTION_CHARS, MSG_QUESTION);
    let answer = text(&mut errors, "answer", answer, MAX_TEXT_CHARS, MSG_ANSWER);
    if !(-MAX_SORT_ORDER..=MAX_SORT_ORDER).contains(&sort_order) {
        errors.push(FieldError::new("sort_order", MSG_SORT_ORDER));
    }
    match category {
        Some(category) => done(errors, FaqDraft { category, question, answer, sort_order }),
        None => Err(errors),
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InquiryDraft {
    pub category: InquiryCategory,
    pub title: String,
    pub body: String,
}

/// # Errors
/// `category`, `title`, `body`.
pub fn inquiry(category: &str, title: &str, body: &str) -> Result<InquiryDraft, Vec<FieldError>> {
    let mut errors = Vec::new();
    let category = InquiryCategory::parse(category);
    if category.is_none() {
        errors.push(FieldError::new("category", MSG_INQUIRY_CATEGORY));
    }
    let title = text(&mut errors, "title", title, MAX_TITLE_CHARS, MSG_TITLE);
    let body = text(&mut errors, "body", body, MAX_TEXT_CHARS, MSG_BODY);
    match category {
        Some(category) => done(errors, InquiryDraft { category, title, body }),
        None => Err(errors),
    }
}

/// # Errors
/// `answer`.
pub fn answer(raw: &str) -> Result<String, Vec<FieldError>> {
    let mut errors = Vec::new();
    let answer = text(&mut errors, "answer", raw, MAX_TEXT_CHARS, MSG_ANSWER);
    done(errors, answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts_are_trimmed_and_bounded_at_their_limit() {
        assert_eq!(notice("  공지 ", " 본문 ", true).unwrap().title, "공지");
        assert!(notice(&"가".repeat(100), "본문", false).is_ok());
        let errors = notice(&"가".repeat(101), " ", false).unwrap_err();
        let fields: Vec<&str> = errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["title", "body"]);
        assert!(answer(&"가".repeat(5_000)).is_ok());
        assert!(answer(&"가".repeat(5_001)).is_err());
    }

    #[test]
    fn categories_are_closed_lists() {
        assert_eq!(faq("union", "질문", "답", 0).unwrap().category, FaqCategory::Union);
        assert_eq!(faq("nope", "질문", "답", 0).unwrap_err()[0].field, "category");
        assert!(faq("union", "질문", "답", -1_000).is_ok());
        assert_eq!(faq("union", "질문", "답", 1_001).unwrap_err()[0].field, "sort_order");
        assert_eq!(inquiry("other", "제목", "내용").unwrap().category, InquiryCategory::Other);
        assert_eq!(inquiry("", "제목", "내용").unwrap_err()[0].field, "category");
    }
}
