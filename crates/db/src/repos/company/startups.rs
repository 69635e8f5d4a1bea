//! [`StartupRepository`] on PostgreSQL. Startup data is the product's shared data set: every
//! investor firm reads the same profiles, so these queries have no tenant filter; what is a
//! firm's own (opinions, bookmarks, saved searches) lives in its own tables, keyed by firm.

use chrono::NaiveDate;
use company::news::{NewsId, NewsItem};
use company::{
    ImageRef, StartupCard, StartupFilter, StartupId, StartupProfile, StartupRepository, ValueChange, ValuePoint,
};
use company::{Quarter, QuarterFigures};
use diesel::pg::Pg;
use diesel::{
    BoolExpressionMethods, ExpressionMethods, NullableExpressionMethods, OptionalExtension, PgArrayExpressionMethods,
    QueryDsl, SelectableHelper, TextExpressionMethods, WindowExpressionMethods,
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::period::DateSpan;
use kernel::{Page, PageRequest, PortError};

use crate::error::{pool_err, to_port};
use crate::models::startup_row::{
    BalanceSheetRow, CardRow, DetailRow, IncomeStatementRow, IncubationRow, NewProfileRow, ShareholderRow,
};
use crate::repos::{bigrams, contains_pattern, kept, prefix_pattern};
use crate::schema::{
    companies, startup_balance_sheets, startup_income_statements, startup_incubations, startup_profiles,
    startup_score_history, startup_shareholders, startup_value_history, startup_venture_confirmations,
};
use crate::Pool;

#[derive(Clone)]
pub struct PgStartups {
    pool: Pool,
}

impl PgStartups {
    pub fn new(pool: Pool) -> Self {
        PgStartups { pool }
    }
}

type Profiles<'a> = startup_profiles::BoxedQuery<'a, Pg>;

/// The search keys a name piece needs: its two-character pieces (a single character has none).
fn name_keys(piece: &str) -> Vec<String> {
    bigrams(&piece.to_lowercase())
}

/// Narrows to names containing `piece`: LIKE on the lower-cased name keeps the pieces' order
/// (the pieces themselves go through the search keys' GIN index).
fn name_contains<'a>(q: Profiles<'a>, piece: &str) -> Profiles<'a> {
    q.filter(startup_profiles::search_name.like(contains_pattern(&piece.to_lowercase())))
}

/// Every filter given, as SQL on `startup_profiles` alone. The name pieces, the industry and
/// region (one of each) and the flags are keys every match must hold, several industries or
/// regions keys it must hold one of: all answered by the one GIN index on `search_keys`
/// (migration 000022 says why).
fn filtered(f: &StartupFilter) -> Profiles<'static> {
    use startup_profiles as p;
    let mut q = p::table.into_boxed();
    let mut all: Vec<String> = Vec::new();
    if let Some(name) = &f.name {
        all.extend(name_keys(name));
        q = name_contains(q, name);
    }
    let industries: Vec<String> = f.industries.iter().map(|i| format!("i:{}", i.code())).collect();
    let regions: Vec<String> = f.regions.iter().map(|r| format!("r:{}", r.code())).collect();
    for keys in [industries, regions] {
        match keys.len() {
            0 => {}
            1 => all.extend(keys),
            _ => q = q.filter(p::search_keys.overlaps_with(keys)),
        }
    }
    for (on, key) in
        [(f.tips, "f:tips"), (f.venture, "f:venture"), (f.incubated, "f:incubated"), (f.follow_on, "f:follow_on")]
    {
        if on {
            all.push(key.to_owned());
        }
    }
    if !all.is_empty() {
        q = q.filter(p::search_keys.contains(all));
    }
    if let Some(min) = f.sales.min {
        q = q.filter(p::latest_sales.ge(min));
    }
    if let Some(max) = f.sales.max {
        q = q.filter(p::latest_sales.le(max));
    }
    if let Some(min) = f.investment.min {
        q = q.filter(p::total_investment.ge(min));
    }
    if let Some(max) = f.investment.max {
        q = q.filter(p::total_investment.le(max));
    }
    if let Some(from) = f.founded.min {
        q = q.filter(p::founded_on.ge(from));
    }
    if let Some(to) = f.founded.max {
        q = q.filter(p::founded_on.le(to));
    }
    q
}

