//! Unions (the spec's funds): fields, statuses and their transitions, validation, the service
//! and the ports it needs.

pub mod error;
pub mod model;
pub mod ports;
pub mod service;
pub mod status;
pub mod validate;

pub use error::UnionError;
pub use model::*;
pub use ports::{UnionFilter, UnionRepository};
pub use service::UnionService;
pub use status::{ApplicantStatus, UnionStatus};
