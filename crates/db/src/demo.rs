//! What the demo seed (`johap seed-demo`) needs that no product path does: delivery outcomes
//! for the demo's mail history (the seed sends through the product, but no SMTP server answers
//! at seeding time), and deleting the demo firms for `--reset`. Never used by requests.

use diesel::sql_types::{Array, BigInt, Text};
use diesel_async::{AsyncConnection, RunQueryDsl, SimpleAsyncConnection};

use crate::error::{pool_err, to_port};
use crate::Pool;

/// Marks a mailing's queued messages delivered, except those to `failed` addresses, which get
/// the permanent failure `answer` after `attempts` tries, as the delivery worker would. Rows a
/// running worker has already claimed or even delivered are settled too (its own finish only
/// touches rows still `sending`), so the demo's counts never depend on the worker's timing (a
/// loaded machine once let the worker deliver a to-be-bounced mail first).
///
/// # Errors
/// Storage failures.
pub async fn settle_mailing(
    pool: &Pool,
    mailing: i64,
    failed: &[String],
    answer: &str,
    attempts: i32,
) -> Result<(), kernel::PortError> {
    let mut conn = pool.get().await.map_err(pool_err)?;
    diesel::sql_query(
        "UPDATE mail_outbox SET status = CASE WHEN to_email = ANY($2) THEN 'failed' ELSE 'sent' END, \
         attempts = CASE WHEN to_email = ANY($2) THEN $4 ELSE 1 END, \
         last_answer = CASE WHEN to_email = ANY($2) THEN $3 ELSE '250 2.0.0 OK: queued' END, \
         updated_at = now() WHERE mailing_id = $1",
    )
    .bind::<BigInt, _>(mailing)
    .bind::<Array<Text>, _>(failed)
    .bind::<Text, _>(answer)
    .bind::<diesel::sql_types::Integer, _>(attempts)
    .execute(&mut conn)
    .await
    .map_err(to_port)?;
    Ok(())
}

/// Moves a data request `days` into the past (sent, due and its links), so the demo shows late
/// answers and late startups.
///
/// # Errors
/// Storage failures.
pub async fn age_data_request(pool: &Pool, request: i64, days: i32) -> Result<(), kernel::PortError> {
    let mut conn = pool.get().await.map_err(pool_err)?;
    diesel::sql_query(
        "WITH r AS (UPDATE data_requests SET created_at = created_at - make_interval(days => $2), \
                    due_on = due_on - $2 WHERE id = $1 RETURNING id) \
         UPDATE data_request_targets SET link_expires_at = link_expires_at - make_interval(days => $2) \
         WHERE request_id IN (SELECT id FROM r)",
    )
    .bind::<diesel::sql_types::BigInt, _>(request)
    .bind::<diesel::sql_types::Integer, _>(days)
    .execute(&mut conn)
    .await
    .map_err(to_port)?;
    Ok(())
}

/// Spreads the notices over the past months (oldest first, `gap_days` apart, the newest today),
/// as a platform's notice board looks after a while.
///
/// # Errors
/// Storage failures.
pub async fn age_notices(pool: &Pool, gap_days: i32) -> Result<(), kernel::PortError> {
    let mut conn = pool.get().await.map_err(pool_err)?;
    diesel::sql_query(
        "WITH n AS (SELECT id, row_number() OVER (ORDER BY id DESC) - 1 AS k FROM notices) \
         UPDATE notices SET published_at = published_at - make_interval(days => ($1 * n.k)::int), \
                            updated_at = updated_at - make_interval(days => ($1 * n.k)::int) \
         FROM n WHERE n.id = notices.id",
    )
    .bind::<diesel::sql_types::Integer, _>(gap_days)
    .execute(&mut conn)
    .await
    .map_err(to_port)?;
    Ok(())
}

/// Spreads the waiting list over the past weeks (a registration every four days, the onboarded
/// one a day after it registered), as a real queue would look.
///
/// # Errors
/// Storage failures.
pub async fn age_waiting(pool: &Pool) -> Result<(), kernel::PortError> {
    let mut conn = pool.get().await.map_err(pool_err)?;
    diesel::sql_query(
        "WITH n AS (SELECT id, row_number() OVER (ORDER BY id DESC) AS k FROM waiting_list) \
         UPDATE waiting_list SET created_at = created_at - make_interval(days => (4 * n.k)::int), \
           onboarded_at = onboarded_at - make_interval(days => (4 * n.k - 1)::int), \
           notified_at = notified_at - make_interval(days => (4 * n.k - 1)::int) \
         FROM n WHERE n.id = waiting_list.id",
    )
    .execute(&mut conn)
    .await
    .map_err(to_port)?;
    Ok(())
}