/// The business number and CEO of these companies, by id.
pub(crate) async fn company_facts(
    conn: &mut AsyncPgConnection,
    ids: &[i64],
) -> Result<Vec<(i64, Option<String>, Option<String>)>, PortError> {
    companies::table
        .filter(companies::id.eq_any(ids))
        .select((companies::id, companies::business_number, companies::ceo_name))
        .load(conn)
        .await
        .map_err(to_port)
}

pub(crate) fn cards(
    rows: Vec<CardRow>,
    facts: &[(i64, Option<String>, Option<String>)],
) -> Result<Vec<StartupCard>, PortError> {
    rows.into_iter()
        .map(|r| {
            let (number, ceo) = facts
                .iter()
                .find(|(id, _, _)| *id == r.company_id)
                .map(|(_, n, c)| (n.clone(), c.clone()))
                .unwrap_or_default();
            r.into_card(number, ceo)
        })
        .collect()
}

#[async_trait::async_trait]
impl StartupRepository for PgStartups {
    async fn search(&self, filter: &StartupFilter, page: PageRequest) -> Result<Page<StartupCard>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        // One scan answers the page and the count (a window over the matches): half the work
        // of a separate count at 100,000 startups. A page past the end has no row to carry
        // the count, so only then is it asked for alone.
        let found: Vec<(CardRow, i64)> = filtered(filter)
            .order((startup_profiles::name.asc(), startup_profiles::company_id.asc()))
            .offset(page.offset())
            .limit(page.limit())
            .select((CardRow::as_select(), diesel::dsl::count_star().over()))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let total = match <[(CardRow, i64)]>::first(&found) {
            Some((_, total)) => *total,
            None if page.offset() == 0 => 0,
            None => filtered(filter).count().get_result(&mut conn).await.map_err(to_port)?,
        };
        let rows: Vec<CardRow> = found.into_iter().map(|(row, _)| row).collect();
        let ids: Vec<i64> = rows.iter().map(|r| r.company_id).collect();
        let facts = company_facts(&mut conn, &ids).await?;
        Ok(Page::new(cards(rows, &facts)?, page, total))
    }

    async fn names_like(&self, piece: &str, limit: u32) -> Result<Vec<(StartupId, String)>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let starts = prefix_pattern(&piece.to_lowercase());
        let mut q = name_contains(startup_profiles::table.into_boxed(), piece);
        let keys = name_keys(piece);
        if !keys.is_empty() {
            q = q.filter(startup_profiles::search_keys.contains(keys));
        }
        let rows: Vec<(i64, String)> = q
            .order((
                startup_profiles::search_name.like(starts).desc(),
                startup_profiles::name.asc(),
                startup_profiles::company_id.asc(),
            ))
            .limit(i64::from(limit))
            .select((startup_profiles::company_id, startup_profiles::name))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(rows.into_iter().map(|(id, name)| (StartupId(id), name)).collect())
    }

    async fn profile(&self, id: StartupId) -> Result<StartupProfile, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        type Found = (CardRow, DetailRow, Option<String>, Option<String>, Option<NaiveDate>, Option<NaiveDate>);
        let found: Option<Found> = startup_profiles::table
            .inner_join(companies::table)
            .left_join(startup_venture_confirmations::table)
            .filter(startup_profiles::company_id.eq(id.get()).and(companies::kind.eq("startup")))
            .select((
                CardRow::as_select(),
                DetailRow::as_select(),
                companies::business_number,
                companies::ceo_name,
                startup_venture_confirmations::first_day.nullable(),
                startup_venture_confirmations::last_day.nullable(),
            ))
            .first(&mut conn)
            .await
            .optional()
            .map_err(to_port)?;
        let (card, detail, number, ceo, venture_first, venture_last) = found.ok_or(PortError::NotFound)?;
        // The four lists are independent: sent together on the one connection (pipelined).
        let shared: &AsyncPgConnection = &conn;
        let holders = startup_shareholders::table
            .filter(startup_shareholders::company_id.eq(id.get()))
            .order(startup_shareholders::position.asc())
            .select(ShareholderRow::as_select())
            .load::<ShareholderRow>(&mut &*shared);
        let balance = startup_balance_sheets::table
            .filter(startup_balance_sheets::company_id.eq(id.get()))
            .order(startup_balance_sheets::year.asc())
            .select(BalanceSheetRow::as_select())
            .load::<BalanceSheetRow>(&mut &*shared);
        let income = startup_income_statements::table
            .filter(startup_income_statements::company_id.eq(id.get()))
            .order(startup_income_statements::year.asc())
            .select(IncomeStatementRow::as_select())
            .load::<IncomeStatementRow>(&mut &*shared);
        let incubations = startup_incubations::table
            .filter(startup_incubations::company_id.eq(id.get()))
            .order((startup_incubations::started_on.asc(), startup_incubations::id.asc()))
            .select(IncubationRow::as_select())
            .load::<IncubationRow>(&mut &*shared);
        let history = startup_value_history::table
            .filter(startup_value_history::company_id.eq(id.get()))
            .order(startup_value_history::valued_on.asc())
            .select((startup_value_history::valued_on, startup_value_history::company_value))
            .load::<(NaiveDate, i64)>(&mut &*shared);
        let checks = crate::repos::company::fact_checks::checks_of(shared, id);
        let documents = crate::repos::company::files::documents_of(shared, id);
        let adjustments = crate::repos::company::scores::adjustments_of(shared, id);
        let score_history = crate::repos::company::scores::score_history_of(shared, id);
        let quarters = quarters_of(shared, id);
        let news = news_of(shared, id);
        let (
            holders,
            balance,
            income,
            incubations,
            history,
            checks,
            documents,
            adjustments,
            score_history,
            quarters,
            news,
        ) = futures_util::join!(
            holders,
            balance,
            income,
            incubations,
            history,
            checks,
            documents,
            adjustments,
            score_history,
            quarters,
            news
        );
        Ok(StartupProfile {
            card: card.into_card(number, ceo)?,
            size_class: detail.size_class()?,
            operating_status: detail.operating_status()?,
            size: detail.size(),
            venture: venture_first.zip(venture_last).and_then(|(first, last)| DateSpan::new(first, last)),
            shareholders: holders.map_err(to_port)?.into_iter().map(TryInto::try_into).collect::<Result<_, _>>()?,
            balance_sheets: balance.map_err(to_port)?.into_iter().map(Into::into).collect(),
            income_statements: income.map_err(to_port)?.into_iter().map(Into::into).collect(),
            incubations: incubations.map_err(to_port)?.into_iter().map(Into::into).collect(),
            value_history: history
                .map_err(to_port)?
                .into_iter()
                .map(|(on, value)| ValuePoint { on, value: kernel::Won(value) })
                .collect(),
            checks: checks?,
            adjustments: adjustments?,
            score_history: score_history?,
            photo: detail.photo_token.map(|token| ImageRef { token }),
            documents: documents?,
            quarters: quarters?,
            news: news?,
            homepage: detail.homepage,
            phone: detail.phone,
            address: detail.address,
            detail_intro: detail.detail_intro,
            interview: detail.interview,
            updated_at: detail.updated_at,
        })
    }

    async fn value_changes(&self, today: NaiveDate) -> Result<Vec<ValueChange>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let month_ago = today.checked_sub_months(chrono::Months::new(1)).unwrap_or(today);
        // The latest value on or before each day, per startup: DISTINCT ON walks the primary key.
        let rows: Vec<ChangeRow> = kept(
            diesel::sql_query(
                "WITH now_v AS (
                 SELECT DISTINCT ON (company_id) company_id, company_value FROM startup_value_history
                 WHERE valued_on <= $1 ORDER BY company_id, valued_on DESC),
             then_v AS (
                 SELECT DISTINCT ON (company_id) company_id, company_value FROM startup_value_history
                 WHERE valued_on <= $2 ORDER BY company_id, valued_on DESC)
             SELECT p.company_id, p.name, t.company_value AS before, n.company_value AS after
             FROM now_v n JOIN then_v t USING (company_id) JOIN startup_profiles p USING (company_id)",
            )
            .bind::<diesel::sql_types::Date, _>(today)
            .bind::<diesel::sql_types::Date, _>(month_ago),
        )
        .load(&mut conn)
        .await
        .map_err(to_port)?;
        Ok(rows
            .into_iter()
            .map(|r| ValueChange {
                id: StartupId(r.company_id),
                name: r.name,
                before: kernel::Won(r.before),
                after: kernel::Won(r.after),
            })
            .collect())
    }

    async fn import(&self, profiles: &[StartupProfile]) -> Result<Vec<StartupId>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        conn.transaction(async |conn| {
            let mut ids = Vec::with_capacity(profiles.len());
            for p in profiles {
                ids.push(StartupId(import_one(conn, p).await?));
            }
            Ok::<_, diesel::result::Error>(ids)
        })
        .await
        .map_err(to_port)
    }
}

