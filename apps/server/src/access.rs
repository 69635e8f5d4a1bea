//! Who may call what: the one table of which kinds of account each operation serves (OWASP API5,
//! function-level authorisation). A middleware (`gate`) checks every `/api/v1` request against
//! it by path and method before anything else reads the request: the public operations pass, a
//! logged-in account outside an operation's accounts is refused, and the session it found rides
//! on to the handler (`extract::Authenticated`). An operation the table does not name is an
//! investor firm's work. `tests/api/access.rs` walks every operation of the OpenAPI document as
//! each kind of account and compares the answers with this table.
//!
//! The finer rules stay where they are: the CEO's decisions, a startup editing only its own
//! data, one firm never reaching another's rows (the repositories' tenant scope).

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::middleware::Next;
use actix_web::{web, HttpMessage, ResponseError};
use auth::{CompanyKind, SessionUser, UserType};

use crate::error::{ApiError, ErrorCode};
use crate::extract::{bearer, Authenticated};
use crate::state::AppState;

/// The kind of account a session belongs to, as far as what it may call goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccountKind {
    /// A member of an investor firm (a GP's staff): unions, LPs, mails, investments, reports.
    Gp,
    /// A member of a startup: its own data and the requests it answers.
    Startup,
    /// An LP's own account (signed up from an invitation): its applications only.
    Lp,
    /// The platform's fact-checkers: they verify startup data.
    FactChecker,
}

impl AccountKind {
    /// An LP's own account first (its "company" is the person), then the fact-checkers (kept
    /// in a company of their own), then the company's kind.
    pub fn of(user: &SessionUser) -> Self {
        if user.user.is_lp_only() {
            AccountKind::Lp
        } else if user.user.user_type == UserType::FactChecker {
            AccountKind::FactChecker
        } else if user.company.kind == CompanyKind::Startup {
            AccountKind::Startup
        } else {
            AccountKind::Gp
        }
    }

    const fn bit(self) -> u8 {
        match self {
            AccountKind::Gp => GP.0,
            AccountKind::Startup => STARTUP.0,
            AccountKind::Lp => LP.0,
            AccountKind::FactChecker => CHECKER.0,
        }
    }
}

/// A set of accounts an operation serves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Who(u8);

pub const GP: Who = Who(1);
pub const STARTUP: Who = Who(2);
pub const LP: Who = Who(4);
pub const CHECKER: Who = Who(8);
/// The platform's operator staff, whatever their kind.
pub const OPERATOR: Who = Who(16);
/// No login needed (sign-up, login, shared pages, links mailed to people without an account).
pub const PUBLIC: Who = Who(32);
/// Every account but an LP's own: the workspace every company has (members, messages, points).
pub const NOT_LP: Who = Who(GP.0 | STARTUP.0 | CHECKER.0);
pub const EVERYONE: Who = Who(GP.0 | STARTUP.0 | LP.0 | CHECKER.0);

impl Who {
    pub const fn or(self, other: Who) -> Who {
        Who(self.0 | other.0)
    }

    /// Whether `user` is among these accounts.
    pub fn admits(self, user: &SessionUser) -> bool {
        self.admits_kind(AccountKind::of(user), user.user.is_operator)
    }

    pub fn admits_kind(self, kind: AccountKind, operator: bool) -> bool {
        self.is_public() || self.0 & kind.bit() != 0 || (self.0 & OPERATOR.0 != 0 && operator)
    }

    pub fn is_public(self) -> bool {
        self.0 & PUBLIC.0 != 0
    }
}

/// The refusal an account outside an operation's accounts gets: the codes the startup area
/// answered before this table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refusal {
    pub code: ErrorCode,
    pub message: &'static str,
}

/// An investor firm's work (the code the startup area and the portfolios answered before).
pub const INVESTOR_ONLY: Refusal =
    Refusal { code: ErrorCode::InvestorOnly, message: "투자사 회원만 이용할 수 있습니다." };
const SEARCH: Refusal = Refusal {
    code: ErrorCode::StartupSearchNotAllowed,
    message: "스타트업 검색은 투자사 회원만 이용할 수 있습니다.",
};
const OWN_COMPANY: Refusal = Refusal {
    code: ErrorCode::OwnCompanyOnly,
    message: "기업 정보는 해당 기업의 회원만 수정할 수 있습니다.",
};
const FACT_CHECKERS: Refusal =
    Refusal { code: ErrorCode::FactCheckerOnly, message: "팩트체커만 검증할 수 있습니다." };
