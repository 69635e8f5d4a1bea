//! A mailing (one send: the history row) and its per-recipient deliveries (the outbox rows).

use chrono::{DateTime, Utc};
use kernel::{define_id, Email, FieldError};
use lp::LpGroupId;
use union::{ApplicantId, ApplicantStatus, UnionId};

use crate::kind::MailKind;
use crate::templates::MailContext;

define_id!(
    /// One send of one mail kind to a set of recipients (a history row).
    MailingId
);

/// Most recipients in one send, and most rows the selection modal lists.
pub const MAX_RECIPIENTS: usize = 20_000;

/// What the GP picked: applicants one by one and groups (a group stands for its members who
/// applied to this union).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RecipientSelection {
    pub applicants: Vec<ApplicantId>,
    pub groups: Vec<LpGroupId>,
}

impl RecipientSelection {
    /// Removes repeats, keeping the order picked.
    pub fn normalized(mut self) -> Self {
        let mut seen = std::collections::HashSet::new();
        self.applicants.retain(|a| seen.insert(a.get()));
        let mut seen = std::collections::HashSet::new();
        self.groups.retain(|g| seen.insert(g.get()));
        self
    }

    /// # Errors
    /// Nothing picked, or more than [`MAX_RECIPIENTS`].
    pub fn validate(&self) -> Result<(), Vec<FieldError>> {
        if self.applicants.is_empty() && self.groups.is_empty() {
            return Err(vec![FieldError::new("recipients", "메일을 받을 조합원이나 그룹을 선택해주세요.")]);
        }
        if self.applicants.len() + self.groups.len() > MAX_RECIPIENTS {
            return Err(vec![FieldError::new("recipients", "한 번에 20,000명까지 보낼 수 있습니다.")]);
        }
        Ok(())
    }
}

/// Everything the repository stores for a send, in one transaction with its outbox rows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMailing {
    pub union: UnionId,
    pub kind: MailKind,
    pub subject: String,
    /// The frozen facts every recipient's mail is rendered from.
    pub context: MailContext,
    /// `None`: the sender's own address.
    pub reply_to: Option<Email>,
    pub selection: RecipientSelection,
    /// A repeat of a send with this key returns the first mailing and queues nothing; the same
    /// key with a different [`NewMailing::request_signature`] is refused.
    pub idempotency_key: Option<String>,
}

impl NewMailing {
    /// What makes two sends the same request, whatever order the ids were picked in: the union,
    /// the kind, the reply-to address and the picked applicants and groups.
    pub fn request_signature(&self) -> String {
        let mut applicants: Vec<i64> = self.selection.applicants.iter().map(|a| a.get()).collect();
        let mut groups: Vec<i64> = self.selection.groups.iter().map(|g| g.get()).collect();
        applicants.sort_unstable();
        applicants.dedup();
        groups.sort_unstable();
        groups.dedup();
        let list = |ids: &[i64]| ids.iter().map(ToString::to_string).collect::<Vec<_>>().join(",");
        format!(
            "union={} kind={} reply_to={} applicants={} groups={}",
            self.union.get(),
            self.kind.code(),
            self.reply_to.as_ref().map_or("", |r| r.as_str()),
            list(&applicants),
            list(&groups)
        )
    }
}

/// A history row with its delivery counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailingSummary {
    pub id: MailingId,
    pub union: UnionId,
    pub kind: MailKind,
    pub subject: String,
    pub sender_name: String,
    pub reply_to: Option<Email>,
    pub recipient_count: i64,
    pub group_count: i64,
    pub created_at: DateTime<Utc>,
    /// Waiting or being handed to the server (including retries after a temporary failure).
    pub queued: i64,
    pub sent: i64,
    pub failed: i64,
}

/// A mailing of any of the firm's unions, with the union's name (the dashboard's recent mails).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecentMailing {
    pub mailing: MailingSummary,
    pub union_name: String,
}

/// How many mailings the dashboard lists.
pub const RECENT_MAILINGS_SHOWN: i64 = 5;

/// The answer to a send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailingCreated {
    pub mailing: MailingSummary,
    /// Picked applicants left out because they have no e-mail address.
    pub without_email: i64,
    /// True when this is the first answer again (same idempotency key): nothing was queued.
    pub replayed: bool,
}

