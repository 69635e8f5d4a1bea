//! Examples of data requests (the GP's request, the startup's inbox and answer, the mailed
//! link's page), news items and the list of every reported year.

use serde_json::json;

use super::{at, day, Examples};
use crate::routes::startup::data_requests::{
    AnswerBody, CreatedDataRequest, DataRequestBody, DataRequestDetailDto, DataRequestPage, DataRequestSummaryDto,
    InboxEntryDto, RequestAnswerDto, RequestAskDto, RequestLinkDto, RequestMailDto, RequestTargetDetailDto,
    RequestTargetDto,
};
use crate::routes::startup::dto::StartupDocumentDto;
use crate::routes::startup::edits::YearFiguresBody;
use crate::routes::startup::figures_sheet::FigureYearsDto;
use crate::routes::startup::news::NewsBody;
use crate::routes::startup::startups::{BalanceSheetDto, IncomeStatementDto};

fn ask() -> RequestAskDto {
    RequestAskDto {
        title: "2026년 3분기 실적 자료 요청".into(),
        message: "분기 보고서 작성을 위해 3분기 매출, 분기말 현금 잔고, 임직원 수를 알려 주세요.".into(),
        items: vec!["quarterly_sales".into(), "cash".into(), "headcount".into(), "documents".into()],
        year: 2026,
        quarter: 3,
        period_label: "2026년 3분기".into(),
        statements_year: None,
        document_kinds: vec!["SF04".into()],
        document_labels: vec!["IR 자료".into()],
        due_on: day("2026-12-06"),
        summary: "2026년 3분기 매출, 현금 잔고, 임직원 수 · 서류(IR 자료)".into(),
    }
}

fn target(answered: bool) -> RequestTargetDto {
    RequestTargetDto {
        id: 12,
        request_id: 2,
        firm_name: "데모투자파트너스".into(),
        startup_id: 41,
        startup_name: "데모스타트업".into(),
        email: "startup@johap.kr".into(),
        status: if answered { "answered" } else { "waiting" }.into(),
        status_label: if answered { "응답 완료" } else { "응답 대기" }.into(),
        sent_at: at("2026-11-26T09:00:00+09:00"),
        answered_at: answered.then(|| at("2026-11-27T15:20:00+09:00")),
        link_expires_at: at("2026-12-10T09:00:00+09:00"),
        reminders: 0,
        last_reminded_at: None,
        ask: ask(),
    }
}

fn answer() -> RequestAnswerDto {
    RequestAnswerDto {
        answered_at: at("2026-11-27T15:20:00+09:00"),
        author_name: "최창업".into(),
        via: "account".into(),
        sales: Some(712_000_000),
        cash: Some(1_840_000_000),
        headcount: Some(21),
        statements: None,
        note: "9월 말 기준입니다.".into(),
    }
}

fn document() -> StartupDocumentDto {
    StartupDocumentDto {
        id: 57,
        kind: "SF04".into(),
        kind_label: "IR 자료".into(),
        file_name: "데모스타트업_IR_2026_하반기.pdf".into(),
        size_bytes: 1_482_113,
        content_type: "application/pdf".into(),
        uploaded_at: at("2026-11-27T15:12:00+09:00"),
    }
}

fn summary() -> DataRequestSummaryDto {
    DataRequestSummaryDto {
        id: 2,
        ask: ask(),
        created_at: at("2026-11-26T09:00:00+09:00"),
        created_by: "김조합".into(),
        targets: 6,
        answered: 1,
        late: 0,
    }
}

pub fn add(ex: &mut Examples) {
    ex.request::<DataRequestBody>(json!({
        "title": "2026년 3분기 실적 자료 요청",
        "message": "분기 보고서 작성을 위해 3분기 매출, 분기말 현금 잔고, 임직원 수를 알려 주세요.",
        "items": ["quarterly_sales", "cash", "headcount", "documents"],
        "year": 2026, "quarter": 3, "document_kinds": ["SF04"], "due_on": "2026-12-06",
        "startups": [{"startup_id": 41}, {"startup_id": 7, "email": "ir@luminalabs.example.com"}]
    }));
    ex.response(CreatedDataRequest { id: 2 });
    ex.response(DataRequestPage { items: vec![summary()], page: 1, page_size: 10, total_count: 1 });
    ex.response(DataRequestDetailDto {
        request: summary(),
        targets: vec![RequestTargetDetailDto {
            target: target(true),
            answers: vec![answer()],
            mails: vec![RequestMailDto { at: at("2026-11-26T09:00:04+09:00"), status: "sent".into() }],
        }],
    });
    ex.response(target(true));
    ex.response(InboxEntryDto { target: target(true), answers: vec![answer()] });
    ex.response(RequestLinkDto { target: target(false), documents: vec![document()] });
    ex.response(document());
    ex.request::<AnswerBody>(json!({
        "sales": 712000000, "cash": 1840000000_i64, "headcount": 21, "note": "9월 말 기준입니다."
    }));
    ex.request::<NewsBody>(json!({
        "title": "데모스타트업, 세무 자동화 AI로 프리A 15억 유치",
        "url": "https://techdaily.example.kr/articles/20261016-demo",
        "publisher": "테크데일리",
        "published_on": "2026-10-16"
    }));
    ex.response(FigureYearsDto {
        years: vec![YearFiguresBody {
            balance: BalanceSheetDto {
                year: 2025,
                cash: Some(1_595_000_000),
                total_assets: Some(2_900_000_000),
                total_liabilities: Some(840_000_000),
                total_equity: Some(2_060_000_000),
                ..BalanceSheetDto::default()
            },
            income: IncomeStatementDto {
                year: 2025,
                sales: Some(2_150_000_000),
                operating_profit: Some(180_000_000),
                net_income: Some(140_000_000),
                ..IncomeStatementDto::default()
            },
        }],
    });
}
