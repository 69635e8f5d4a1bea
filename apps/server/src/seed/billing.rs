//! The demo firm's points and membership: a 스탠다드 term running, charges over the past
//! weeks (one still refundable, one waiting for the operator's refund decision) and a declined
//! card. Written through the storage port with approvals shaped as the local payment fake gives
//! them (the seed runs before the server, and with it the fake, is up), so their receipts open
//! and an operator can refund them through the fake.

use std::sync::Arc;

use billing::{Approval, BillingRepository, PlanTerm, Product};
use chrono::{Duration, Utc};
use kernel::Actor;

use crate::state::AppState;

/// # Errors
/// When storage fails.
pub async fn seed(state: &AppState, ceo: &Actor) -> anyhow::Result<()> {
    let repo: Arc<dyn BillingRepository> = Arc::new(db::PgBilling::new(state.pool.clone()));
    let now = Utc::now();
    let firm = ceo.company_id;
    let paid = [
        ("points", "p50", 20, None, None),
        ("membership", "standard", 10, Some(20), None),
        ("points", "p30", 6, None, Some("이번 달 자료 요청 예정이 취소되어 환불을 요청합니다.")),
        ("points", "p10", 2, None, None),
    ];
    for (n, (kind, code, days_ago, term_left, refund)) in paid.into_iter().enumerate() {
        let product = Product::parse(kind, code).ok_or_else(|| anyhow::anyhow!("no product {kind} {code}"))?;
        let at = now - Duration::days(days_ago);
        let key = format!("JH{}-demo{n}{:08x}", firm.get(), at.timestamp());
        let order = repo.create_order(firm, product, &key, at).await?;
        let approval = Approval {
            payment_key: format!("fake_ok_{}_{key}_{n:06x}", product.price().get()),
            amount: product.price(),
            method: "카드".into(),
            card: Some("신한 43301234****123*".into()),
            approval_number: Some(format!("{:08}", 31_415_926 + n)),
            approved_at: at,
            receipt_url: None,
        };
        let term = term_left.map(|left| PlanTerm { from: at, to: now + Duration::days(left) });
        repo.record_paid(order.id, &approval, term, at).await.map_err(|e| anyhow::anyhow!("{e:?}"))?;
        if let Some(reason) = refund {
            repo.request_refund(order.id, reason, product.price(), now - Duration::days(1))
                .await
                .map_err(|e| anyhow::anyhow!("{e:?}"))?;
        }
    }
    let declined = Product::parse("points", "p100").ok_or_else(|| anyhow::anyhow!("no p100"))?;
    let key = format!("JH{}-demodeclined", firm.get());
    let order = repo.create_order(firm, declined, &key, now - Duration::days(4)).await?;
    repo.record_failed(order.id, "한도초과 혹은 잔액부족으로 결제에 실패했습니다.")
        .await
        .map_err(|e| anyhow::anyhow!("{e:?}"))?;
    Ok(())
}
