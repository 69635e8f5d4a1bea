//! Examples of points and membership.

use serde_json::json;

use super::{at, Examples};
use crate::routes::billing::orders::{
    BillingSummaryDto, CheckoutBody, CheckoutDto, ConfirmBody, FailBody, OrderDto, OrderPage, PlanDto, PointEntryDto,
    PointEntryPage, PointPackageDto, RefundBody, RefundDecisionBody, RefundRequestDto, RefundRequestPage,
};

fn order() -> OrderDto {
    OrderDto {
        id: 7,
        order_key: "JH1-4f9c2a7e1b3d5c8a9e0f1a2b".into(),
        kind: "points".into(),
        product_code: "p30".into(),
        order_name: "30,000 포인트 충전".into(),
        amount: 30_000,
        supply_amount: 27_273,
        vat_amount: 2_727,
        points: 31_500,
        state: 1,
        state_label: "결제 완료".into(),
        created_at: at("2026-11-26T10:00:00+09:00"),
        method: Some("카드".into()),
        card: Some("신한 43301234****123*".into()),
        approval_number: Some("4f9c2a7e".into()),
        approved_at: Some(at("2026-11-26T10:01:12+09:00")),
        receipt_url: Some("https://dashboard.tosspayments.com/receipt/redirection?transactionId=tviva2026".into()),
        failure: None,
        term_from: None,
        term_to: None,
        refund: None,
        refundable: true,
    }
}

pub fn add(ex: &mut Examples) {
    ex.response(BillingSummaryDto {
        balance: 31_500,
        plan_code: "standard".into(),
        plan_name: "스탠다드".into(),
        plan_until: Some(at("2026-12-20T10:00:00+09:00")),
        plans: vec![PlanDto {
            code: "standard".into(),
            name: "스탠다드".into(),
            price: 99_000,
            term_days: 30,
            included_points: 10_000,
            features: vec!["자료 요청 월 50곳 무료".into(), "초과 1곳당 500P".into()],
            current: true,
        }],
        point_packages: vec![PointPackageDto { code: "p30".into(), points: 30_000, bonus: 1_500, price: 30_000 }],
        can_pay: true,
    });
    ex.response(order());
    ex.response(OrderPage { items: vec![order()], page: 1, page_size: 10, total_count: 1 });
    ex.response(PointEntryPage {
        items: vec![PointEntryDto {
            kind: "charge".into(),
            kind_label: "충전".into(),
            points: 31_500,
            balance_after: 31_500,
            order_id: Some(7),
            memo: "포인트 충전".into(),
            at: at("2026-11-26T10:01:12+09:00"),
        }],
        page: 1,
        page_size: 10,
        total_count: 1,
    });
    ex.response(CheckoutDto {
        order: OrderDto {
            state: 0,
            state_label: "결제 대기".into(),
            method: None,
            card: None,
            approval_number: None,
            approved_at: None,
            receipt_url: None,
            refundable: false,
            ..order()
        },
        order_name: "30,000 포인트 충전".into(),
        provider: "toss".into(),
        client_key: "test_ck_johap_local_fake".into(),
        window_url: Some("http://localhost:8080/dev/toss/checkout?orderId=JH1-4f9c2a7e1b3d5c8a9e0f1a2b".into()),
        success_url: "http://localhost:8080/point-charge-complete".into(),
        fail_url: "http://localhost:8080/point-charge".into(),
    });
    ex.response(RefundRequestPage {
        items: vec![RefundRequestDto { company_name: "데모투자파트너스".into(), order: order() }],
        page: 1,
        page_size: 10,
        total_count: 1,
    });
    ex.request::<CheckoutBody>(json!({ "kind": "points", "code": "p30" }));
    ex.request::<ConfirmBody>(json!({
        "order_key": "JH1-4f9c2a7e1b3d5c8a9e0f1a2b",
        "payment_key": "tviva20261126100112abcde",
        "amount": 30000
    }));
    ex.request::<FailBody>(json!({
        "order_key": "JH1-4f9c2a7e1b3d5c8a9e0f1a2b",
        "code": "PAY_PROCESS_CANCELED",
        "message": "사용자에 의해 결제가 취소되었습니다."
    }));
    ex.request::<RefundBody>(json!({ "reason": "충전 금액을 잘못 선택했습니다." }));
    ex.request::<RefundDecisionBody>(
        json!({ "approve": false, "reason": "이벤트로 지급된 포인트가 포함되어 있습니다." }),
    );
}
