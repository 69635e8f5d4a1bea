//! [`AccountRepository`] on PostgreSQL.

use auth::{
    AccountRepository, AuthConflict, Company, CompanyKind, GroupStatus, MemberCounts, NewCompany, NewUser, SessionUser,
    User, UserSetting, UserType,
};
use chrono::Utc;
use diesel::{
    BoolExpressionMethods, ExpressionMethods, OptionalExtension, PgTextExpressionMethods, QueryDsl, SelectableHelper,
};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{Actor, CompanyId, Email, Page, PageRequest, PortError, Refused, UserId};

use crate::error::{pool_err, to_port, to_refused, FromConstraint};
use crate::models::account_row::{session_user, CompanyRow, NewCompanyRow, NewUserRow, UserRow};
use crate::repos::{audit, contains_pattern};
use crate::schema::{companies, sessions, user_settings, users};
use crate::Pool;

#[derive(Clone)]
pub struct PgAccounts {
    pub(super) pool: Pool,
}

impl PgAccounts {
    pub fn new(pool: Pool) -> Self {
        PgAccounts { pool }
    }
}

impl FromConstraint for AuthConflict {
    fn from_constraint(name: &str) -> Option<Self> {
        match name {
            "users_email_key" => Some(AuthConflict::EmailTaken),
            "companies_business_number_key" => Some(AuthConflict::BusinessNumberTaken),
            _ => None,
        }
    }
}

