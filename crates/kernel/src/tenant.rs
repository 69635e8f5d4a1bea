//! The acting user and the company (tenant) every scoped call runs for.

use crate::id::{CompanyId, UserId};

/// Who is acting, and for which company. Handlers get it from the session extractor and pass it
/// to every tenant-scoped service and repository call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Actor {
    pub user_id: UserId,
    pub company_id: CompanyId,
    /// CEOs approve members and run company-wide settings.
    pub is_ceo: bool,
}