const OPERATORS: Refusal =
    Refusal { code: ErrorCode::OperatorOnly, message: "운영팀 계정만 할 수 있는 작업입니다." };
const NOT_FOR_LP: Refusal =
    Refusal { code: ErrorCode::NotForLpAccount, message: "출자자 계정으로는 할 수 없는 작업입니다." };
const MY_INVESTMENTS: Refusal = Refusal {
    code: ErrorCode::NotForThisAccount,
    message: "출자자와 투자사 계정만 이용할 수 있습니다.",
};

/// Which methods a rule covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Methods {
    Any,
    Get,
    Post,
    Put,
    /// Everything but GET: a change.
    Change,
}

impl Methods {
    fn covers(self, m: &Method) -> bool {
        match self {
            Methods::Any => true,
            Methods::Get => m == Method::GET,
            Methods::Post => m == Method::POST,
            Methods::Put => m == Method::PUT,
            Methods::Change => m != Method::GET && m != Method::HEAD,
        }
    }
}

/// One line of the table: the routes whose pattern is `pattern` (or starts with it when it
/// ends in `*`), for `methods`, serve `who`; anyone else gets `refusal`.
#[derive(Debug, Clone, Copy)]
pub struct Rule {
    methods: Methods,
    pattern: &'static str,
    pub who: Who,
    pub refusal: Refusal,
}

const fn rule(methods: Methods, pattern: &'static str, who: Who, refusal: Refusal) -> Rule {
    Rule { methods, pattern, who, refusal }
}

use Methods::{Any, Change, Get, Post, Put};

