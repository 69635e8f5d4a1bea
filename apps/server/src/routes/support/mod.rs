//! Support: inquiries, notices and FAQ, operator staff's desk, the waiting list.

pub mod inquiries;
pub mod operator;
pub mod waiting;
