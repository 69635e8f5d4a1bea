//! [`billing::PaymentGateway`] on Toss Payments' card API (v1): the browser pays in Toss's
//! payment window, which returns `paymentKey`, `orderId` and `amount` to our success page; the
//! server then confirms with `POST /v1/payments/confirm` and refunds with
//! `POST /v1/payments/{paymentKey}/cancel`, both with HTTP Basic auth (the secret key and an
//! empty password) and an `Idempotency-Key`. Toss answers a refusal with 4xx and
//! `{code, message}` (the message is Korean, shown to the payer).
//!
//! Pointed at the app's own fake (`/dev/toss`, development and tests), the window is the fake's
//! test page at an address instead of Toss's script.

use std::time::Duration;

use billing::{Approval, Cancellation, GatewayError, PaymentGateway, PaymentWindow};
use chrono::{DateTime, Utc};
use kernel::Won;
use serde::Deserialize;
use serde_json::json;

#[derive(Debug, Clone)]
pub struct TossConfig {
    /// `https://api.tosspayments.com`, or the fake's `http://127.0.0.1:port/dev/toss`.
    pub api_base: String,
    pub secret_key: String,
    pub client_key: String,
    /// The fake's payment page; `None` for Toss itself (the browser loads Toss's script).
    pub window_page: Option<String>,
}

#[derive(Clone)]
pub struct TossGateway {
    config: TossConfig,
    http: reqwest::Client,
}

impl TossGateway {
    /// # Errors
    /// When the HTTP client cannot be built.
    pub fn new(config: TossConfig) -> Result<Self, String> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(30))
            .connect_timeout(Duration::from_secs(5))
            .build()
            .map_err(|e| e.to_string())?;
        Ok(TossGateway { config, http })
    }

    async fn post(&self, path: &str, idempotency_key: &str, body: serde_json::Value) -> Result<Payment, GatewayError> {
        let url = format!("{}{path}", self.config.api_base.trim_end_matches('/'));
        let r = self
            .http
            .post(url)
            .basic_auth(&self.config.secret_key, Some(""))
            .header("Idempotency-Key", idempotency_key)
            .json(&body)
            .send()
            .await
            .map_err(|e| GatewayError::Unavailable(e.to_string()))?;
        let status = r.status();
        if status.is_success() {
            return r.json::<Payment>().await.map_err(|e| GatewayError::Unavailable(format!("unreadable answer: {e}")));
        }
        let err: TossError =
            r.json().await.map_err(|e| GatewayError::Unavailable(format!("{status} with an unreadable body: {e}")))?;
        if status.is_client_error() {
            Err(GatewayError::Declined { code: err.code, message: err.message })
        } else {
            Err(GatewayError::Unavailable(format!("{status} {} {}", err.code, err.message)))
        }
    }
}

/// The part of Toss's Payment object we keep.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Payment {
    payment_key: String,
    status: String,
    total_amount: i64,
    method: Option<String>,
    approved_at: Option<DateTime<Utc>>,
    card: Option<Card>,
    receipt: Option<Receipt>,
    #[serde(default)]
    cancels: Option<Vec<Cancel>>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Card {
    issuer_code: Option<String>,
    number: Option<String>,
    approve_no: Option<String>,
}

#[derive(Debug, Deserialize)]
struct Receipt {
    url: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Cancel {
    cancel_amount: i64,
    canceled_at: DateTime<Utc>,
}

#[derive(Debug, Deserialize)]
struct TossError {
    code: String,
    message: String,
}

/// Card issuers by Toss's two-character code (the common ones; others show the code).
fn issuer(code: &str) -> &str {
    match code {
        "11" => "KB국민",
        "21" => "하나",
        "31" => "BC",
        "41" => "신한",
        "51" => "삼성",
        "61" => "현대",
        "71" => "롯데",
        "91" => "NH농협",
        other => other,
    }
}

#[async_trait::async_trait]
impl PaymentGateway for TossGateway {
    fn window(
        &self,
        order_key: &str,
        order_name: &str,
        amount: Won,
        success_url: &str,
        fail_url: &str,
    ) -> PaymentWindow {
        let url = self.config.window_page.as_ref().and_then(|page| {
            let mut u = url::Url::parse(page).ok()?;
            u.query_pairs_mut()
                .append_pair("orderId", order_key)
                .append_pair("orderName", order_name)
                .append_pair("amount", &amount.get().to_string())
                .append_pair("successUrl", success_url)
                .append_pair("failUrl", fail_url);
            Some(u.to_string())
        });
        PaymentWindow { provider: "toss", client_key: self.config.client_key.clone(), url }
    }

    async fn confirm(&self, payment_key: &str, order_key: &str, amount: Won) -> Result<Approval, GatewayError> {
        let body = json!({ "paymentKey": payment_key, "orderId": order_key, "amount": amount.get() });
        let p = self.post("/v1/payments/confirm", order_key, body).await?;
        if p.status != "DONE" || p.total_amount != amount.get() {
            return Err(GatewayError::Unavailable(format!(
                "payment {} is {} for {}",
                p.payment_key, p.status, p.total_amount
            )));
        }
        let card = p.card.as_ref().map(|c| {
            let who = c.issuer_code.as_deref().map(issuer).unwrap_or("카드");
            format!("{who} {}", c.number.as_deref().unwrap_or_default()).trim().to_owned()
        });
        Ok(Approval {
            amount: Won(p.total_amount),
            method: p.method.unwrap_or_else(|| "카드".into()),
            approval_number: p.card.and_then(|c| c.approve_no),
            card,
            approved_at: p.approved_at.unwrap_or_else(Utc::now),
            receipt_url: p.receipt.and_then(|r| r.url),
            payment_key: p.payment_key,
        })
    }

    async fn cancel(
        &self,
        payment_key: &str,
        reason: &str,
        amount: Won,
        idempotency_key: &str,
    ) -> Result<Cancellation, GatewayError> {
        let body = json!({ "cancelReason": reason, "cancelAmount": amount.get() });
        let path = format!(
            "/v1/payments/{}/cancel",
            url::form_urlencoded::byte_serialize(payment_key.as_bytes()).collect::<String>()
        );
        let p = self.post(&path, idempotency_key, body).await?;
        let last = p.cancels.and_then(|c| c.into_iter().last());
        Ok(match last {
            Some(c) => Cancellation { amount: Won(c.cancel_amount), cancelled_at: c.canceled_at },
            None => Cancellation { amount, cancelled_at: Utc::now() },
        })
    }
}
