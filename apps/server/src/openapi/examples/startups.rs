//! Examples of startup search, autocomplete and the company profile.

use serde_json::json;

use super::{at, day, Examples};
use crate::routes::startup::dto::OpinionBody;
use crate::routes::startup::dto::StartupDocumentDto;
use crate::routes::startup::files::{CompanyDocumentKindDto, StartupFileRulesDto};
use crate::routes::startup::notes::{BookmarkDto, OpinionDto, OpinionResponse};
use crate::routes::startup::searches::{SavedSearchBody, SavedSearchDto};
use crate::routes::startup::startups::{
    BalanceSheetDto, CompanySizeDto, IncomeStatementDto, IncubationDto, NewsItemDto, QuarterFiguresDto, RankItemDto,
    RankingsDto, ScoreAdjustmentDto, ScorePointDto, ShareholderDto, StartupCardDto, StartupPage, StartupProfileDto,
    StartupSuggestionDto, ValuePointDto, ValueScoresDto,
};

fn card() -> StartupCardDto {
    StartupCardDto {
        id: 1201,
        name: "루미나랩스".into(),
        business_number: Some("2148812345".into()),
        ceo_name: Some("한지우".into()),
        industry: "ict_service".into(),
        region: Some("SD01".into()),
        founded_on: Some(day("2021-03-15")),
        one_line_intro: "중소 제조사의 설비 데이터를 모아 고장을 미리 알려 주는 예지보전 SaaS".into(),
        tags: vec!["SaaS".into(), "예지보전".into(), "제조AI".into()],
        is_venture: true,
        is_tips: true,
        has_follow_on: true,
        incubated: true,
        latest_sales_year: Some(2025),
        latest_sales: Some(2_840_000_000),
        total_investment: 4_500_000_000,
        company_value: Some(32_000_000_000),
        logo_url: Some("/api/v1/media/k3J9xQ2mW8vN4pL7rT1yZ6bH".into()),
    }
}

