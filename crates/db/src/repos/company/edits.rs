//! [`StartupEdits`] on PostgreSQL: a startup's change and its revision in one transaction, so
//! the history never misses a change and never names one that did not happen.

use chrono::{DateTime, Utc};
use company::{FactCheckItem, Revision, StartupChange, StartupEdits, StartupId, YearFigures};
use diesel::sql_types::{BigInt, Integer, Nullable, SmallInt};
use diesel::{BoolExpressionMethods, ExpressionMethods, QueryDsl};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, Page, PageRequest, PortError, UserId};

use crate::error::{pool_err, to_port};
use crate::models::startup_row::{BalanceSheetRow, IncomeStatementRow, ProfileEditRow};
use crate::repos::company::fact_checks::stored_items;
use crate::repos::company::files::apply_file_change;
use crate::schema::{
    startup_balance_sheets, startup_income_statements, startup_news, startup_profiles, startup_revisions,
    startup_shareholders, users,
};
use crate::Pool;

#[derive(Clone)]
pub struct PgStartupEdits {
    pool: Pool,
}

impl PgStartupEdits {
    pub fn new(pool: Pool) -> Self {
        PgStartupEdits { pool }
    }
}

/// A startup company's profile row, made bare the first time it saves anything (the name
/// comes from `companies` by trigger). `NotFound` when the id is not a startup company.
pub(crate) async fn ensure_profile(conn: &mut AsyncPgConnection, id: StartupId) -> Result<(), diesel::result::Error> {
    diesel::sql_query(
        "INSERT INTO startup_profiles (company_id) SELECT id FROM companies WHERE id = $1 AND kind = 'startup' \
         ON CONFLICT (company_id) DO NOTHING",
    )
    .bind::<diesel::sql_types::BigInt, _>(id.get())
    .execute(conn)
    .await?;
    // Locks the profile: two saves of one startup are stored one after the other.
    let _: i64 = startup_profiles::table
        .filter(startup_profiles::company_id.eq(id.get()))
        .select(startup_profiles::company_id)
        .for_update()
        .first(conn)
        .await?;
    Ok(())
}

/// Stores one year's statements, replacing the year's stored ones.
async fn upsert_year(conn: &mut AsyncPgConnection, id: i64, year: &YearFigures) -> Result<(), diesel::result::Error> {
    let balance = BalanceSheetRow::from(&year.balance);
    diesel::insert_into(startup_balance_sheets::table)
        .values((startup_balance_sheets::company_id.eq(id), balance.clone()))
        .on_conflict((startup_balance_sheets::company_id, startup_balance_sheets::year))
        .do_update()
        .set(balance)
        .execute(conn)
        .await?;
    let income = IncomeStatementRow::from(&year.income);
    diesel::insert_into(startup_income_statements::table)
        .values((startup_income_statements::company_id.eq(id), income.clone()))
        .on_conflict((startup_income_statements::company_id, startup_income_statements::year))
        .do_update()
        .set(income)
        .execute(conn)
        .await?;
    Ok(())
}

/// A quarter's reported figures; what was not reported keeps its stored value.
async fn upsert_quarter(
    conn: &mut AsyncPgConnection,
    id: i64,
    q: &company::QuarterFigures,
) -> Result<(), diesel::result::Error> {
    let headcount = q.headcount.map(|h| i32::try_from(h).unwrap_or(i32::MAX));
    diesel::sql_query(
        "INSERT INTO startup_quarterly_figures (company_id, year, quarter, sales, cash, headcount) \
         VALUES ($1, $2, $3, $4, $5, $6) \
         ON CONFLICT (company_id, year, quarter) DO UPDATE SET \
           sales = COALESCE(EXCLUDED.sales, startup_quarterly_figures.sales), \
           cash = COALESCE(EXCLUDED.cash, startup_quarterly_figures.cash), \
           headcount = COALESCE(EXCLUDED.headcount, startup_quarterly_figures.headcount), \
           updated_at = now()",
    )
    .bind::<BigInt, _>(id)
    .bind::<Integer, _>(q.period.year)
    .bind::<SmallInt, _>(i16::from(q.period.quarter))
    .bind::<Nullable<BigInt>, _>(q.sales)
    .bind::<Nullable<BigInt>, _>(q.cash)
    .bind::<Nullable<Integer>, _>(headcount)
    .execute(conn)
    .await?;
    Ok(())
}

/// Stores `change` with its revision by `author` inside the caller's transaction (the startup
/// gets a profile first if it has none); answers the object keys the change gave up.
pub(crate) async fn record_in(
    conn: &mut AsyncPgConnection,
    id: StartupId,
    author: &Author<'_>,
    change: &StartupChange,
    items: &[FactCheckItem],
) -> Result<Vec<String>, diesel::result::Error> {
    let json = serde_json::to_value(change).map_err(|e| diesel::result::Error::SerializationError(Box::new(e)))?;
    let codes: Vec<&str> = items.iter().map(|i| i.code()).collect();
    ensure_profile(conn, id).await?;
    let released = apply(conn, id.get(), author.user, change).await?;
    let name: String = match (author.user, author.name) {
        (_, Some(name)) => name.to_string(),
        (Some(user), None) => users::table.filter(users::id.eq(user.get())).select(users::name).first(conn).await?,
        (None, None) => String::new(),
    };
    diesel::insert_into(startup_revisions::table)
        .values((
            startup_revisions::company_id.eq(id.get()),
            startup_revisions::author_id.eq(author.user.map(UserId::get)),
            startup_revisions::author_name.eq(name),
            startup_revisions::items.eq(&codes),
            startup_revisions::change.eq(&json),
        ))
        .execute(conn)
        .await?;
    Ok(released)
}