#[async_trait::async_trait]
impl AccountRepository for PgAccounts {
    #[tracing::instrument(skip_all)]
    async fn find_login(&self, email: &Email) -> Result<Option<(SessionUser, String)>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let row: Option<(UserRow, CompanyRow, String)> = users::table
            .inner_join(companies::table)
            .filter(users::email.eq(email.as_str()))
            .select((UserRow::as_select(), CompanyRow::as_select(), users::password_hash))
            .first(&mut conn)
            .await
            .optional()
            .map_err(to_port)?;
        row.map(|(u, c, h)| session_user((u, c)).map(|su| (su, h))).transpose()
    }

    #[tracing::instrument(skip(self))]
    async fn find_user(&self, id: UserId) -> Result<Option<SessionUser>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let row: Option<(UserRow, CompanyRow)> = users::table
            .inner_join(companies::table)
            .filter(users::id.eq(id.get()))
            .select((UserRow::as_select(), CompanyRow::as_select()))
            .first(&mut conn)
            .await
            .optional()
            .map_err(to_port)?;
        row.map(session_user).transpose()
    }

    #[tracing::instrument(skip_all)]
    async fn create_company_with_user(
        &self,
        company: NewCompany,
        user: NewUser,
    ) -> Result<SessionUser, Refused<AuthConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows = conn
            .transaction(async |conn| {
                let c: CompanyRow = diesel::insert_into(companies::table)
                    .values(NewCompanyRow {
                        kind: company.kind.code(),
                        name: &company.name,
                        business_number: company.business_number.as_deref(),
                        ceo_name: &company.ceo_name,
                        investor_type: company.investor_type.map(|t| t.code()),
                    })
                    .returning(CompanyRow::as_returning())
                    .get_result(conn)
                    .await?;
                let u: UserRow = diesel::insert_into(users::table)
                    .values(NewUserRow::from_domain(&user, c.id))
                    .returning(UserRow::as_returning())
                    .get_result(conn)
                    .await?;
                Ok::<_, diesel::result::Error>((u, c))
            })
            .await
            .map_err(to_refused)?;
        Ok(session_user(rows)?)
    }

    #[tracing::instrument(skip(self, user))]
    async fn add_user_to_company(
        &self,
        company: CompanyId,
        kind: CompanyKind,
        user: NewUser,
    ) -> Result<SessionUser, Refused<AuthConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows = conn
            .transaction(async |conn| {
                let c: CompanyRow = companies::table
                    .filter(companies::id.eq(company.get()).and(companies::kind.eq(kind.code())))
                    .select(CompanyRow::as_select())
                    .first(conn)
                    .await?;
                let u: UserRow = diesel::insert_into(users::table)
                    .values(NewUserRow::from_domain(&user, c.id))
                    .returning(UserRow::as_returning())
                    .get_result(conn)
                    .await?;
                Ok::<_, diesel::result::Error>((u, c))
            })
            .await
            .map_err(to_refused)?;
        Ok(session_user(rows)?)
    }

    #[tracing::instrument(skip(self))]
    async fn operator_company(&self, business_number: &str) -> Result<Option<CompanyId>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let checkers = users::table
            .filter(users::company_id.eq(companies::id).and(users::user_type.eq(UserType::FactChecker.code())));
        companies::table
            .filter(companies::business_number.eq(business_number))
            .filter(diesel::dsl::exists(checkers))
            .select(companies::id)
            .first::<i64>(&mut conn)
            .await
            .optional()
            .map(|id| id.map(CompanyId))
            .map_err(to_port)
    }

    #[tracing::instrument(skip(self))]
    async fn search_companies(
        &self,
        kind: CompanyKind,
        query: &str,
        page: PageRequest,
    ) -> Result<Page<Company>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let pattern = contains_pattern(query);
        // Only registered businesses: an LP's own account keeps a "company" named after the
        // person (no business number), which is nobody else's to find or join.
        let filtered = || {
            companies::table
                .filter(companies::kind.eq(kind.code()))
                .filter(companies::business_number.is_not_null())
                .filter(companies::name.ilike(pattern.clone()))
        };
        let total: i64 = filtered().count().get_result(&mut conn).await.map_err(to_port)?;
        let rows: Vec<CompanyRow> = filtered()
            .order((companies::name.asc(), companies::id.asc()))
            .limit(page.limit())
            .offset(page.offset())
            .select(CompanyRow::as_select())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let items = rows.into_iter().map(Company::try_from).collect::<Result<_, _>>()?;
        Ok(Page::new(items, page, total))
    }

    #[tracing::instrument(skip_all)]
    async fn find_by_name_and_phone(&self, name: &str, phone: &str) -> Result<Vec<User>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<UserRow> = users::table
            .filter(users::name.eq(name).and(users::phone.eq(phone)))
            .order(users::created_at.desc())
            .select(UserRow::as_select())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        rows.into_iter().map(User::try_from).collect()
    }

    #[tracing::instrument(skip(self))]
    async fn list_members(
        &self,
        actor: &Actor,
        status: Option<GroupStatus>,
        page: PageRequest,
    ) -> Result<Page<User>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let filtered = || {
            // A withdrawn account is no member any more (its records keep it as their author).
            let q = users::table
                .filter(users::company_id.eq(actor.company_id.get()).and(users::withdrawn_at.is_null()))
                .into_boxed();
            match status {
                Some(s) => q.filter(users::group_status.eq(s.code())),
                None => q,
            }
        };
        let total: i64 = filtered().count().get_result(&mut conn).await.map_err(to_port)?;
        let rows: Vec<UserRow> = filtered()
            .order((users::created_at.desc(), users::id.desc()))
            .limit(page.limit())
            .offset(page.offset())
            .select(UserRow::as_select())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let items = rows.into_iter().map(User::try_from).collect::<Result<_, _>>()?;
        Ok(Page::new(items, page, total))
    }

    #[tracing::instrument(skip(self))]
    async fn change_member_status(
        &self,
        actor: &Actor,
        user: UserId,
        from: GroupStatus,
        to: GroupStatus,
    ) -> Result<User, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let row = conn
            .transaction(async |conn| {
                let now = Utc::now();
                let row: UserRow = diesel::update(
                    users::table.filter(
                        users::id
                            .eq(user.get())
                            .and(users::company_id.eq(actor.company_id.get()))
                            .and(users::group_status.eq(from.code())),
                    ),
                )
                .set((users::group_status.eq(to.code()), users::updated_at.eq(now)))
                .returning(UserRow::as_returning())
                .get_result(conn)
                .await?;
                audit::record(conn, &actor, auth::audit::user_group_status_changed(UserId(row.id), from, to)).await?;
                if to != GroupStatus::Active {
                    diesel::update(
                        sessions::table.filter(sessions::user_id.eq(row.id).and(sessions::revoked_at.is_null())),
                    )
                    .set(sessions::revoked_at.eq(Some(now)))
                    .execute(conn)
                    .await?;
                }
                Ok::<_, diesel::result::Error>(row)
            })
            .await
            .map_err(to_port)?;
        row.try_into()
    }

    #[tracing::instrument(skip(self))]
    async fn member_counts(&self, company: CompanyId) -> Result<MemberCounts, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<(String, i64)> = users::table
            .filter(users::company_id.eq(company.get()).and(users::withdrawn_at.is_null()))
            .group_by(users::group_status)
            .select((users::group_status, diesel::dsl::count_star()))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let mut counts = MemberCounts::default();
        for (status, n) in rows {
            match GroupStatus::parse(&status) {
                Some(GroupStatus::Active) => counts.active += n,
                Some(GroupStatus::Pending) => counts.pending += n,
                _ => {}
            }
        }
        Ok(counts)
    }

    #[tracing::instrument(skip(self))]
    async fn list_settings(&self, user: UserId) -> Result<Vec<UserSetting>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<(String, String)> = user_settings::table
            .filter(user_settings::user_id.eq(user.get()))
            .order(user_settings::setting_key.asc())
            .select((user_settings::setting_key, user_settings::setting_value))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(rows.into_iter().map(|(key, value)| UserSetting { key, value }).collect())
    }

    #[tracing::instrument(skip(self, setting))]
    async fn put_setting(&self, user: UserId, setting: &UserSetting) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let now = Utc::now();
        diesel::insert_into(user_settings::table)
            .values((
                user_settings::user_id.eq(user.get()),
                user_settings::setting_key.eq(&setting.key),
                user_settings::setting_value.eq(&setting.value),
                user_settings::updated_at.eq(now),
            ))
            .on_conflict((user_settings::user_id, user_settings::setting_key))
            .do_update()
            .set((user_settings::setting_value.eq(&setting.value), user_settings::updated_at.eq(now)))
            .execute(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(())
    }
}