/// The table, first match wins. What it does not name is an investor firm's (the default).
pub const RULES: &[Rule] = &[
    // No login: signing up and in, links mailed to people, the shared pages, the notices.
    rule(Any, "/api/v1/auth/logout", EVERYONE, INVESTOR_ONLY),
    rule(Any, "/api/v1/auth/refresh", EVERYONE, INVESTOR_ONLY),
    rule(Any, "/api/v1/auth/*", PUBLIC, INVESTOR_ONLY),
    rule(Any, "/api/v1/join*", PUBLIC, INVESTOR_ONLY),
    rule(Any, "/api/v1/waiting-list*", PUBLIC, INVESTOR_ONLY),
    rule(Any, "/api/v1/shares/*", PUBLIC, INVESTOR_ONLY),
    rule(Any, "/api/v1/data-request-links/*", PUBLIC, INVESTOR_ONLY),
    rule(Get, "/api/v1/invitations/{token}", PUBLIC, INVESTOR_ONLY),
    rule(Post, "/api/v1/invitations/{token}/join", PUBLIC, INVESTOR_ONLY),
    rule(Get, "/api/v1/media/*", PUBLIC, INVESTOR_ONLY),
    rule(Get, "/api/v1/portfolio-images/{name}", PUBLIC, INVESTOR_ONLY),
    rule(Get, "/api/v1/faqs", PUBLIC, INVESTOR_ONLY),
    rule(Get, "/api/v1/notices*", PUBLIC, INVESTOR_ONLY),
    // Every account: its own session, details, security and support questions.
    rule(Any, "/api/v1/me/lp/*", GP.or(LP), MY_INVESTMENTS),
    rule(Any, "/api/v1/me*", EVERYONE, INVESTOR_ONLY),
    rule(Any, "/api/v1/inquiries*", EVERYONE, INVESTOR_ONLY),
    // An invitation to a union is accepted by an investor or an LP.
    rule(Any, "/api/v1/invitations/*", GP.or(LP), MY_INVESTMENTS),
    rule(Any, "/api/v1/operator/*", OPERATOR, OPERATORS),
    // Every company's workspace: members, teams, messages, points and membership, the dashboard.
    rule(Any, "/api/v1/company", GP, INVESTOR_ONLY),
    rule(Any, "/api/v1/company/*", NOT_LP, NOT_FOR_LP),
    rule(Any, "/api/v1/messages*", NOT_LP, NOT_FOR_LP),
    rule(Any, "/api/v1/billing*", NOT_LP, NOT_FOR_LP),
    rule(Get, "/api/v1/dashboard", NOT_LP, NOT_FOR_LP),
    // Startup data: researched by firms and fact-checkers, kept by the startup itself.
    rule(Get, "/api/v1/startups", GP.or(CHECKER), SEARCH),
    rule(Get, "/api/v1/startups/suggestions", GP.or(CHECKER), SEARCH),
    rule(Get, "/api/v1/startups/rankings", GP.or(CHECKER), SEARCH),
    rule(Any, "/api/v1/fact-check-queue", CHECKER, FACT_CHECKERS),
    rule(Post, "/api/v1/startups/{startup_id}/fact-checks", CHECKER, FACT_CHECKERS),
    rule(Post, "/api/v1/startups/{startup_id}/score-adjustments", CHECKER, FACT_CHECKERS),
    rule(Any, "/api/v1/startups/{startup_id}/bookmark", GP, INVESTOR_ONLY),
    rule(Any, "/api/v1/startups/{startup_id}/opinion", GP, INVESTOR_ONLY),
    rule(Any, "/api/v1/interest-companies", GP, INVESTOR_ONLY),
    rule(Any, "/api/v1/startup-searches*", GP, SEARCH),
    rule(Put, "/api/v1/startups/{startup_id}/profile", STARTUP, OWN_COMPANY),
    rule(Put, "/api/v1/startups/{startup_id}/shareholders", STARTUP, OWN_COMPANY),
    rule(Post, "/api/v1/startups/{startup_id}/figures/import", STARTUP, OWN_COMPANY),
    rule(Change, "/api/v1/startups/{startup_id}/figures/{year}", STARTUP, OWN_COMPANY),
    rule(Change, "/api/v1/startups/{startup_id}/news*", STARTUP, OWN_COMPANY),
    rule(Change, "/api/v1/startups/{startup_id}/documents*", STARTUP, OWN_COMPANY),
    rule(Change, "/api/v1/startups/{startup_id}/images/*", STARTUP, OWN_COMPANY),
    rule(Any, "/api/v1/startup-data-requests*", STARTUP, OWN_COMPANY),
    rule(Get, "/api/v1/startup-file-rules", NOT_LP, NOT_FOR_LP),
    rule(Get, "/api/v1/startups/{startup_id}", NOT_LP, NOT_FOR_LP),
    rule(Get, "/api/v1/startups/{startup_id}/figures*", NOT_LP, NOT_FOR_LP),
    rule(Get, "/api/v1/startups/{startup_id}/history", NOT_LP, NOT_FOR_LP),
    rule(Get, "/api/v1/startups/{startup_id}/documents/*", NOT_LP, NOT_FOR_LP),
];

/// Whether a concrete path (`/api/v1/unions/7`) is one of `pattern`'s (`/api/v1/unions/{union_id}`):
/// a `{..}` segment takes any one segment. A final `*` takes anything below its last segment,
/// and that segment with an extension: `figures*` takes `figures`, `figures.xlsx` and
/// `figures/2024`; `auth/*` anything below `auth`.
fn matches(pattern: &str, path: &str) -> bool {
    let (pattern, open) = match pattern.strip_suffix('*') {
        Some(p) => (p, true),
        None => (pattern, false),
    };
    let want: Vec<&str> = pattern.split('/').collect();
    let got: Vec<&str> = path.split('/').collect();
    if got.len() < want.len() || (!open && got.len() != want.len()) {
        return false;
    }
    let last = want.len() - 1;
    want.iter().zip(&got).enumerate().all(|(i, (w, g))| {
        if w.starts_with('{') && w.ends_with('}') {
            !g.is_empty()
        } else if open && i == last {
            if w.is_empty() {
                !g.is_empty()
            } else {
                g == w || g.strip_prefix(w).is_some_and(|rest| rest.starts_with('.'))
            }
        } else {
            w == g
        }
    })
}

/// The rule for a request's path and method.
pub fn rule_for(path: &str, method: &Method) -> Option<&'static Rule> {
    RULES.iter().find(|r| r.methods.covers(method) && matches(r.pattern, path))
}

/// Who an operation serves: its rule's accounts, or an investor firm's members.
pub fn who_may_call(path: &str, method: &Method) -> (Who, Refusal) {
    rule_for(path, method).map_or((GP, INVESTOR_ONLY), |r| (r.who, r.refusal))
}