/// Who a revision is by: a member (named from the account unless `name` is given), or only a
/// name (an answer through a data request's link).
pub(crate) struct Author<'a> {
    pub user: Option<UserId>,
    pub name: Option<&'a str>,
}

/// Stores `change`; answers the object keys it gave up.
async fn apply(
    conn: &mut AsyncPgConnection,
    id: i64,
    author: Option<UserId>,
    change: &StartupChange,
) -> Result<Vec<String>, diesel::result::Error> {
    let released = apply_file_change(conn, id, author, change).await?;
    match change {
        StartupChange::Profile(edit) => {
            diesel::update(startup_profiles::table.filter(startup_profiles::company_id.eq(id)))
                .set(ProfileEditRow::from(edit))
                .execute(conn)
                .await?;
            crate::repos::company::startups::save_venture(conn, id, edit.basic.venture()).await?;
        }
        StartupChange::Shareholders { shareholders } => {
            diesel::delete(startup_shareholders::table.filter(startup_shareholders::company_id.eq(id)))
                .execute(conn)
                .await?;
            for (position, s) in (1_i32..).zip(shareholders) {
                diesel::insert_into(startup_shareholders::table)
                    .values((
                        startup_shareholders::company_id.eq(id),
                        startup_shareholders::position.eq(position),
                        startup_shareholders::name.eq(&s.name),
                        startup_shareholders::stock_kind.eq(s.stock_kind.code()),
                        startup_shareholders::stock_count.eq(s.stock_count),
                        startup_shareholders::stock_amount.eq(s.stock_amount.get()),
                    ))
                    .execute(conn)
                    .await?;
            }
        }
        StartupChange::Figures(year) => upsert_year(conn, id, year).await?,
        StartupChange::ImportYears { years } => {
            for year in years {
                upsert_year(conn, id, year).await?;
            }
        }
        StartupChange::RemoveYear { year } => {
            diesel::delete(
                startup_balance_sheets::table
                    .filter(startup_balance_sheets::company_id.eq(id).and(startup_balance_sheets::year.eq(year))),
            )
            .execute(conn)
            .await?;
            diesel::delete(
                startup_income_statements::table
                    .filter(startup_income_statements::company_id.eq(id).and(startup_income_statements::year.eq(year))),
            )
            .execute(conn)
            .await?;
        }
        StartupChange::Quarter(q) => upsert_quarter(conn, id, q).await?,
        StartupChange::AddNews { item } => {
            diesel::insert_into(startup_news::table)
                .values((
                    startup_news::company_id.eq(id),
                    startup_news::title.eq(&item.title),
                    startup_news::url.eq(&item.url),
                    startup_news::publisher.eq(&item.publisher),
                    startup_news::published_on.eq(item.published_on),
                    startup_news::added_by.eq(author.map(UserId::get)),
                ))
                .execute(conn)
                .await?;
        }
        StartupChange::RemoveNews { id: news } => {
            let gone = diesel::delete(
                startup_news::table.filter(startup_news::company_id.eq(id).and(startup_news::id.eq(news.get()))),
            )
            .execute(conn)
            .await?;
            if gone == 0 {
                return Err(diesel::result::Error::NotFound);
            }
        }
        StartupChange::AddDocument { .. } | StartupChange::RemoveDocument { .. } | StartupChange::Image { .. } => {}
    }
    diesel::update(startup_profiles::table.filter(startup_profiles::company_id.eq(id)))
        .set(startup_profiles::updated_at.eq(diesel::dsl::now))
        .execute(conn)
        .await?;
    Ok(released.unwrap_or_default())
}

#[async_trait::async_trait]
impl StartupEdits for PgStartupEdits {
    async fn record(
        &self,
        actor: &Actor,
        id: StartupId,
        change: &StartupChange,
        items: &[FactCheckItem],
    ) -> Result<Vec<String>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let author = Author { user: Some(actor.user_id), name: None };
        conn.transaction(async |conn| record_in(conn, id, &author, change, items).await).await.map_err(to_port)
    }

    async fn record_score(&self, id: StartupId, total: u8) -> Result<company::ScorePoint, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        crate::repos::company::scores::record(&mut conn, id, total).await
    }

    async fn history(&self, id: StartupId, page: PageRequest) -> Result<Page<Revision>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let known: i64 = startup_profiles::table
            .filter(startup_profiles::company_id.eq(id.get()))
            .count()
            .get_result(&mut conn)
            .await
            .map_err(to_port)?;
        if known == 0 {
            return Err(PortError::NotFound);
        }
        let of_startup = startup_revisions::company_id.eq(id.get());
        let total: i64 =
            startup_revisions::table.filter(of_startup).count().get_result(&mut conn).await.map_err(to_port)?;
        let rows: Vec<(DateTime<Utc>, String, Vec<String>)> = startup_revisions::table
            .filter(of_startup)
            .order((startup_revisions::changed_at.desc(), startup_revisions::id.desc()))
            .select((startup_revisions::changed_at, startup_revisions::author_name, startup_revisions::items))
            .limit(page.limit())
            .offset(page.offset())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let items = rows
            .into_iter()
            .map(|(at, author_name, items)| Ok(Revision { at, author_name, items: stored_items(items)? }))
            .collect::<Result<Vec<_>, PortError>>()?;
        Ok(Page::new(items, page, total))
    }
}
