//! Examples of the communication tab: the payment account, previews, recipients, sends and
//! their history.

use mail::MailKind;
use serde_json::json;

use super::{at, Examples};
use crate::routes::union::communication::{
    BankAccountBody, BankAccountDto, BankAccountResponse, BankDto, GroupCandidateDto, GroupCandidateList,
    MailPreviewDto, MailingCreatedDto, MailingDto, MailingPage, MemberCandidateDto, MemberCandidateList,
    RecipientDeliveryDto, RecipientDeliveryPage, SendMailBody,
};

pub fn add(ex: &mut Examples) {
    ex.response(BankDto { code: "088".into(), name: "신한은행".into() });
    let account = || BankAccountDto {
        bank_code: "088".into(),
        bank_name: "신한은행".into(),
        account_number: "110-123-456789".into(),
        depositor: "데모 1호 개인투자조합".into(),
    };
    ex.response(account());
    ex.response(BankAccountResponse { account: Some(account()) });
    ex.request::<BankAccountBody>(json!({
        "bank_code": "088",
        "account_number": "110-123-456789",
        "depositor": "데모 1호 개인투자조합"
    }));
    let kind = MailKind::PaymentRequest;
    ex.response(MailPreviewDto {
        kind: kind.code().into(),
        kind_label: kind.label().into(),
        subject: "[데모투자파트너스] 데모 1호 개인투자조합 결성계획 승인 및 출자금 납입 요청".into(),
        html: "<!doctype html><html lang=\"ko\"><body><h1>데모 1호 개인투자조합 결성계획 승인 및 출자금 납입 요청</h1><p>이서연님의 출자금 5,000,000원을 2026-12-10까지 신한은행 110-123-456789 (예금주 데모 1호 개인투자조합)로 납입해 주세요.</p></body></html>".into(),
        text: "[데모투자파트너스] 데모 1호 개인투자조합 결성계획 승인 및 출자금 납입 요청\n\n이서연님의 출자금 5,000,000원을 2026-12-10까지 신한은행 110-123-456789 (예금주 데모 1호 개인투자조합)로 납입해 주세요.".into(),
    });
    let candidate = || MemberCandidateDto {
        applicant_id: 301,
        name: "이서연".into(),
        lp_type: "individual".into(),
        phone: "010-2345-6789".into(),
        email: "seoyeon.lee@example.com".into(),
        mailable: true,
        unit_count: 5,
        amount: 5_000_000,
        status: "S".into(),
    };
    ex.response(candidate());
    ex.response(MemberCandidateList { items: vec![candidate()] });
    let group =
        || GroupCandidateDto { group_id: 3, name: "엔젤클럽 2026".into(), member_count: 24, reachable_count: 22 };
    ex.response(group());
    ex.response(GroupCandidateList { items: vec![group()] });
    ex.request::<SendMailBody>(json!({
        "kind": kind.code(),
        "applicant_ids": [301, 302],
        "group_ids": [3],
        "reply_to": "demo@johap.kr"
    }));
    let mailing = || MailingDto {
        id: 41,
        kind: kind.code().into(),
        kind_label: kind.label().into(),
        subject: "[데모투자파트너스] 데모 1호 개인투자조합 결성계획 승인 및 출자금 납입 요청".into(),
        sender_name: "김조합".into(),
        reply_to: Some("demo@johap.kr".into()),
        recipient_count: 26,
        group_count: 1,
        created_at: at("2026-11-24T10:30:00+09:00"),
        queued: 0,
        sent: 25,
        failed: 1,
    };
    ex.response(mailing());
    ex.response(MailingPage { items: vec![mailing()], page: 1, page_size: 20, total_count: 12 });
    ex.response(MailingCreatedDto { mailing: mailing(), without_email: 2, replayed: false });
    let delivery = || RecipientDeliveryDto {
        name: "이서연".into(),
        phone: "010-2345-6789".into(),
        email: "seoyeon.lee@example.com".into(),
        status: "sent".into(),
        attempts: 1,
        last_answer: Some("250 2.0.0 OK".into()),
        updated_at: at("2026-11-24T10:30:12+09:00"),
    };
    ex.response(delivery());
    ex.response(RecipientDeliveryPage { items: vec![delivery()], page: 1, page_size: 20, total_count: 26 });
}
