//! LP members, groups, invitations, the LP's own side and the LP dashboard.

pub mod invitations;
pub mod lp_dashboard;
pub mod lp_groups;
pub mod lp_members;
pub mod portal;
