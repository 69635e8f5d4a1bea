//! The communication tab's mailings and the mail outbox.

pub mod mailings;
pub mod notices;
pub mod outbox;
pub mod tax_papers;
