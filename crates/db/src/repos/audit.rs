//! The audit trail: written inside the transaction of the change it records.

use diesel::ExpressionMethods;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use kernel::Actor;

use crate::schema::audit_events;

/// Appends one audit event on `conn` (call it inside the change's transaction).
///
/// # Errors
/// The diesel error of the insert.
pub async fn record(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    entity: &str,
    entity_id: i64,
    action: &str,
    before: Option<serde_json::Value>,
    after: Option<serde_json::Value>,
) -> Result<(), diesel::result::Error> {
    diesel::insert_into(audit_events::table)
        .values((
            audit_events::company_id.eq(actor.company_id.get()),
            audit_events::actor_user_id.eq(Some(actor.user_id.get())),
            audit_events::entity.eq(entity),
            audit_events::entity_id.eq(entity_id),
            audit_events::action.eq(action),
            audit_events::before_value.eq(before),
            audit_events::after_value.eq(after),
        ))
        .execute(conn)
        .await
        .map(|_| ())
}
