//! What portfolio records in the audit trail for each change: the event and its payload.

use company::StartupId;
use kernel::audit::{AuditAction, AuditEntity, AuditEvent};
use serde_json::json;

use crate::model::{ItemEdit, PortfolioId, PortfolioItemId, ShareLinkId};
use crate::ports::NewLink;

fn portfolio_event(id: PortfolioId, action: AuditAction) -> AuditEvent {
    AuditEvent::new(AuditEntity::Portfolio, id.get(), action)
}

pub fn portfolio_created(id: PortfolioId, title: &str) -> AuditEvent {
    portfolio_event(id, AuditAction::Created).after(json!({ "title": title }))
}

pub fn portfolio_renamed(id: PortfolioId, title: &str) -> AuditEvent {
    portfolio_event(id, AuditAction::Updated).after(json!({ "title": title }))
}

/// `title` is the deleted portfolio's, as the delete returned it.
pub fn portfolio_deleted(id: PortfolioId, title: &str) -> AuditEvent {
    portfolio_event(id, AuditAction::Deleted).before(json!({ "title": title }))
}

/// The portfolio's target startups were set, in page order.
pub fn portfolio_targets_set(id: PortfolioId, startups: &[StartupId]) -> AuditEvent {
    let ids: Vec<i64> = startups.iter().map(|s| s.get()).collect();
    portfolio_event(id, AuditAction::Updated).after(json!({ "startup_ids": ids }))
}

/// One page of the portfolio was saved.
pub fn portfolio_item_saved(id: PortfolioId, item: PortfolioItemId, edit: &ItemEdit) -> AuditEvent {
    portfolio_event(id, AuditAction::Saved).after(json!({ "item_id": item.get(), "title": edit.title }))
}

/// A share link was made; the payload says whether it has a password, never the hash.
pub fn share_link_created(portfolio: PortfolioId, id: ShareLinkId, link: &NewLink<'_>) -> AuditEvent {
    portfolio_event(portfolio, AuditAction::Created).after(json!({
        "share_link_id": id.get(),
        "expires_at": link.expires_at,
        "password": link.password_hash.is_some(),
        "allow_download": link.allow_download,
        "require_email": link.require_email,
    }))
}

pub fn share_link_revoked(portfolio: PortfolioId, id: ShareLinkId) -> AuditEvent {
    portfolio_event(portfolio, AuditAction::Deleted).before(json!({ "share_link_id": id.get() }))
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};
    use kernel::RichText;

    use super::*;

    fn head(e: &AuditEvent) -> (AuditEntity, i64, AuditAction, Option<i64>) {
        (e.entity, e.entity_id, e.action, e.union_id)
    }

    #[test]
    fn portfolio_events() {
        let e = portfolio_created(PortfolioId(2), "2025 포트폴리오");
        assert_eq!(head(&e), (AuditEntity::Portfolio, 2, AuditAction::Created, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "title": "2025 포트폴리오" }))));

        let e = portfolio_renamed(PortfolioId(2), "새 이름");
        assert_eq!(head(&e), (AuditEntity::Portfolio, 2, AuditAction::Updated, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "title": "새 이름" }))));

        let e = portfolio_deleted(PortfolioId(2), "새 이름");
        assert_eq!(head(&e), (AuditEntity::Portfolio, 2, AuditAction::Deleted, None));
        assert_eq!((e.before, e.after), (Some(json!({ "title": "새 이름" })), None));

        let e = portfolio_targets_set(PortfolioId(2), &[StartupId(8), StartupId(3)]);
        assert_eq!(head(&e), (AuditEntity::Portfolio, 2, AuditAction::Updated, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "startup_ids": [8, 3] }))));

        let blank = || RichText::from_stored(String::new());
        let edit = ItemEdit { title: "스타트업".to_owned(), blocks: [blank(), blank(), blank()] };
        let e = portfolio_item_saved(PortfolioId(2), PortfolioItemId(12), &edit);
        assert_eq!(head(&e), (AuditEntity::Portfolio, 2, AuditAction::Saved, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "item_id": 12, "title": "스타트업" }))));
    }

    #[test]
    fn share_link_events_are_the_portfolio_s() {
        let link = NewLink {
            token_digest: b"digest",
            expires_at: Utc.with_ymd_and_hms(2025, 3, 1, 9, 0, 0).unwrap(),
            password_hash: Some("hash"),
            allow_download: false,
            require_email: true,
        };
        let e = share_link_created(PortfolioId(2), ShareLinkId(30), &link);
        assert_eq!(head(&e), (AuditEntity::Portfolio, 2, AuditAction::Created, None));
        assert_eq!(
            (e.before, e.after),
            (
                None,
                Some(json!({
                    "share_link_id": 30,
                    "expires_at": "2025-03-01T09:00:00Z",
                    "password": true,
                    "allow_download": false,
                    "require_email": true,
                }))
            )
        );

        let e = share_link_revoked(PortfolioId(2), ShareLinkId(30));
        assert_eq!(head(&e), (AuditEntity::Portfolio, 2, AuditAction::Deleted, None));
        assert_eq!((e.before, e.after), (Some(json!({ "share_link_id": 30 })), None));
    }
}
