//! Value types shared by every domain crate: ids, money, paging, time, errors, display rules.

pub mod audit;
pub mod bounds;
pub mod clock;
pub mod code;
pub mod contact;
pub mod email;
pub mod error;
pub mod files;
pub mod format;
pub mod id;
pub mod idempotency;
pub mod mail;
pub mod money;
pub mod opinion;
pub mod page;
pub mod period;
pub mod rich_text;
pub mod sealing;
pub mod tenant;
pub mod throttle;
pub mod token;
pub mod upload;

pub use clock::{Clock, FixedClock, SystemClock};
pub use email::Email;
pub use error::{FieldError, PortError, Refused};
pub use id::{CompanyId, UserId};
pub use money::Won;
pub use page::{Page, PageOutOfRange, PageRequest};
pub use rich_text::{RichText, KEPT_IMAGE_PREFIX};
pub use sealing::Sealer;
pub use tenant::Actor;
pub use throttle::{Throttle, ThrottleError, ThrottledAction};
pub use token::TokenMinter;

/// Re-exports for the macros of this crate, so users need not depend on them directly.
#[doc(hidden)]
pub mod __private {
    pub use serde;
}
