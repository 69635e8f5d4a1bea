//! The audit trail: written inside the transaction of the change it records (a change that
//! rolls back leaves no event), read back as a union's history. The table refuses UPDATE and
//! DELETE (migration 000015).

use diesel::{ExpressionMethods, JoinOnDsl, NullableExpressionMethods, QueryDsl};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use kernel::audit::{AuditAction, AuditEntity, AuditEntry, AuditEvent};
use kernel::{Actor, Page, PageRequest, PortError};

use crate::error::to_port;
use crate::schema::{audit_events, users};

/// Appends `event` by `actor` on `conn` (call it inside the change's transaction).
///
/// # Errors
/// The diesel error of the insert.
pub async fn record(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    event: AuditEvent,
) -> Result<(), diesel::result::Error> {
    diesel::insert_into(audit_events::table)
        .values((
            audit_events::company_id.eq(actor.company_id.get()),
            audit_events::actor_user_id.eq(Some(actor.user_id.get())),
            audit_events::entity.eq(event.entity.code()),
            audit_events::entity_id.eq(event.entity_id),
            audit_events::action.eq(event.action.code()),
            audit_events::union_id.eq(event.union_id),
            audit_events::before_value.eq(event.before),
            audit_events::after_value.eq(event.after),
        ))
        .execute(conn)
        .await
        .map(|_| ())
}

#[derive(diesel::Queryable)]
struct EntryRow {
    id: i64,
    occurred_at: chrono::DateTime<chrono::Utc>,
    actor_name: Option<String>,
    entity: String,
    entity_id: i64,
    action: String,
    union_id: Option<i64>,
    before: Option<serde_json::Value>,
    after: Option<serde_json::Value>,
}

/// A page of the events of the firm's union `union`, newest first (the caller checked the
/// union is the actor's firm's; the firm filter is kept anyway).
///
/// # Errors
/// `Unexpected` on storage failure or an unknown stored code.
pub async fn union_history(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    union: i64,
    page: PageRequest,
) -> Result<Page<AuditEntry>, PortError> {
    let mine = || {
        audit_events::table
            .filter(audit_events::company_id.eq(actor.company_id.get()))
            .filter(audit_events::union_id.eq(union))
    };
    let total: i64 = mine().count().get_result(conn).await.map_err(to_port)?;
    let rows: Vec<EntryRow> = mine()
        .left_join(users::table.on(users::id.nullable().eq(audit_events::actor_user_id)))
        .order((audit_events::occurred_at.desc(), audit_events::id.desc()))
        .limit(page.limit())
        .offset(page.offset())
        .select((
            audit_events::id,
            audit_events::occurred_at,
            users::name.nullable(),
            audit_events::entity,
            audit_events::entity_id,
            audit_events::action,
            audit_events::union_id,
            audit_events::before_value,
            audit_events::after_value,
        ))
        .load(conn)
        .await
        .map_err(to_port)?;
    let items = rows
        .into_iter()
        .map(|r| {
            let unknown = |what: &str, code: &str| PortError::Unexpected(format!("audit {what} {code:?}"));
            Ok(AuditEntry {
                id: r.id,
                occurred_at: r.occurred_at,
                actor_name: r.actor_name,
                event: AuditEvent {
                    entity: AuditEntity::parse(&r.entity).ok_or_else(|| unknown("entity", &r.entity))?,
                    entity_id: r.entity_id,
                    action: AuditAction::parse(&r.action).ok_or_else(|| unknown("action", &r.action))?,
                    union_id: r.union_id,
                    before: r.before,
                    after: r.after,
                },
            })
        })
        .collect::<Result<Vec<_>, PortError>>()?;
    Ok(Page::new(items, page, total))
}
