//! LPs: the firm's LP members and groups, invitations, and an LP's own pages.

pub mod groups;
pub mod invitations;
pub mod members;
pub mod portal;
