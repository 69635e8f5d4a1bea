//! The firm's tasks (/task, /task/detail, issue 20). A task is a piece of work a member of the
//! firm owns: written by hand (title, union, due date, assignee) or raised by the product when
//! something waits on the firm (submitted documents to review, payments past their due date,
//! data requests past theirs). Automatic tasks follow their condition: they are raised when it
//! appears, their title keeps the current count, and they close themselves when it clears.

pub mod automatic;
pub mod model;
pub mod ports;
pub mod service;

pub use automatic::Condition;
pub use model::*;
pub use ports::TaskRepository;
pub use service::{TaskError, TaskService};