/// Moves a firm's inquiries a few days back, their answers a day after them.
///
/// # Errors
/// Storage failures.
pub async fn age_inquiries(pool: &Pool, company: i64) -> Result<(), kernel::PortError> {
    let mut conn = pool.get().await.map_err(pool_err)?;
    diesel::sql_query(
        "UPDATE inquiries SET created_at = created_at - interval '3 days', \
                              answered_at = answered_at - interval '2 days' WHERE company_id = $1",
    )
    .bind::<diesel::sql_types::BigInt, _>(company)
    .execute(&mut conn)
    .await
    .map_err(to_port)?;
    Ok(())
}

/// Deletes the firms of `company_ids` (found by their CEO's e-mail) and every row they own or
/// their users made, in one transaction; their stored files become pending so the sweep removes
/// the bytes. The audit trail's append-only trigger is off for this transaction only.
///
/// # Errors
/// Storage failures (then nothing is deleted).
pub async fn delete_firms(pool: &Pool, ceo_emails: &[&str]) -> Result<usize, kernel::PortError> {
    let mut conn = pool.get().await.map_err(pool_err)?;
    let emails: Vec<String> = ceo_emails.iter().map(ToString::to_string).collect();
    let quoted: Vec<String> = emails.iter().map(|e| format!("'{}'", e.replace('\'', "''"))).collect();
    let list = quoted.join(",");
    let script = format!(
        "CREATE TEMP TABLE demo_c ON COMMIT DROP AS SELECT DISTINCT company_id AS id FROM users WHERE email IN ({list});
         CREATE TEMP TABLE demo_u ON COMMIT DROP AS SELECT id FROM users WHERE company_id IN (SELECT id FROM demo_c);
         INSERT INTO pending_objects (key, created_at)
           SELECT object_key, now() - interval '1 day' FROM union_files WHERE company_id IN (SELECT id FROM demo_c)
           UNION SELECT object_key, now() - interval '1 day' FROM applicant_documents WHERE company_id IN (SELECT id FROM demo_c)
           UNION SELECT object_key, now() - interval '1 day' FROM applicant_evidence WHERE company_id IN (SELECT id FROM demo_c)
           UNION SELECT image_key, now() - interval '1 day' FROM lp_groups WHERE company_id IN (SELECT id FROM demo_c) AND image_key IS NOT NULL
           UNION SELECT object_key, now() - interval '1 day' FROM startup_documents WHERE company_id IN (SELECT id FROM demo_c)
           UNION SELECT object_key, now() - interval '1 day' FROM startup_images WHERE company_id IN (SELECT id FROM demo_c)
           UNION SELECT f.object_key, now() - interval '1 day' FROM inquiry_files f JOIN inquiries i ON i.id = f.inquiry_id
             WHERE i.company_id IN (SELECT id FROM demo_c)
           ON CONFLICT DO NOTHING;
         ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only;
         DELETE FROM mail_outbox WHERE mailing_id IN (SELECT id FROM mailings WHERE company_id IN (SELECT id FROM demo_c));
         DELETE FROM mail_outbox WHERE applicant_id IN (SELECT id FROM applicants WHERE company_id IN (SELECT id FROM demo_c));
         DELETE FROM mailings WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM applicant_documents WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM applicant_evidence WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM distributions WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM tax_paper_mailings WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM capital_payments WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM capital_calls WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM applicant_status_changes WHERE applicant_id IN (SELECT id FROM applicants WHERE company_id IN (SELECT id FROM demo_c));
         DELETE FROM invitations WHERE company_id IN (SELECT id FROM demo_c) OR used_by IN (SELECT id FROM demo_u);
         DELETE FROM lp_group_members WHERE group_id IN (SELECT id FROM lp_groups WHERE company_id IN (SELECT id FROM demo_c));
         DELETE FROM applicants WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM lp_members WHERE company_id IN (SELECT id FROM demo_c) OR user_id IN (SELECT id FROM demo_u);
         DELETE FROM lp_groups WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM lp_member_stats WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM audit_events WHERE company_id IN (SELECT id FROM demo_c) OR actor_user_id IN (SELECT id FROM demo_u);
         DELETE FROM union_files WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM union_formation_steps WHERE union_id IN (SELECT id FROM unions WHERE company_id IN (SELECT id FROM demo_c));
         DELETE FROM union_bank_accounts WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM share_visit_pages WHERE visit_id IN (SELECT v.id FROM share_visits v JOIN share_links l ON l.id = v.link_id WHERE l.company_id IN (SELECT id FROM demo_c));
         DELETE FROM share_visits WHERE link_id IN (SELECT id FROM share_links WHERE company_id IN (SELECT id FROM demo_c));
         DELETE FROM share_email_codes WHERE link_id IN (SELECT id FROM share_links WHERE company_id IN (SELECT id FROM demo_c));
         DELETE FROM share_links WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM portfolio_items WHERE portfolio_id IN (SELECT id FROM portfolios WHERE company_id IN (SELECT id FROM demo_c));
         DELETE FROM portfolios WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM legacy_reports WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM report_opinions WHERE report_id IN (SELECT id FROM reports WHERE company_id IN (SELECT id FROM demo_c));
         DELETE FROM reports WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM investments WHERE company_id IN (SELECT id FROM demo_c) OR startup_id IN (SELECT id FROM demo_c);
         DELETE FROM recoveries WHERE company_id IN (SELECT id FROM demo_c) OR startup_id IN (SELECT id FROM demo_c);
         DELETE FROM funding_rounds WHERE company_id IN (SELECT id FROM demo_c) OR startup_id IN (SELECT id FROM demo_c);
         DELETE FROM valuations WHERE company_id IN (SELECT id FROM demo_c) OR startup_id IN (SELECT id FROM demo_c);
         DELETE FROM point_entries WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM point_balances WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM billing_orders WHERE company_id IN (SELECT id FROM demo_c);
         UPDATE waiting_list SET onboarded_by = NULL WHERE onboarded_by IN (SELECT id FROM demo_u);
         DELETE FROM task_comments WHERE company_id IN (SELECT id FROM demo_c) OR author_id IN (SELECT id FROM demo_u);
         DELETE FROM tasks WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM union_co_gps WHERE union_id IN (SELECT id FROM unions WHERE company_id IN (SELECT id FROM demo_c));
         DELETE FROM union_applicant_stats WHERE union_id IN (SELECT id FROM unions WHERE company_id IN (SELECT id FROM demo_c));
         DELETE FROM unions WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM startup_opinions WHERE company_id IN (SELECT id FROM demo_c) OR author_id IN (SELECT id FROM demo_u);
         DELETE FROM startup_bookmarks WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM startup_saved_searches WHERE company_id IN (SELECT id FROM demo_c) OR user_id IN (SELECT id FROM demo_u);
         DELETE FROM startup_fact_checks WHERE company_id IN (SELECT id FROM demo_c) OR checker_id IN (SELECT id FROM demo_u);
         DELETE FROM startup_revisions WHERE company_id IN (SELECT id FROM demo_c) OR author_id IN (SELECT id FROM demo_u);
         DELETE FROM data_request_targets WHERE startup_id IN (SELECT id FROM demo_c)
           OR request_id IN (SELECT id FROM data_requests WHERE company_id IN (SELECT id FROM demo_c));
         DELETE FROM data_requests WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM startup_documents WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM startup_images WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM startup_profiles WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM messages WHERE sender_company_id IN (SELECT id FROM demo_c) OR recipient_company_id IN (SELECT id FROM demo_c);
         DELETE FROM inquiry_files WHERE inquiry_id IN (SELECT id FROM inquiries WHERE company_id IN (SELECT id FROM demo_c));
         DELETE FROM inquiries WHERE company_id IN (SELECT id FROM demo_c);
         UPDATE inquiries SET answered_by = NULL WHERE answered_by IN (SELECT id FROM demo_u);
         UPDATE notices SET author_id = NULL WHERE author_id IN (SELECT id FROM demo_u);
         DELETE FROM team_members WHERE company_id IN (SELECT id FROM demo_c) OR user_id IN (SELECT id FROM demo_u);
         DELETE FROM teams WHERE company_id IN (SELECT id FROM demo_c);
         DELETE FROM sessions WHERE user_id IN (SELECT id FROM demo_u);
         DELETE FROM password_resets WHERE user_id IN (SELECT id FROM demo_u);
         DELETE FROM idempotency_keys WHERE user_id IN (SELECT id FROM demo_u);
         DELETE FROM user_settings WHERE user_id IN (SELECT id FROM demo_u);
         DELETE FROM two_factor_recovery_codes WHERE user_id IN (SELECT id FROM demo_u);
         DELETE FROM two_factor_secrets WHERE user_id IN (SELECT id FROM demo_u);
         DELETE FROM users WHERE id IN (SELECT id FROM demo_u);
         DELETE FROM companies WHERE id IN (SELECT id FROM demo_c);
         ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only;"
    );
    let n = conn
        .transaction(async |conn| {
            let n: Vec<Count> = diesel::sql_query(format!(
                "SELECT count(DISTINCT company_id)::bigint AS n FROM users WHERE email IN ({list})"
            ))
            .load(conn)
            .await?;
            conn.batch_execute(&script).await?;
            Ok::<_, diesel::result::Error>(n.into_iter().next().map_or(0, |c| c.n))
        })
        .await
        .map_err(to_port)?;
    Ok(usize::try_from(n).unwrap_or(0))
}

#[derive(diesel::QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}
