//! LPs as a firm knows them: LP members (W N S), LP groups, matching an LP to an application,
//! e-mail invitations to a union, and the LP's own side (accept, apply, send documents).

pub mod application;
pub mod audit;
pub mod dashboard;
pub mod error;
pub mod group;
pub mod invitation;
pub mod member;
pub mod portal;
pub mod ports;
pub mod service;

pub use application::{documents_open, ApplySnapshot, MyApplication, PortalUnion};
pub use dashboard::{DashboardRepository, LpDashboard, RecentApplication, RecentDocument, UnionProgress};
pub use error::LpError;
pub use error::{ApplyConflict, LpConflict};
pub use group::{GroupImage, LpGroup, LpGroupDraft, LpGroupId, LpGroupInput};
pub use invitation::{InvitationId, InvitationView, InviteList, InviteOutcome, INVITATION_TTL_DAYS};
pub use member::{
    LpApplication, LpMember, LpMemberChange, LpMemberDetail, LpMemberDraft, LpMemberFilter, LpMemberId, LpMemberInput,
    LpMemberStatus, LpMemberSummary, MatchingApplicant, MatchingUnion,
};
pub use portal::LpPortalService;
pub use ports::{
    AcceptingUser, GroupRepository, InvitationRepository, LpMemberRepository, NewInvitation, PortalRepository,
};
pub use service::{LpConfig, LpService};
