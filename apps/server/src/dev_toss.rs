//! A local fake of Toss Payments, served at `/dev/toss` when no Toss keys are configured
//! (development, the demo, the tests): a test payment window and the two API calls we use,
//! answering as Toss's v1 API documents them. It keeps no state: the payment key it hands out
//! carries the card's outcome, the amount and the order id, so confirm and cancel read them back.
//!
//! - `GET /dev/toss/checkout?orderId&orderName&amount&successUrl&failUrl`: the window, with a
//!   card that pays, a card that is declined (한도 초과), and two that pay but fail at the
//!   refund: the issuer refuses the cancel (`norefund`), or the cancel gets no answer (`silent`,
//!   504 as Toss answers a timed-out card company).
//! - `POST /dev/toss/checkout`: pays; redirects to `successUrl?paymentKey&orderId&amount`, or to
//!   `failUrl?code=PAY_PROCESS_CANCELED&message&orderId` when the payer cancels.
//! - `POST /dev/toss/v1/payments/confirm`, `POST /dev/toss/v1/payments/{paymentKey}/cancel`.
//! - `GET /dev/toss/receipt/{paymentKey}`: the card slip.

use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};
use chrono::{FixedOffset, Utc};
use kernel::mail::escape_html;
use serde::Deserialize;
use serde_json::json;

/// The fake's keys: anything else is refused as Toss refuses a wrong key.
pub const FAKE_SECRET_KEY: &str = "test_sk_johap_local_fake";
pub const FAKE_CLIENT_KEY: &str = "test_ck_johap_local_fake";
/// Toss's message for a card over its limit.
pub const DECLINED_MESSAGE: &str = "한도초과 혹은 잔액부족으로 결제에 실패했습니다.";

#[derive(Clone)]
struct FakeToss {
    /// Where the browser may be sent back to (the app's public origin).
    public_origin: String,
}