/// The middleware (`actix_web::middleware::from_fn(gate)`), before the body is read.
///
/// # Errors
/// Whatever the wrapped service returns.
pub async fn gate(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<actix_web::body::BoxBody>, actix_web::Error> {
    let path = req.path();
    if !path.starts_with("/api/v1/") {
        return Ok(next.call(req).await?.map_into_boxed_body());
    }
    let (who, refusal) = who_may_call(path, req.method());
    let token = bearer(req.request());
    let state = req.app_data::<web::Data<AppState>>().cloned();
    if let (false, Some(token), Some(state)) = (who.is_public(), token, state) {
        // A token that is not live goes on: the handler answers it as it always has (401).
        if let Ok(user) = state.auth.authenticate(&token).await {
            if !who.admits(&user) {
                let refused = ApiError::new(refusal.code, refusal.message);
                return Ok(req.into_response(refused.error_response()));
            }
            // Handed to the handler's extractor: no second lookup.
            req.extensions_mut().insert(Authenticated { user, token });
        }
    }
    Ok(next.call(req).await?.map_into_boxed_body())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn who(pattern: &str, method: Method) -> Who {
        who_may_call(pattern, &method).0
    }

    #[test]
    fn a_firm_s_work_is_the_default_and_the_specific_lines_come_first() {
        assert_eq!(who("/api/v1/unions", Method::POST), GP);
        assert_eq!(who("/api/v1/startups/{startup_id}/valuations", Method::POST), GP);
        assert_eq!(who("/api/v1/raw-data.xlsx", Method::GET), GP);
        assert_eq!(who("/api/v1/me/lp/unions", Method::GET), GP.or(LP));
        assert_eq!(who("/api/v1/me", Method::GET), EVERYONE);
        assert_eq!(who("/api/v1/company", Method::PUT), GP);
        assert_eq!(who("/api/v1/company/members", Method::GET), NOT_LP);
        assert_eq!(who("/api/v1/startups/{startup_id}", Method::GET), NOT_LP);
        assert_eq!(who("/api/v1/startups/{startup_id}/profile", Method::PUT), STARTUP);
        assert_eq!(who("/api/v1/startups/{startup_id}/documents/{document_id}/download", Method::GET), NOT_LP);
        assert_eq!(who("/api/v1/startups/{startup_id}/documents/{document_id}", Method::DELETE), STARTUP);
        assert_eq!(who("/api/v1/funding-rounds/{round_id}", Method::DELETE), GP);
        assert_eq!(who("/api/v1/dashboard/overview", Method::GET), GP);
    }

    #[test]
    fn patterns_take_their_segments_and_a_star_what_is_below() {
        assert!(matches("/api/v1/unions/{union_id}", "/api/v1/unions/7"));
        assert!(!matches("/api/v1/unions/{union_id}", "/api/v1/unions/7/capital"));
        assert!(!matches("/api/v1/unions/{union_id}", "/api/v1/unions/"));
        assert!(matches("/api/v1/me*", "/api/v1/me"));
        assert!(matches("/api/v1/me*", "/api/v1/me/two-factor"));
        assert!(!matches("/api/v1/me*", "/api/v1/members"));
        assert!(matches("/api/v1/startups/{startup_id}/figures*", "/api/v1/startups/3/figures.xlsx"));
        assert!(matches("/api/v1/startups/{startup_id}/figures*", "/api/v1/startups/3/figures/2024"));
        assert!(matches("/api/v1/auth/*", "/api/v1/auth/login"));
        assert!(!matches("/api/v1/auth/*", "/api/v1/auth/"));
        assert!(!matches("/api/v1/auth/*", "/api/v1/authx/login"));
    }

    #[test]
    fn operators_are_admitted_whatever_their_kind() {
        assert!(OPERATOR.admits_kind(AccountKind::FactChecker, true));
        assert!(!OPERATOR.admits_kind(AccountKind::Gp, false));
        assert!(NOT_LP.admits_kind(AccountKind::FactChecker, false));
        assert!(who("/api/v1/shares/abc", Method::GET).is_public());
        assert!(!who("/api/v1/auth/logout", Method::POST).is_public());
        assert!(!NOT_LP.admits_kind(AccountKind::Lp, false));
    }
}