#[derive(diesel::QueryableByName)]
struct ChangeRow {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    company_id: i64,
    #[diesel(sql_type = diesel::sql_types::Text)]
    name: String,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    before: i64,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    after: i64,
}

/// One collected startup: its company, profile and the rows hanging off it.
async fn import_one(conn: &mut AsyncPgConnection, p: &StartupProfile) -> Result<i64, diesel::result::Error> {
    if let Some(number) = &p.card.business_number {
        let existing: Option<i64> = companies::table
            .filter(companies::kind.eq("startup").and(companies::business_number.eq(number)))
            .select(companies::id)
            .first(conn)
            .await
            .optional()?;
        if let Some(id) = existing {
            return Ok(id);
        }
    }
    let id: i64 = diesel::insert_into(companies::table)
        .values((
            companies::kind.eq("startup"),
            companies::name.eq(&p.card.name),
            companies::business_number.eq(&p.card.business_number),
            companies::ceo_name.eq(&p.card.ceo_name),
        ))
        .returning(companies::id)
        .get_result(conn)
        .await?;
    diesel::insert_into(startup_profiles::table).values(NewProfileRow::of(id, p)).execute(conn).await?;
    save_venture(conn, id, p.venture).await?;
    for (position, s) in (1_i32..).zip(&p.shareholders) {
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
    for b in &p.balance_sheets {
        diesel::insert_into(startup_balance_sheets::table)
            .values((startup_balance_sheets::company_id.eq(id), BalanceSheetRow::from(b)))
            .execute(conn)
            .await?;
    }
    for i in &p.income_statements {
        diesel::insert_into(startup_income_statements::table)
            .values((startup_income_statements::company_id.eq(id), IncomeStatementRow::from(i)))
            .execute(conn)
            .await?;
    }
    for point in &p.value_history {
        diesel::insert_into(startup_value_history::table)
            .values((
                startup_value_history::company_id.eq(id),
                startup_value_history::valued_on.eq(point.on),
                startup_value_history::company_value.eq(point.value.get()),
            ))
            .execute(conn)
            .await?;
    }
    for point in &p.score_history {
        diesel::insert_into(startup_score_history::table)
            .values((
                startup_score_history::company_id.eq(id),
                startup_score_history::scored_on.eq(point.on),
                startup_score_history::total.eq(i16::from(point.total)),
            ))
            .execute(conn)
            .await?;
    }
    for i in &p.incubations {
        diesel::insert_into(startup_incubations::table)
            .values((
                startup_incubations::company_id.eq(id),
                startup_incubations::incubator_name.eq(&i.incubator_name),
                startup_incubations::started_on.eq(i.started_on),
            ))
            .execute(conn)
            .await?;
    }
    for n in &p.news {
        diesel::insert_into(crate::schema::startup_news::table)
            .values((
                crate::schema::startup_news::company_id.eq(id),
                crate::schema::startup_news::title.eq(&n.title),
                crate::schema::startup_news::url.eq(&n.url),
                crate::schema::startup_news::publisher.eq(&n.publisher),
                crate::schema::startup_news::published_on.eq(n.published_on),
            ))
            .execute(conn)
            .await?;
    }
    for q in &p.quarters {
        use crate::schema::startup_quarterly_figures as qf;
        diesel::insert_into(qf::table)
            .values((
                qf::company_id.eq(id),
                qf::year.eq(q.period.year),
                qf::quarter.eq(i16::from(q.period.quarter)),
                qf::sales.eq(q.sales),
                qf::cash.eq(q.cash),
                qf::headcount.eq(q.headcount.and_then(|h| i32::try_from(h).ok())),
            ))
            .execute(conn)
            .await?;
    }
    Ok(id)
}

/// A startup's news items, the latest published first.
async fn news_of(conn: &AsyncPgConnection, id: StartupId) -> Result<Vec<NewsItem>, PortError> {
    use crate::schema::startup_news as n;
    type Row = (i64, String, String, String, NaiveDate, chrono::DateTime<chrono::Utc>);
    let rows: Vec<Row> = n::table
        .filter(n::company_id.eq(id.get()))
        .order((n::published_on.desc(), n::id.desc()))
        .select((n::id, n::title, n::url, n::publisher, n::published_on, n::added_at))
        .load(&mut &*conn)
        .await
        .map_err(to_port)?;
    Ok(rows
        .into_iter()
        .map(|(id, title, url, publisher, published_on, added_at)| NewsItem {
            id: NewsId(id),
            title,
            url,
            publisher,
            published_on,
            added_at,
        })
        .collect())
}

/// The latest eight quarters a startup reported, oldest first.
async fn quarters_of(conn: &AsyncPgConnection, id: StartupId) -> Result<Vec<QuarterFigures>, PortError> {
    use crate::schema::startup_quarterly_figures as q;
    type Row = (i32, i16, Option<i64>, Option<i64>, Option<i32>);
    let mut rows: Vec<Row> = q::table
        .filter(q::company_id.eq(id.get()))
        .order((q::year.desc(), q::quarter.desc()))
        .limit(8)
        .select((q::year, q::quarter, q::sales, q::cash, q::headcount))
        .load(&mut &*conn)
        .await
        .map_err(to_port)?;
    rows.reverse();
    rows.into_iter()
        .map(|(year, quarter, sales, cash, headcount)| {
            let period = u8::try_from(quarter)
                .ok()
                .and_then(|qn| Quarter::new(year, qn))
                .ok_or_else(|| PortError::Unexpected(format!("stored quarter {year}/{quarter}")))?;
            Ok(QuarterFigures { period, sales, cash, headcount: headcount.map(i64::from) })
        })
        .collect()
}

/// Keeps the startup's 벤처기업 confirmation as `venture` says: replaced, or removed with `None`.
pub(crate) async fn save_venture(
    conn: &mut AsyncPgConnection,
    id: i64,
    venture: Option<DateSpan>,
) -> Result<(), diesel::result::Error> {
    let confirmation = startup_venture_confirmations::table.filter(startup_venture_confirmations::company_id.eq(id));
    match venture {
        None => diesel::delete(confirmation).execute(conn).await.map(|_| ()),
        Some(span) => diesel::insert_into(startup_venture_confirmations::table)
            .values((
                startup_venture_confirmations::company_id.eq(id),
                startup_venture_confirmations::first_day.eq(span.first),
                startup_venture_confirmations::last_day.eq(span.last),
            ))
            .on_conflict(startup_venture_confirmations::company_id)
            .do_update()
            .set((
                startup_venture_confirmations::first_day.eq(span.first),
                startup_venture_confirmations::last_day.eq(span.last),
            ))
            .execute(conn)
            .await
            .map(|_| ()),
    }
}