/// Where one recipient's mail stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeliveryStatus {
    Queued,
    /// Claimed by a worker; if the worker dies the claim expires and the mail is queued again.
    Sending,
    Sent,
    Failed,
}

impl DeliveryStatus {
    pub const ALL: [DeliveryStatus; 4] =
        [DeliveryStatus::Queued, DeliveryStatus::Sending, DeliveryStatus::Sent, DeliveryStatus::Failed];

    pub fn code(self) -> &'static str {
        match self {
            DeliveryStatus::Queued => "queued",
            DeliveryStatus::Sending => "sending",
            DeliveryStatus::Sent => "sent",
            DeliveryStatus::Failed => "failed",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.code() == code)
    }
}

/// One recipient of a mailing, as the history detail lists them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecipientDelivery {
    pub name: String,
    pub phone: String,
    pub email: String,
    pub status: DeliveryStatus,
    pub attempts: i32,
    /// The SMTP server's last answer (or the reason it could not be reached).
    pub last_answer: Option<String>,
    /// When it was sent, or when the last attempt failed.
    pub updated_at: DateTime<Utc>,
}

/// An applicant in the member-selection modal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberCandidate {
    pub applicant: ApplicantId,
    pub name: String,
    pub lp_type: String,
    pub phone: String,
    /// Empty when the applicant gave none: such a member cannot be mailed.
    pub email: String,
    pub units: i64,
    pub amount: i64,
    pub status: ApplicantStatus,
}

impl MemberCandidate {
    /// A member is mailable when they gave an e-mail address (the send's SQL filters the same
    /// way: `email <> ''`; addresses are stored trimmed).
    pub fn is_mailable(&self) -> bool {
        !self.email.trim().is_empty()
    }
}

/// An LP group in the member-selection modal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupCandidate {
    pub group: LpGroupId,
    pub name: String,
    /// All LPs of the group.
    pub member_count: i64,
    /// Those who applied to this union and have an address: who the group reaches.
    pub reachable_count: i64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_selection_needs_someone_and_drops_repeats() {
        assert_eq!(RecipientSelection::default().validate().unwrap_err()[0].field, "recipients");
        let s = RecipientSelection {
            applicants: vec![ApplicantId(3), ApplicantId(1), ApplicantId(3)],
            groups: vec![LpGroupId(2), LpGroupId(2)],
        }
        .normalized();
        assert_eq!(s.applicants, [ApplicantId(3), ApplicantId(1)]);
        assert_eq!(s.groups, [LpGroupId(2)]);
        assert!(s.validate().is_ok());
        let many =
            RecipientSelection { applicants: (0..=MAX_RECIPIENTS as i64).map(ApplicantId).collect(), groups: vec![] };
        assert!(many.validate().is_err());
    }

    #[test]
    fn a_request_signature_ignores_pick_order_and_repeats_but_not_recipients() {
        let mailing = |applicants: &[i64], groups: &[i64], kind: MailKind| NewMailing {
            union: UnionId(7),
            kind,
            subject: "s".into(),
            context: crate::templates::tests::ctx(),
            reply_to: None,
            selection: RecipientSelection {
                applicants: applicants.iter().copied().map(ApplicantId).collect(),
                groups: groups.iter().copied().map(LpGroupId).collect(),
            },
            idempotency_key: Some("k".into()),
        };
        let first = mailing(&[3, 1], &[2], MailKind::Recruitment).request_signature();
        assert_eq!(first, mailing(&[1, 3, 3], &[2, 2], MailKind::Recruitment).request_signature());
        assert_ne!(first, mailing(&[1], &[2], MailKind::Recruitment).request_signature());
        assert_ne!(first, mailing(&[3, 1], &[], MailKind::Recruitment).request_signature());
        assert_ne!(first, mailing(&[3, 1], &[2], MailKind::Closing).request_signature());
    }

    #[test]
    fn status_codes_round_trip() {
        for s in [DeliveryStatus::Queued, DeliveryStatus::Sending, DeliveryStatus::Sent, DeliveryStatus::Failed] {
            assert_eq!(DeliveryStatus::parse(s.code()), Some(s));
        }
        assert_eq!(DeliveryStatus::parse("lost"), None);
    }
}
