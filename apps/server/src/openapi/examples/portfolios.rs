//! Portfolio pages and share links (issue 19): the demo firm's portfolio of two startups.

use serde_json::json;

use super::{at, Examples};
use crate::routes::portfolio::files::{ImageUrlBody, PortfolioImageDto, StoredPdfDto};
use crate::routes::portfolio::portfolios::{
    ItemBody, PortfolioBody, PortfolioCardDto, PortfolioDto, PortfolioItemDto, PortfolioTitleBody, TargetsBody,
};
use crate::routes::portfolio::share::{
    CodeRequestBody, SharedItemDto, SharedListDto, SharedRowDto, VisitBody, VisitDto, VisitTimeBody,
};
use crate::routes::portfolio::share_links::{
    NewShareLinkDto, ShareLinkBody, ShareLinkDto, ShareStateDto, ShareVisitDto, VisitPageDto,
};

fn card() -> PortfolioCardDto {
    PortfolioCardDto {
        id: 3,
        title: "2026 하반기 포트폴리오".into(),
        item_count: 2,
        author_name: "김대표".into(),
        created_at: at("2026-11-02T01:20:00Z"),
        updated_at: at("2026-11-20T08:45:00Z"),
        title_pdf_at: Some(at("2026-11-20T08:50:00Z")),
        full_pdf_at: Some(at("2026-11-20T08:50:00Z")),
    }
}

fn item() -> PortfolioItemDto {
    PortfolioItemDto {
        id: 11,
        startup_id: 41,
        startup_name: "루미나랩스".into(),
        title: "루미나랩스 — 산업용 비전 AI".into(),
        blocks: [
            "<h3>회사 개요</h3><p>제조 라인의 불량을 실시간으로 찾는 비전 AI.</p>".into(),
            "<h3>투자 포인트</h3><ul><li>매출 2배 성장 (2025)</li><li>대기업 3곳 양산 적용</li></ul>".into(),
            "<h3>향후 계획</h3><p>2027년 시리즈 B, 일본 진출.</p>".into(),
        ],
        updated_by: "이심사".into(),
        updated_at: at("2026-11-20T08:45:00Z"),
        pdf_at: Some(at("2026-11-20T08:50:00Z")),
    }
}

fn link() -> ShareLinkDto {
    ShareLinkDto {
        id: 7,
        expires_at: at("2026-12-31T14:59:00Z"),
        revoked_at: None,
        state: ShareStateDto::Active,
        created_by: "김대표".into(),
        created_at: at("2026-11-20T09:00:00Z"),
        has_password: true,
        allow_download: false,
        require_email: true,
        visit_count: 3,
        seconds_read: 745,
    }
}

pub fn add(ex: &mut Examples) {
    ex.request::<PortfolioBody>(json!({ "title": "2026 하반기 포트폴리오" }));
    ex.request::<PortfolioTitleBody>(json!({ "title": "2026 포트폴리오" }));
    ex.request::<TargetsBody>(json!({ "startup_ids": [41, 57] }));
    ex.request::<ItemBody>(json!({
        "title": "루미나랩스 — 산업용 비전 AI",
        "blocks": ["<h3>회사 개요</h3><p>제조 라인의 불량을 찾는 비전 AI.</p>", "<ul><li>매출 2배 성장</li></ul>", ""]
    }));
    ex.request::<ImageUrlBody>(json!({ "image_url": "https://images.example.com/team/lumina-line.jpg" }));
    ex.response(PortfolioImageDto {
        url: "/api/v1/portfolio-images/5d41402abc4b2a76b9719d911017c592.jpg".into(),
        content_type: "image/jpeg".into(),
        size: 183_406,
    });
    ex.response(StoredPdfDto { stored_at: at("2026-11-20T08:50:00Z") });
    ex.request::<ShareLinkBody>(json!({
        "expires_at": "2026-12-31T14:59:00Z",
        "password": "lp-2026",
        "allow_download": false,
        "require_email": true
    }));
    ex.request::<VisitBody>(json!({ "password": "lp-2026", "email": "invest@hanriver.vc", "code": "482913" }));
    ex.request::<CodeRequestBody>(json!({ "email": "invest@hanriver.vc" }));
    ex.response(VisitDto { visit: "9c1b7e0d4a2f6c8e0b1d3f5a7c9e1b3d".into() });
    ex.request::<VisitTimeBody>(json!({ "item_no": 11, "seconds": 15 }));
    let page = |item_no: Option<i64>, title: Option<&str>, seconds| VisitPageDto {
        item_no,
        title: title.map(Into::into),
        seconds,
    };
    ex.response(page(Some(11), Some("루미나랩스 — 산업용 비전 AI"), 180));
    ex.response(ShareVisitDto {
        id: 21,
        started_at: at("2026-11-21T01:02:00Z"),
        last_seen_at: at("2026-11-21T01:07:25Z"),
        email: Some("invest@hanriver.vc".into()),
        seconds: 225,
        pages: vec![page(None, None, 45), page(Some(11), Some("루미나랩스 — 산업용 비전 AI"), 180)],
    });
    ex.response(card());
    ex.response(item());
    ex.response(PortfolioDto { card: card(), items: vec![item()] });
    ex.response(link());
    let token = "3f9a0c1d5e7b2a4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c";
    ex.response(NewShareLinkDto {
        link: link(),
        token: token.into(),
        path: format!("/invest-portfolio/share/{token}"),
    });
    ex.response(SharedRowDto {
        no: 1,
        item_no: 11,
        title: "루미나랩스 — 산업용 비전 AI".into(),
        updated_at: at("2026-11-20T08:45:00Z"),
        author_name: "이심사".into(),
    });
    ex.response(SharedListDto {
        title: "2026 하반기 포트폴리오".into(),
        allow_download: true,
        has_title_pdf: true,
        has_full_pdf: true,
        items: vec![SharedRowDto {
            no: 1,
            item_no: 11,
            title: "루미나랩스 — 산업용 비전 AI".into(),
            updated_at: at("2026-11-20T08:45:00Z"),
            author_name: "이심사".into(),
        }],
        total_count: 1,
        page: 1,
        page_size: 10,
    });
    let i = item();
    ex.response(SharedItemDto {
        item_no: i.id,
        title: i.title,
        startup_name: i.startup_name,
        blocks: i.blocks,
        updated_at: i.updated_at,
        has_pdf: true,
        previous_item_no: None,
        next_item_no: Some(12),
    });
}
