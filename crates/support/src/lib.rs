//! Support (issue 20): notices and FAQ written by the platform's operator staff and read by
//! everyone, logged in or not; 1:1 inquiries a member writes (with attachments) and operator
//! staff answer. Operators are the platform's own people, marked on their account; nothing a
//! firm does can make someone an operator.

pub mod audit;
pub mod error;
pub mod messages;
pub mod model;
pub mod ports;
pub mod service;
pub mod validate;
pub mod waiting;

pub use error::SupportError;
pub use messages::{Message, MessageBox, MessageId, MessageRepository, MessageService};
pub use model::*;
pub use ports::SupportRepository;
pub use service::{Operator, SupportService};
pub use waiting::{
    Standing, WaitingConfig, WaitingEntry, WaitingId, WaitingInput, WaitingKind, WaitingRepository, WaitingService,
    WaitingStatus,
};
