//! What support records in the audit trail for each change: the event and its payload.

use kernel::audit::{AuditAction, AuditEntity, AuditEvent};
use serde_json::{json, Value};

use crate::model::{FaqId, InquiryId, InquiryStatus, NoticeId};
use crate::ports::NewInquiryFile;
use crate::validate::{FaqDraft, InquiryDraft, NoticeDraft};

fn notice_json(draft: &NoticeDraft) -> Value {
    json!({ "title": draft.title, "pinned": draft.pinned })
}

fn faq_json(draft: &FaqDraft) -> Value {
    json!({ "question": draft.question, "category": draft.category.code() })
}

/// A notice was published.
pub fn notice_created(id: NoticeId, draft: &NoticeDraft) -> AuditEvent {
    AuditEvent::new(AuditEntity::Notice, id.get(), AuditAction::Created).after(notice_json(draft))
}

pub fn notice_updated(id: NoticeId, draft: &NoticeDraft) -> AuditEvent {
    AuditEvent::new(AuditEntity::Notice, id.get(), AuditAction::Updated).after(notice_json(draft))
}

/// `title` is the deleted notice's, as the delete returned it.
pub fn notice_deleted(id: NoticeId, title: &str) -> AuditEvent {
    AuditEvent::new(AuditEntity::Notice, id.get(), AuditAction::Deleted).before(json!({ "title": title }))
}

pub fn faq_created(id: FaqId, draft: &FaqDraft) -> AuditEvent {
    AuditEvent::new(AuditEntity::Faq, id.get(), AuditAction::Created).after(faq_json(draft))
}

pub fn faq_updated(id: FaqId, draft: &FaqDraft) -> AuditEvent {
    AuditEvent::new(AuditEntity::Faq, id.get(), AuditAction::Updated).after(faq_json(draft))
}

/// `question` is the deleted entry's, as the delete returned it.
pub fn faq_deleted(id: FaqId, question: &str) -> AuditEvent {
    AuditEvent::new(AuditEntity::Faq, id.get(), AuditAction::Deleted).before(json!({ "question": question }))
}

pub fn inquiry_created(id: InquiryId, draft: &InquiryDraft) -> AuditEvent {
    AuditEvent::new(AuditEntity::Inquiry, id.get(), AuditAction::Created)
        .after(json!({ "title": draft.title, "category": draft.category.code() }))
}

/// A file was attached to the inquiry.
pub fn inquiry_file_uploaded(id: InquiryId, file: &NewInquiryFile) -> AuditEvent {
    AuditEvent::new(AuditEntity::Inquiry, id.get(), AuditAction::Uploaded)
        .after(json!({ "file": file.name, "size_bytes": file.size_bytes }))
}

/// Operator staff answered the inquiry (or replaced the answer).
pub fn inquiry_answered(id: InquiryId) -> AuditEvent {
    AuditEvent::new(AuditEntity::Inquiry, id.get(), AuditAction::StatusChanged)
        .after(json!({ "status": InquiryStatus::Answered.code() }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{FaqCategory, InquiryCategory};

    fn head(e: &AuditEvent) -> (AuditEntity, i64, AuditAction, Option<i64>) {
        (e.entity, e.entity_id, e.action, e.union_id)
    }

    #[test]
    fn notice_events_carry_title_and_pin() {
        let draft = NoticeDraft { title: "점검 안내".to_owned(), body: "본문".to_owned(), pinned: true };
        let after = Some(json!({ "title": "점검 안내", "pinned": true }));

        let e = notice_created(NoticeId(3), &draft);
        assert_eq!(head(&e), (AuditEntity::Notice, 3, AuditAction::Created, None));
        assert_eq!((e.before, e.after), (None, after.clone()));

        let e = notice_updated(NoticeId(3), &draft);
        assert_eq!(head(&e), (AuditEntity::Notice, 3, AuditAction::Updated, None));
        assert_eq!((e.before, e.after), (None, after));

        let e = notice_deleted(NoticeId(3), "점검 안내");
        assert_eq!(head(&e), (AuditEntity::Notice, 3, AuditAction::Deleted, None));
        assert_eq!((e.before, e.after), (Some(json!({ "title": "점검 안내" })), None));
    }

    #[test]
    fn faq_events_carry_question_and_category_code() {
        let draft = FaqDraft {
            category: FaqCategory::Union,
            question: "조합이란?".to_owned(),
            answer: "답".to_owned(),
            sort_order: 2,
        };
        let after = Some(json!({ "question": "조합이란?", "category": "union" }));

        let e = faq_created(FaqId(5), &draft);
        assert_eq!(head(&e), (AuditEntity::Faq, 5, AuditAction::Created, None));
        assert_eq!((e.before, e.after), (None, after.clone()));

        let e = faq_updated(FaqId(5), &draft);
        assert_eq!(head(&e), (AuditEntity::Faq, 5, AuditAction::Updated, None));
        assert_eq!((e.before, e.after), (None, after));

        let e = faq_deleted(FaqId(5), "조합이란?");
        assert_eq!(head(&e), (AuditEntity::Faq, 5, AuditAction::Deleted, None));
        assert_eq!((e.before, e.after), (Some(json!({ "question": "조합이란?" })), None));
    }

    #[test]
    fn inquiry_events() {
        let draft =
            InquiryDraft { category: InquiryCategory::Data, title: "문의".to_owned(), body: "내용".to_owned() };
        let e = inquiry_created(InquiryId(9), &draft);
        assert_eq!(head(&e), (AuditEntity::Inquiry, 9, AuditAction::Created, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "title": "문의", "category": "data" }))));

        let file = NewInquiryFile {
            name: "a.pdf".to_owned(),
            content_type: "application/pdf".to_owned(),
            size_bytes: 1_024,
            object_key: "inquiries/9/a.pdf".to_owned(),
        };
        let e = inquiry_file_uploaded(InquiryId(9), &file);
        assert_eq!(head(&e), (AuditEntity::Inquiry, 9, AuditAction::Uploaded, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "file": "a.pdf", "size_bytes": 1_024 }))));

        let e = inquiry_answered(InquiryId(9));
        assert_eq!(head(&e), (AuditEntity::Inquiry, 9, AuditAction::StatusChanged, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "status": "answered" }))));
    }
}
