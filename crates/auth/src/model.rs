//! Entities and value types of the auth domain.

use chrono::{DateTime, Utc};
use kernel::{code_enum, CompanyId, Email, UserId};

code_enum!(
    /// GP firms are investor companies; startups are the companies they research.
    CompanyKind { Investor = "investor", Startup = "startup" }
);
code_enum!(
    /// Investor company type: C corporation, P individual.
    InvestorType { Corporation = "C", Individual = "P" }
);
code_enum!(
    /// What kind of person an account belongs to.
    UserType { Startup = "startup", Investor = "investor", FactChecker = "fact_checker" }
);
impl UserType {
    /// What a person may sign up as; fact-checkers are made by the platform.
    pub const JOINABLE: [UserType; 2] = [UserType::Investor, UserType::Startup];
}

code_enum!(
    /// Role inside the company: the CEO approves members.
    CompanyRole { Ceo = "ceo", Staff = "staff" }
);
code_enum!(
    /// Whether the account acts as an individual or for an enterprise.
    FormType { Individual = "individual", Enterprise = "enterprise" }
);

/// Membership state of a user in their company (the spec's company group status).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GroupStatus {
    /// `c` (or empty in legacy data): may log in.
    Active,
    /// `w`: waiting for the company CEO's approval.
    Pending,
    /// `r`: the CEO refused the request.
    Rejected,
    /// `d`: removed from the company.
    Expelled,
}

impl GroupStatus {
    pub const ALL: [GroupStatus; 4] =
        [GroupStatus::Active, GroupStatus::Pending, GroupStatus::Rejected, GroupStatus::Expelled];

    pub fn code(self) -> &'static str {
        match self {
            GroupStatus::Active => "c",
            GroupStatus::Pending => "w",
            GroupStatus::Rejected => "r",
            GroupStatus::Expelled => "d",
        }
    }

    /// Parses a code; the empty string is active, as in the legacy data.
    pub fn parse(code: &str) -> Option<Self> {
        match code {
            "c" | "" => Some(GroupStatus::Active),
            "w" => Some(GroupStatus::Pending),
            "r" => Some(GroupStatus::Rejected),
            "d" => Some(GroupStatus::Expelled),
            _ => None,
        }
    }
}

/// A GP firm or a startup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Company {
    pub id: CompanyId,
    pub kind: CompanyKind,
    pub name: String,
    pub business_number: Option<String>,
    pub ceo_name: Option<String>,
    pub investor_type: Option<InvestorType>,
    /// The CEO requires two-factor login of every member.
    pub two_factor_required: bool,
}

/// A person who logs in, always a member of one company.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    pub email: Email,
    pub name: String,
    pub phone: String,
    pub user_type: UserType,
    /// Free-form legacy member type; `host*` marks sellers.
    pub member_type: String,
    pub form_type: FormType,
    pub company_id: CompanyId,
    pub role: CompanyRole,
    pub group_status: GroupStatus,
    /// False until the registration information is complete.
    pub verified: bool,
    /// The platform's own operator staff (notices, FAQ, answering inquiries).
    pub is_operator: bool,
    /// Logs in with a code from an authenticator app as well as the password.
    pub two_factor_enabled: bool,
    pub created_at: DateTime<Utc>,
}

impl User {
    /// Member types starting with `host` are sellers, routed to the sellers screen.
    /// An LP's own account (signed up from an invitation).
    pub fn is_lp_only(&self) -> bool {
        self.member_type == MEMBER_TYPE_LP
    }

    pub fn is_seller(&self) -> bool {
        self.member_type.starts_with("host")
    }
}

/// The logged-in user with their company, as the session resolves it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionUser {
    pub user: User,
    pub company: Company,
}

impl SessionUser {
    pub fn actor(&self) -> kernel::Actor {
        kernel::Actor { user_id: self.user.id, company_id: self.company.id, is_ceo: self.user.role == CompanyRole::Ceo }
    }
}

/// A company to create during sign-up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCompany {
    pub kind: CompanyKind,
    pub name: String,
    /// None for an LP's own company (an individual, or a corporation signing up as an LP).
    pub business_number: Option<String>,
    pub ceo_name: String,
    pub investor_type: Option<InvestorType>,
}

/// A user to create during sign-up (password already hashed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewUser {
    pub email: Email,
    pub password_hash: String,
    pub name: String,
    pub phone: String,
    pub user_type: UserType,
    pub form_type: FormType,
    pub role: CompanyRole,
    pub group_status: GroupStatus,
    pub verified: bool,
    pub agreed_at: DateTime<Utc>,
    /// `member` for people who sign up, `lp` for LPs who sign up from an invitation (the web
    /// app shows them their own pages only).
    pub member_type: &'static str,
}

/// Which company a new user joins.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CompanyChoice {
    /// Join an existing company: pending until its CEO approves.
    Existing(CompanyId),
    /// Register a new company: the user becomes its CEO.
    New { name: String, business_number: String, ceo_name: String },
}

/// Everything the join forms send, not yet validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JoinRequest {
    pub user_type: String,
    pub email: String,
    pub password: String,
    pub name: String,
    pub phone: String,
    pub form_type: String,
    pub investor_type: Option<String>,
    pub agree_terms: bool,
    pub agree_privacy: bool,
    pub company: Option<CompanyChoice>,
}

/// The member type of LPs who signed up from an invitation.
pub const MEMBER_TYPE_LP: &str = "lp";

/// An LP's sign-up from an invitation: the address is the invited one (the link proves the
/// mailbox), the company is made from the person (individual) or the name typed (corporate).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LpJoinRequest {
    pub email: kernel::Email,
    pub password: String,
    pub name: String,
    pub phone: String,
    /// `individual` or `corporate`.
    pub lp_type: String,
    /// The corporation's name; corporate LPs only.
    pub company_name: Option<String>,
    pub agree_terms: bool,
    pub agree_privacy: bool,
}

/// A freshly issued bearer token; only its digest is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssuedToken {
    pub token: String,
    pub expires_at: DateTime<Utc>,
}

/// A user's stored preference.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserSetting {
    pub key: String,
    pub value: String,
}

/// Member counts for the dashboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MemberCounts {
    pub active: i64,
    pub pending: i64,
}

/// Where a login attempt came from: the account asked for and the client address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoginOrigin {
    pub ip: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn group_status_codes_round_trip_and_empty_is_active() {
        for s in [GroupStatus::Active, GroupStatus::Pending, GroupStatus::Rejected, GroupStatus::Expelled] {
            assert_eq!(GroupStatus::parse(s.code()), Some(s));
        }
        assert_eq!(GroupStatus::parse(""), Some(GroupStatus::Active));
        assert_eq!(GroupStatus::parse("x"), None);
    }

    #[test]
    fn codes_parse() {
        assert_eq!(InvestorType::parse("C"), Some(InvestorType::Corporation));
        assert_eq!(UserType::parse("fact_checker"), Some(UserType::FactChecker));
        assert_eq!(CompanyKind::parse("bank"), None);
    }
}
