//! Unions (the spec's funds): their fields, statuses and transitions, and validation. Applicants,
//! files and the service come next.

pub mod model;
pub mod status;
pub mod validate;

pub use model::*;
pub use status::{ApplicantStatus, UnionStatus};
