//! Who holds a stake in a union: the GPs by seat and the limited members by application, and
//! the role each plays in the 조합원 명부 and a distribution.

use union::applicant::ApplicantId;

/// Notes on a call, a payment or a distribution are short.
pub const MAX_NOTE_CHARS: usize = 200;

/// One of a union's GPs: 0 is the managing GP, `k` the `k`-th co-GP in the union's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GpSeat(pub i32);

impl GpSeat {
    pub const MANAGING: GpSeat = GpSeat(0);

    pub fn role(self) -> MemberRole {
        if self == GpSeat::MANAGING {
            MemberRole::ManagingGp
        } else {
            MemberRole::CoGp
        }
    }
}

/// Who pays into the union (and is paid out of it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Payer {
    /// The GPs, seat by seat.
    Gp(GpSeat),
    /// A limited member, by their application.
    Applicant(ApplicantId),
}

impl Payer {
    pub fn applicant(self) -> Option<ApplicantId> {
        match self {
            Payer::Applicant(a) => Some(a),
            Payer::Gp(_) => None,
        }
    }
    pub fn gp_seat(self) -> Option<GpSeat> {
        match self {
            Payer::Gp(s) => Some(s),
            Payer::Applicant(_) => None,
        }
    }
    pub fn role(self) -> MemberRole {
        match self {
            Payer::Gp(s) => s.role(),
            Payer::Applicant(_) => MemberRole::Limited,
        }
    }
}

/// 업무집행조합원 or 유한책임조합원.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemberRole {
    ManagingGp,
    CoGp,
    Limited,
}

impl MemberRole {
    pub fn label(self) -> &'static str {
        match self {
            MemberRole::ManagingGp => "업무집행조합원(대표)",
            MemberRole::CoGp => "업무집행조합원",
            MemberRole::Limited => "유한책임조합원",
        }
    }
}

impl MemberRole {
    pub const ALL: [MemberRole; 3] = [MemberRole::ManagingGp, MemberRole::CoGp, MemberRole::Limited];

    pub fn code(self) -> &'static str {
        match self {
            MemberRole::ManagingGp => "managing_gp",
            MemberRole::CoGp => "co_gp",
            MemberRole::Limited => "limited",
        }
    }
    pub fn parse(code: &str) -> Option<Self> {
        MemberRole::ALL.into_iter().find(|r| r.code() == code)
    }
}
