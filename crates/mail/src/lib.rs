//! The communication tab's domain: four notification mails rendered from a union's data (the
//! same code for the preview and the sent mail), recipients chosen by member or group, the send
//! history, and the transactional outbox a worker delivers with retry and backoff.

pub mod audit;
pub mod delivery;
pub mod error;
pub mod kind;
pub mod mailing;
pub mod notice;
pub mod ports;
pub mod render;
pub mod service;
pub mod tax;
pub mod tax_paper_mail;
pub mod templates;

pub use delivery::{DeliveryWorker, RetryPolicy};
pub use error::{CommunicationError, MailConflict};
pub use kind::MailKind;
pub use mailing::{
    DeliveryStatus, GroupCandidate, MailingCreated, MailingId, MailingSummary, MemberCandidate, NewMailing,
    RecentMailing, RecipientDelivery, RecipientSelection, MAX_RECIPIENTS, RECENT_MAILINGS_SHOWN,
};
pub use notice::{DistributionNotices, NoticeConflict, NoticeFacts, NoticeService, NoticeTarget, NoticesQueued};
pub use ports::{ClaimedMail, DeliveryOutcome, MailJob, MailingRepository, OutboxRepository, RecentMailings};
pub use service::{CommunicationService, RecentMailingService, SendRequest};
pub use tax_paper_mail::{TaxPaperMailService, TaxPaperMailbox, TaxPaperMailing};
pub use templates::{render, BankLine, CallLine, MailContext, Recipient, RenderedMail};