pub fn add(ex: &mut Examples) {
    ex.response(card());
    ex.response(StartupPage { items: vec![card()], page: 1, page_size: 10, total_count: 1 });
    ex.response(StartupSuggestionDto { id: 1201, name: "루미나랩스".into() });
    let opinion = || {
        OpinionDto {
        opinion: "<h3>투자 검토 의견</h3><p>매출이 2년 연속 60% 이상 늘었고 <strong>고객 이탈이 적습니다</strong>.</p><ul><li>후속 투자 시 리드 검토</li></ul>".into(),
        author_name: "김대표".into(),
        created_at: at("2026-11-18T10:05:00+09:00"),
        updated_at: at("2026-11-20T16:40:00+09:00"),
    }
    };
    ex.response(opinion());
    ex.response(OpinionResponse { opinion: Some(opinion()) });
    ex.request::<OpinionBody>(json!({
        "opinion": "<p>매출 성장세가 빠르고 고객 이탈이 적습니다.</p>"
    }));
    ex.response(BookmarkDto { bookmarked: true });
    let row =
        |startup_id: i64, name: &str, rate: &str| RankItemDto { startup_id, name: name.into(), rate: rate.into() };
    ex.response(row(1201, "루미나랩스", "7.38"));
    ex.response(RankingsDto {
        risers: vec![row(1201, "루미나랩스", "7.38"), row(1208, "노바칩스", "4.10")],
        fallers: vec![row(1220, "빛소리미디어", "-3.25")],
    });
    ex.request::<SavedSearchBody>(json!({
        "q": "랩스",
        "industries": ["ict_service", "bio_medical"],
        "regions": ["SD01", "SD09"],
        "sales_min": 1_000_000_000,
        "founded_from": "2019-01-01",
        "tips": true
    }));
    ex.response(SavedSearchDto {
        id: 57,
        filters: SavedSearchBody {
            q: Some("랩스".into()),
            industries: vec!["ict_service".into(), "bio_medical".into()],
            regions: vec!["SD01".into(), "SD09".into()],
            sales_min: Some(1_000_000_000),
            founded_from: Some(day("2019-01-01")),
            tips: true,
            ..SavedSearchBody::default()
        },
        created_at: at("2026-11-24T14:12:00+09:00"),
    });
    let income = |year: i32, sales: i64| IncomeStatementDto {
        year,
        sales: Some(sales),
        cost_of_sales: Some(sales * 45 / 100),
        gross_profit: Some(sales * 55 / 100),
        operating_expenses: Some(sales * 60 / 100),
        operating_profit: Some(-(sales * 5 / 100)),
        non_operating_income: Some(12_000_000),
        non_operating_expenses: Some(8_000_000),
        ordinary_profit: Some(-(sales * 5 / 100) + 4_000_000),
        cash_flow: None,
        retained_earnings: Some(-1_200_000_000),
        corporate_tax: Some(0),
        net_income: Some(-(sales * 5 / 100) + 4_000_000),
    };
    let document = StartupDocumentDto {
        id: 31,
        kind: "SF01".into(),
        kind_label: "사업자등록증".into(),
        file_name: "루미나랩스_사업자등록증.pdf".into(),
        size_bytes: 182_304,
        content_type: "application/pdf".into(),
        uploaded_at: at("2026-11-20T10:12:00+09:00"),
    };
    ex.response(StartupFileRulesDto {
        kinds: vec![CompanyDocumentKindDto { code: "SF01".into(), label: "사업자등록증".into() }],
        max_document_bytes: 52_428_800,
        max_documents_per_kind: 20,
        max_image_bytes: 5_242_880,
    });
    ex.response(StartupProfileDto {
        score_adjustments: vec![ScoreAdjustmentDto {
            axis: "human_resources".into(),
            axis_label: "인적 역량".into(),
            points: -10,
            reason: "4대보험 명부상 인원이 신고치보다 6명 적습니다.".into(),
            checker_name: "정검증".into(),
            at: at("2026-11-21T15:40:00+09:00"),
        }],
        score_history: vec![
            ScorePointDto { on: day("2026-09-30"), total: 61 },
            ScorePointDto { on: day("2026-10-31"), total: 64 },
            ScorePointDto { on: day("2026-11-21"), total: 62 },
        ],
        photo_url: Some("/api/v1/media/Q8wE2rT5yU1iO4pA7sD0fG3h".into()),
        documents: vec![document],
        quarters: vec![QuarterFiguresDto {
            year: 2026,
            quarter: 3,
            label: "2026년 3분기".into(),
            sales: Some(712_000_000),
            cash: Some(1_840_000_000),
            headcount: Some(21),
        }],
        news: vec![NewsItemDto {
            id: 7,
            title: "루미나랩스, 예지보전 AI로 시리즈A 150억 원 유치".into(),
            url: "https://techdaily.example.kr/articles/20261102-lumina".into(),
            publisher: "테크데일리".into(),
            published_on: day("2026-11-02"),
        }],
        card: card(),
        size_class: Some("startup".into()),
        operating_status: "active".into(),
        homepage: Some("https://luminalabs.example.com".into()),
        phone: Some("0215881234".into()),
        address: Some("서울특별시 강남구 테헤란로 123".into()),
        venture_confirmed_on: Some(day("2024-03-02")),
        venture_expires_on: Some(day("2027-03-01")),
        detail_intro: "설비에 붙인 진동·전류 센서 데이터로 고장 2주 전에 알림을 보냅니다.".into(),
        interview: "현장 엔지니어가 믿을 수 있는 알림만 보내는 것이 목표입니다.".into(),
        size: CompanySizeDto {
            issued_shares: Some(300_000),
            face_value: Some(500),
            capital: Some(150_000_000),
            shareholder_count: 2,
            largest_shareholder_name: Some("한지우".into()),
            largest_shareholder_basis_points: Some(6_000),
            staff_count: Some(34),
            staff_basis: Some("2026-06".into()),
            holdings_exceed_issued: false,
        },
        shareholders: vec![
            ShareholderDto {
                name: "한지우".into(),
                stock_kind: "common".into(),
                stock_count: 180_000,
                stock_amount: 90_000_000,
                stake_basis_points: Some(6_000),
            },
            ShareholderDto {
                name: "데모 1호 개인투자조합".into(),
                stock_kind: "rcps".into(),
                stock_count: 30_000,
                stock_amount: 15_000_000,
                stake_basis_points: Some(1_000),
            },
        ],
        balance_sheets: vec![
            BalanceSheetDto { year: 2023, ..BalanceSheetDto::default() },
            BalanceSheetDto {
                year: 2024,
                cash: Some(1_900_000_000),
                total_assets: Some(3_100_000_000),
                total_liabilities: Some(1_400_000_000),
                total_equity: Some(1_700_000_000),
                capital_stock: Some(150_000_000),
                ..BalanceSheetDto::default()
            },
            BalanceSheetDto {
                year: 2025,
                cash: Some(2_600_000_000),
                total_assets: Some(4_300_000_000),
                total_liabilities: Some(1_800_000_000),
                total_equity: Some(2_500_000_000),
                capital_stock: Some(150_000_000),
                ..BalanceSheetDto::default()
            },
        ],
        income_statements: vec![income(2023, 960_000_000), income(2024, 1_720_000_000), income(2025, 2_840_000_000)],
        incubations: vec![IncubationDto {
            incubator_name: "서울창업허브".into(), started_on: Some(day("2021-07-01"))
        }],
        scores: Some(ValueScoresDto {
            customer_profit: Some(77),
            financial_character: Some(63),
            market_competition: Some(58),
            product_service: Some(79),
            human_resources: Some(61),
            total: 54,
        }),
        value_history: vec![
            ValuePointDto { on: day("2026-09-30"), value: 27_500_000_000 },
            ValuePointDto { on: day("2026-10-31"), value: 29_800_000_000 },
            ValuePointDto { on: day("2026-11-20"), value: 32_000_000_000 },
        ],
        checks: super::startup_edits::checks(),
        updated_at: at("2026-11-20T09:30:00+09:00"),
    });
}
