//! Examples of notices, FAQ and inquiries.

use serde_json::json;

use super::{at, Examples};
use crate::routes::firm::messages::{MessageBody, MessageDto, MessagePage, UnreadMessages};
use crate::routes::support::inquiries::{
    FaqDto, FaqList, InquiryBody, InquiryDto, InquiryFileDto, InquiryPage, NoticeDto, NoticePage, NoticeSummaryDto,
};
use crate::routes::support::operator::{FaqBody, InquiryAnswerBody, NoticeBody};

pub fn add(ex: &mut Examples) {
    let summary = |id: i64, title: &str, when: &str| NoticeSummaryDto {
        id,
        title: title.into(),
        pinned: false,
        published_at: at(when),
    };
    ex.response(summary(7, "12월 정기 점검 안내", "2026-11-20T10:00:00+09:00"));
    ex.response(NoticePage {
        items: vec![summary(7, "12월 정기 점검 안내", "2026-11-20T10:00:00+09:00")],
        page: 1,
        page_size: 10,
        total_count: 6,
    });
    ex.response(NoticeDto {
        id: 7,
        title: "12월 정기 점검 안내".into(),
        body: "12월 6일(토) 02:00~04:00에 서비스 점검이 있습니다.\n점검 중에는 접속할 수 없습니다.".into(),
        pinned: true,
        published_at: at("2026-11-20T10:00:00+09:00"),
        updated_at: at("2026-11-20T10:00:00+09:00"),
        previous: Some(summary(6, "조합원 명부 xlsx 내보내기 추가", "2026-11-10T09:00:00+09:00")),
        next: None,
    });
    ex.request::<NoticeBody>(json!({
        "title": "12월 정기 점검 안내",
        "body": "12월 6일(토) 02:00~04:00에 서비스 점검이 있습니다.",
        "pinned": true
    }));
    let faq = || FaqDto {
        id: 3,
        category: "union".into(),
        question: "조합원은 최대 몇 명까지 모집할 수 있나요?".into(),
        answer: "개인투자조합은 조합원 49인 이하로 결성해야 합니다.".into(),
        sort_order: 1,
    };
    ex.response(faq());
    ex.response(FaqList { items: vec![faq()] });
    ex.request::<FaqBody>(json!({
        "category": "union",
        "question": "조합원은 최대 몇 명까지 모집할 수 있나요?",
        "answer": "개인투자조합은 조합원 49인 이하로 결성해야 합니다.",
        "sort_order": 1
    }));
    let file =
        || InquiryFileDto {
            id: 4, name: "오류화면.png".into(), content_type: "image/png".into(), size_bytes: 182_044
        };
    ex.response(file());
    let inquiry = || InquiryDto {
        id: 11,
        category: "union".into(),
        title: "조합원 명부 내보내기 문의".into(),
        body: "결성총회 전에 조합원 명부를 PDF로 받을 수 있나요?".into(),
        status: "answered".into(),
        answer: Some("조합 상세의 정보 탭에서 '조합원 명부'를 누르면 받을 수 있습니다.".into()),
        answered_at: Some(at("2026-11-21T15:30:00+09:00")),
        files: vec![file()],
        author_name: "박심사".into(),
        company_name: "데모투자파트너스".into(),
        created_at: at("2026-11-21T09:12:00+09:00"),
    };
    ex.response(inquiry());
    ex.response(InquiryPage { items: vec![inquiry()], page: 1, page_size: 10, total_count: 1 });
    ex.request::<InquiryBody>(json!({
        "category": "union",
        "title": "조합원 명부 내보내기 문의",
        "body": "결성총회 전에 조합원 명부를 PDF로 받을 수 있나요?"
    }));
    ex.request::<InquiryAnswerBody>(
        json!({ "answer": "조합 상세의 정보 탭에서 '조합원 명부'를 누르면 받을 수 있습니다." }),
    );
    let message = || MessageDto {
        id: 21,
        sender_company_id: 1,
        sender_company_name: "데모투자파트너스".into(),
        sender_name: "박심사".into(),
        recipient_company_id: 7,
        recipient_company_name: "데모스타트업".into(),
        title: "IR 자료 요청드립니다".into(),
        body: "다음 주 투자심의위원회 전에 최신 IR 자료를 받아볼 수 있을까요?".into(),
        reply_to: None,
        created_at: at("2026-11-24T10:20:00+09:00"),
        read_at: Some(at("2026-11-24T11:02:00+09:00")),
    };
    ex.response(message());
    ex.response(MessagePage { items: vec![message()], page: 1, page_size: 10, total_count: 1 });
    ex.response(UnreadMessages { unread_count: 2 });
    ex.request::<MessageBody>(json!({
        "recipient_company_id": 7,
        "title": "IR 자료 요청드립니다",
        "body": "다음 주 투자심의위원회 전에 최신 IR 자료를 받아볼 수 있을까요?"
    }));
}
