//! Rows of `companies`, `users` and `user_settings`.

use auth::{Company, CompanyKind, CompanyRole, FormType, GroupStatus, InvestorType, SessionUser, User, UserType};
use chrono::{DateTime, Utc};
use diesel::{Insertable, Queryable, Selectable};
use kernel::{CompanyId, Email, PortError, UserId};

use crate::schema::{companies, users};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = companies)]
#[diesel(check_for_backend(diesel::pg::Pg))]
pub struct CompanyRow {
    pub id: i64,
    pub kind: String,
    pub name: String,
    pub business_number: Option<String>,
    pub ceo_name: Option<String>,
    pub investor_type: Option<String>,
    pub two_factor_required: bool,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = companies)]
pub struct NewCompanyRow<'a> {
    pub kind: &'a str,
    pub name: &'a str,
    pub business_number: Option<&'a str>,
    pub ceo_name: &'a str,
    pub investor_type: Option<&'a str>,
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = users)]
#[diesel(check_for_backend(diesel::pg::Pg))]
pub struct UserRow {
    pub id: i64,
    pub email: String,
    pub name: String,
    pub phone: String,
    pub user_type: String,
    pub member_type: String,
    pub form_type: String,
    pub company_id: i64,
    pub company_role: String,
    pub group_status: String,
    pub verified: bool,
    pub is_operator: bool,
    pub two_factor_enabled: bool,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Insertable)]
#[diesel(table_name = users)]
pub struct NewUserRow<'a> {
    pub email: &'a str,
    pub password_hash: &'a str,
    pub name: &'a str,
    pub phone: &'a str,
    pub user_type: &'a str,
    pub form_type: &'a str,
    pub company_id: i64,
    pub member_type: &'a str,
    pub company_role: &'a str,
    pub group_status: &'a str,
    pub verified: bool,
    pub terms_agreed_at: DateTime<Utc>,
    pub privacy_agreed_at: DateTime<Utc>,
}

impl<'a> NewUserRow<'a> {
    pub fn from_domain(u: &'a auth::NewUser, company_id: i64) -> Self {
        NewUserRow {
            email: u.email.as_str(),
            password_hash: &u.password_hash,
            name: &u.name,
            phone: &u.phone,
            user_type: u.user_type.code(),
            form_type: u.form_type.code(),
            company_id,
            member_type: u.member_type,
            company_role: u.role.code(),
            group_status: u.group_status.code(),
            verified: u.verified,
            terms_agreed_at: u.agreed_at,
            privacy_agreed_at: u.agreed_at,
        }
    }
}

fn bad(what: &str, v: &str) -> PortError {
    PortError::Unexpected(format!("stored {what} has unknown code {v:?}"))
}

impl TryFrom<CompanyRow> for Company {
    type Error = PortError;
    fn try_from(r: CompanyRow) -> Result<Self, PortError> {
        Ok(Company {
            id: CompanyId(r.id),
            kind: CompanyKind::parse(&r.kind).ok_or_else(|| bad("company kind", &r.kind))?,
            name: r.name,
            business_number: r.business_number,
            ceo_name: r.ceo_name,
            investor_type: match r.investor_type.as_deref() {
                None => None,
                Some(c) => Some(InvestorType::parse(c).ok_or_else(|| bad("investor type", c))?),
            },
            two_factor_required: r.two_factor_required,
        })
    }
}

impl TryFrom<UserRow> for User {
    type Error = PortError;
    fn try_from(r: UserRow) -> Result<Self, PortError> {
        Ok(User {
            id: UserId(r.id),
            email: Email::parse(&r.email).map_err(|_| bad("email", &r.email))?,
            name: r.name,
            phone: r.phone,
            user_type: UserType::parse(&r.user_type).ok_or_else(|| bad("user type", &r.user_type))?,
            member_type: r.member_type,
            form_type: FormType::parse(&r.form_type).ok_or_else(|| bad("form type", &r.form_type))?,
            company_id: CompanyId(r.company_id),
            role: CompanyRole::parse(&r.company_role).ok_or_else(|| bad("role", &r.company_role))?,
            group_status: GroupStatus::parse(&r.group_status).ok_or_else(|| bad("group status", &r.group_status))?,
            verified: r.verified,
            is_operator: r.is_operator,
            two_factor_enabled: r.two_factor_enabled,
            created_at: r.created_at,
        })
    }
}

/// A user row joined with its company row.
pub fn session_user((u, c): (UserRow, CompanyRow)) -> Result<SessionUser, PortError> {
    Ok(SessionUser { user: u.try_into()?, company: c.try_into()? })
}