pub fn mount(cfg: &mut web::ServiceConfig, public_origin: &str) {
    cfg.app_data(web::Data::new(FakeToss { public_origin: public_origin.trim_end_matches('/').to_owned() })).service(
        web::scope("/dev/toss")
            .route("/checkout", web::get().to(window))
            .route("/checkout", web::post().to(pay))
            .route("/v1/payments/confirm", web::post().to(confirm))
            .route("/v1/payments/{payment_key}/cancel", web::post().to(cancel))
            .route("/receipt/{payment_key}", web::get().to(receipt)),
    );
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct WindowQuery {
    order_id: String,
    order_name: String,
    amount: i64,
    success_url: String,
    fail_url: String,
}

async fn window(q: web::Query<WindowQuery>) -> HttpResponse {
    let e = |s: &str| escape_html(s);
    let amount = kernel::format::number(q.amount);
    let hidden = format!(
        "<input type=hidden name=orderId value=\"{}\"><input type=hidden name=orderName value=\"{}\">\
         <input type=hidden name=amount value=\"{}\"><input type=hidden name=successUrl value=\"{}\">\
         <input type=hidden name=failUrl value=\"{}\">",
        e(&q.order_id),
        e(&q.order_name),
        q.amount,
        e(&q.success_url),
        e(&q.fail_url)
    );
    let html = format!(
        "<!doctype html><html lang=ko><head><meta charset=utf-8><title>테스트 결제창</title>\
         <meta name=viewport content=\"width=device-width\"><style>\
         body{{font-family:'Noto Sans KR',sans-serif;background:#f1f3f5;margin:0;display:flex;justify-content:center}}\
         main{{background:#fff;margin:48px 16px;padding:28px;border-radius:16px;width:380px;box-shadow:0 4px 24px #0001}}\
         h1{{font-size:18px;margin:0 0 4px}}p{{color:#495057;font-size:14px}}.amount{{font-size:26px;font-weight:700;margin:16px 0}}\
         label{{display:flex;gap:8px;align-items:center;border:1px solid #dee2e6;border-radius:10px;padding:12px;margin:8px 0;cursor:pointer}}\
         button{{width:100%;padding:14px;border:0;border-radius:10px;font-size:16px;font-weight:700;margin-top:10px;cursor:pointer}}\
         .pay{{background:#3182f6;color:#fff}}.cancel{{background:#f1f3f5;color:#495057}}</style></head><body><main>\
         <h1>테스트 결제창</h1><p>로컬 테스트 결제입니다. 실제로 청구되지 않습니다.</p>\
         <p>{name}</p><div class=amount>{amount}원</div>\
         <form method=post action=\"/dev/toss/checkout\">{hidden}\
         <label><input type=radio name=card value=ok checked> 테스트 카드 (승인)</label>\
         <label><input type=radio name=card value=declined> 한도 초과 카드 (거절)</label>\
         <label><input type=radio name=card value=norefund> 취소 거절 카드 (환불 실패)</label>\
         <label><input type=radio name=card value=silent> 취소 무응답 카드 (환불 시간 초과)</label>\
         <button class=pay type=submit name=action value=pay>{amount}원 결제하기</button>\
         <button class=cancel type=submit name=action value=cancel>결제 취소</button></form></main></body></html>",
        name = e(&q.order_name),
    );
    HttpResponse::Ok().content_type("text/html; charset=utf-8").body(html)
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PayForm {
    order_id: String,
    amount: i64,
    success_url: String,
    fail_url: String,
    card: String,
    action: String,
}

/// Only back to the app itself: the fake is not an open redirect.
fn back_to(fake: &FakeToss, target: &str, pairs: &[(&str, &str)]) -> Option<String> {
    if !target.starts_with(&format!("{}/", fake.public_origin)) {
        return None;
    }
    let mut u = url::Url::parse(target).ok()?;
    for (k, v) in pairs {
        u.query_pairs_mut().append_pair(k, v);
    }
    Some(u.to_string())
}

async fn pay(fake: web::Data<FakeToss>, f: web::Form<PayForm>) -> HttpResponse {
    let amount = f.amount.to_string();
    let location = if f.action == "cancel" {
        back_to(
            &fake,
            &f.fail_url,
            &[
                ("code", "PAY_PROCESS_CANCELED"),
                ("message", "사용자에 의해 결제가 취소되었습니다."),
                ("orderId", &f.order_id),
            ],
        )
    } else {
        let outcome = match f.card.as_str() {
            c @ ("declined" | "norefund" | "silent") => c,
            _ => "ok",
        };
        let nonce = random_hex(6);
        let key = format!("fake_{outcome}_{}_{}_{nonce}", f.amount, f.order_id);
        back_to(&fake, &f.success_url, &[("paymentKey", &key), ("orderId", &f.order_id), ("amount", &amount)])
    };
    match location {
        Some(l) => HttpResponse::SeeOther().insert_header((header::LOCATION, l)).finish(),
        None => HttpResponse::BadRequest().body("successUrl/failUrl must be the app's own address"),
    }
}

/// What a fake payment key says: the card's outcome, the amount and the order id.
struct Key<'a> {
    declined: bool,
    /// `ok`, `declined`, `norefund` or `silent`.
    outcome: &'a str,
    amount: i64,
    order_id: &'a str,
}

fn read_key(key: &str) -> Option<Key<'_>> {
    let rest = key.strip_prefix("fake_")?;
    let (outcome, rest) = rest.split_once('_')?;
    let (amount, rest) = rest.split_once('_')?;
    let (order_id, _nonce) = rest.rsplit_once('_')?;
    Some(Key { declined: outcome == "declined", outcome, amount: amount.parse().ok()?, order_id })
}

fn random_hex(bytes: usize) -> String {
    use rand::RngCore;
    let mut b = vec![0u8; bytes];
    rand::rng().fill_bytes(&mut b);
    hex::encode(b)
}

fn authorized(req: &HttpRequest) -> bool {
    let expected = format!("Basic {}", data_encoding::BASE64.encode(format!("{FAKE_SECRET_KEY}:").as_bytes()));
    req.headers().get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()) == Some(expected.as_str())
}

fn toss_error(status: actix_web::http::StatusCode, code: &str, message: &str) -> HttpResponse {
    HttpResponse::build(status).json(json!({ "code": code, "message": message }))
}

fn payment(key: &str, k: &Key<'_>, fake: &FakeToss, status: &str, cancels: serde_json::Value) -> serde_json::Value {
    let kst = FixedOffset::east_opt(9 * 3600).map(|o| Utc::now().with_timezone(&o).to_rfc3339());
    let approve_no: String = key.chars().filter(char::is_ascii_hexdigit).take(8).collect();
    json!({
        "paymentKey": key,
        "orderId": k.order_id,
        "status": status,
        "method": "카드",
        "totalAmount": k.amount,
        "balanceAmount": k.amount - cancels.as_array().map_or(0, |c| c.iter().filter_map(|x| x["cancelAmount"].as_i64()).sum()),
        "requestedAt": kst,
        "approvedAt": kst,
        "card": { "issuerCode": "41", "acquirerCode": "41", "number": "43301234****123*", "approveNo": approve_no,
                  "installmentPlanMonths": 0, "cardType": "신용", "ownerType": "개인" },
        "receipt": { "url": format!("{}/dev/toss/receipt/{key}", fake.public_origin) },
        "cancels": if cancels.is_null() { serde_json::Value::Null } else { cancels },
    })
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ConfirmBody {
    payment_key: String,
    order_id: String,
    amount: i64,
}

async fn confirm(fake: web::Data<FakeToss>, req: HttpRequest, body: web::Json<ConfirmBody>) -> HttpResponse {
    use actix_web::http::StatusCode as S;
    if !authorized(&req) {
        return toss_error(S::UNAUTHORIZED, "UNAUTHORIZED_KEY", "인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.");
    }
    let Some(k) = read_key(&body.payment_key) else {
        return toss_error(S::NOT_FOUND, "NOT_FOUND_PAYMENT", "존재하지 않는 결제 정보 입니다.");
    };
    if k.order_id != body.order_id || k.amount != body.amount {
        return toss_error(S::BAD_REQUEST, "INVALID_REQUEST", "결제 금액 또는 주문번호가 결제 요청과 다릅니다.");
    }
    if k.declined {
        return toss_error(S::FORBIDDEN, "REJECT_CARD_PAYMENT", DECLINED_MESSAGE);
    }
    HttpResponse::Ok().json(payment(&body.payment_key, &k, &fake, "DONE", serde_json::Value::Null))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CancelBody {
    cancel_reason: String,
    cancel_amount: Option<i64>,
}

async fn cancel(
    fake: web::Data<FakeToss>,
    req: HttpRequest,
    key: web::Path<String>,
    body: web::Json<CancelBody>,
) -> HttpResponse {
    use actix_web::http::StatusCode as S;
    if !authorized(&req) {
        return toss_error(S::UNAUTHORIZED, "UNAUTHORIZED_KEY", "인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.");
    }
    let Some(k) = read_key(&key).filter(|k| !k.declined) else {
        return toss_error(S::NOT_FOUND, "NOT_FOUND_PAYMENT", "존재하지 않는 결제 정보 입니다.");
    };
    let amount = body.cancel_amount.unwrap_or(k.amount);
    if amount <= 0 || amount > k.amount {
        return toss_error(S::BAD_REQUEST, "NOT_CANCELABLE_AMOUNT", "취소 할 수 없는 금액 입니다.");
    }
    match k.outcome {
        "norefund" => {
            return toss_error(S::FORBIDDEN, "NOT_CANCELABLE_PAYMENT", "카드사에서 취소를 거절했습니다.");
        }
        "silent" => return toss_error(S::GATEWAY_TIMEOUT, "PROVIDER_ERROR", "카드사 응답이 없습니다."),
        _ => {}
    }
    let status = if amount == k.amount { "CANCELED" } else { "PARTIAL_CANCELED" };
    let cancels = json!([{ "cancelAmount": amount, "cancelReason": body.cancel_reason,
        "canceledAt": Utc::now().to_rfc3339(), "transactionKey": random_hex(16) }]);
    HttpResponse::Ok().json(payment(&key, &k, &fake, status, cancels))
}

async fn receipt(key: web::Path<String>) -> HttpResponse {
    let Some(k) = read_key(&key) else { return HttpResponse::NotFound().finish() };
    let html = format!(
        "<!doctype html><html lang=ko><head><meta charset=utf-8><title>카드 매출전표 (테스트)</title></head>\
         <body style=\"font-family:sans-serif;max-width:360px;margin:40px auto\"><h1 style=\"font-size:18px\">카드 매출전표 (테스트)</h1>\
         <p>주문번호 {}</p><p>결제 금액 {}원</p><p>카드 신한 4330-12**-****-123*</p><p>로컬 테스트 결제로 실제 청구되지 않았습니다.</p></body></html>",
        escape_html(k.order_id),
        kernel::format::number(k.amount)
    );
    HttpResponse::Ok().content_type("text/html; charset=utf-8").body(html)
}

#[cfg(test)]
mod tests {
    use super::read_key;

    #[test]
    fn a_key_carries_outcome_amount_and_an_order_id_with_underscores() {
        let k = read_key("fake_declined_30000_JH3-ab_cd_1a2b3c").unwrap();
        assert!(k.declined);
        assert_eq!(read_key("fake_norefund_1_x_1").map(|k| (k.outcome, k.declined)), Some(("norefund", false)));
        assert_eq!((k.amount, k.order_id), (30_000, "JH3-ab_cd"));
        assert!(read_key("tgen_123").is_none());
    }
}
