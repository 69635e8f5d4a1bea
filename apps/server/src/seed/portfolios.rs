//! The demo's portfolio: four of the startups the firm invested in or follows, each page with
//! its three blocks written, and a share link valid for 30 days whose address is logged, so the
//! list, the editor and the public share pages all have something to show. The GP's browser
//! makes a portfolio's PDFs; the demo has no browser at seeding time, so it stores plainer ones
//! drawn here (a GP's 'PDF 만들기' replaces them with the editor's own).

use std::sync::{Arc, Mutex};

use company::StartupId;
use docs::pdf_kit::{Align, Flow, Fonts};
use kernel::mail::{MailError, MailTransport, OutgoingMail};
use kernel::Actor;
use kernel::RichText;
use portfolio::model::PdfTarget;
use portfolio::{CodeMail, PortfolioId, PortfolioItem, PortfolioItemId, VisitKey};

use crate::state::AppState;

/// The startups of the demo portfolio (indexes into the demo's startups) and their blocks.
const PAGES: &[(usize, [&str; 3])] = &[
    (0, [
        "<h3>회사 개요</h3><p>공장 설비에 붙이는 센서와 예지 정비 SaaS. 설비 데이터를 직접 모아 <strong>전환 비용이 높습니다</strong>.</p>",
        "<h3>투자 포인트</h3><ul><li>2025년 매출 28억, 전년 대비 65% 성장</li><li>대기업 제조사 3곳 전사 도입</li></ul>",
        "<h3>향후 계획</h3><p>2027년 시리즈 B, 일본·베트남 공장 진출.</p>",
    ]),
    (3, [
        "<h3>회사 개요</h3><p>물류센터용 자율주행 로봇(AMR)과 관제 소프트웨어.</p>",
        "<h3>투자 포인트</h3><ul><li>쿠팡·CJ 물류센터 납품 실적</li><li>대당 가격을 경쟁사의 70%로 낮춘 설계</li></ul>",
        "<h3>리스크</h3><p>부채비율이 높아 <em>운전자본 관리</em> 계획을 분기마다 확인합니다.</p>",
    ]),
    (7, [
        "<h3>회사 개요</h3><p>엣지 기기용 저전력 NPU 설계 회사.</p>",
        "<h3>투자 포인트</h3><ul><li>전력 대비 성능이 경쟁 칩의 2.3배</li><li>정부 과제 2건 수행 중</li></ul>",
        "<h3>향후 계획</h3><p>다음 분기 테이프아웃 후 양산 고객 검증.</p>",
    ]),
    (11, [
        "<h3>회사 개요</h3><p>중소 병원의 진료 예약·수납 자동화 서비스.</p>",
        "<h3>투자 포인트</h3><ul><li>전국 420개 의원 사용</li><li>월 반복 매출 1.8억</li></ul>",
        "",
    ]),
];

/// Seeds the demo firm's portfolio and a share link; returns the link's page.
///
/// # Errors
/// Storage failures.
pub async fn seed(state: &AppState, actor: &Actor, startups: &[StartupId]) -> anyhow::Result<String> {
    let made = state.portfolios.create(actor, Some("2026 하반기 포트폴리오")).await?;
    let targets: Vec<i64> = PAGES.iter().filter_map(|(n, _)| startups.get(*n)).map(|s| s.get()).collect();
    let portfolio = state.portfolios.set_targets(actor, made.id, &targets).await?;
    for (page, (_, blocks)) in portfolio.items.iter().zip(PAGES) {
        let blocks = blocks.map(str::to_owned);
        state.portfolios.save_item(actor, made.id, PortfolioItemId(page.id.get()), None, &blocks).await?;
    }
    pdfs(state, actor, made.id).await?;
    let until = state.shares.now() + chrono::Duration::days(30);
    let open = portfolio::ShareOptions { password: None, allow_download: true, require_email: false };
    let link = state.shares.create(actor, made.id, until, &open).await?;
    visits(state, &link.token, &portfolio.items).await?;
    // A second link, as a GP sends to one LP: a password, no whole-PDF download.
    let guarded =
        portfolio::ShareOptions { password: Some("johap1234".into()), allow_download: false, require_email: false };
    state.shares.create(actor, made.id, until, &guarded).await?;
    // A third, sent to co-investors: readers prove their e-mail, their PDFs carry it.
    let gated = portfolio::ShareOptions { password: None, allow_download: true, require_email: true };
    let gated = state.shares.create(actor, made.id, until, &gated).await?;
    identified_visits(state, &gated.token, &portfolio.items).await?;
    Ok(crate::routes::portfolio::share_links::share_path(&link.token))
}

fn page_ops(flow: &mut Flow, item: &PortfolioItem) {
    flow.heading(&item.title, 18.0);
    flow.paragraph(&item.startup_name, 10.0);
    flow.gap(4.0);
    for block in &item.blocks {
        let text = RichText::from_stored(block.as_str().to_owned()).plain_text();
        if !text.is_empty() {
            flow.paragraph(&text, 10.5);
            flow.gap(3.0);
        }
    }
}

fn title_ops(flow: &mut Flow, title: &str, items: &[PortfolioItem]) {
    flow.heading(title, 22.0);
    flow.gap(6.0);
    let rows: Vec<Vec<String>> = items
        .iter()
        .enumerate()
        .map(|(n, i)| vec![(n + 1).to_string(), i.title.clone(), i.startup_name.clone()])
        .collect();
    flow.table(&[("NO", 15.0, Align::Left), ("항목", 110.0, Align::Left), ("기업", 55.0, Align::Left)], &rows);
}

/// Each page's PDF, the title page and the whole portfolio.
async fn pdfs(state: &AppState, actor: &Actor, id: PortfolioId) -> anyhow::Result<()> {
    let portfolio = state.portfolios.get(actor, id).await?;
    let fonts = Fonts::new().map_err(anyhow::Error::msg)?;
    let title = portfolio.summary.title.clone();
    let footer = format!("{title} · 조합");
    for item in &portfolio.items {
        let mut flow = Flow::new(&fonts, &item.title, &footer);
        page_ops(&mut flow, item);
        state.portfolio_pdfs.store(actor, id, PdfTarget::Item(item.id), flow.finish()).await?;
    }
    let mut flow = Flow::new(&fonts, &title, &footer);
    title_ops(&mut flow, &title, &portfolio.items);
    state.portfolio_pdfs.store(actor, id, PdfTarget::Title, flow.finish()).await?;
    let mut flow = Flow::new(&fonts, &title, &footer);
    title_ops(&mut flow, &title, &portfolio.items);
    for item in &portfolio.items {
        flow.room(f32::MAX);
        page_ops(&mut flow, item);
    }
    state.portfolio_pdfs.store(actor, id, PdfTarget::Full, flow.finish()).await?;
    Ok(())
}

/// Keeps the code mails the seed asks for, so it can open visits as a reader would.
#[derive(Default)]
struct CodeInbox(Mutex<Vec<String>>);

#[async_trait::async_trait]
impl MailTransport for CodeInbox {
    async fn send(&self, mail: &OutgoingMail) -> Result<String, MailError> {
        self.0.lock().map_err(|_| MailError::Temporary("inbox".into()))?.push(mail.subject.clone());
        Ok("250 kept by the demo seed".into())
    }
}

/// Two co-investors who opened the gated link with their mailed codes.
async fn identified_visits(state: &AppState, token: &str, items: &[PortfolioItem]) -> anyhow::Result<()> {
    let inbox = Arc::new(CodeInbox::default());
    let shares = state.shares.with_code_mail(CodeMail { transport: inbox.clone(), from_name: "조합".into() });
    for (email, pages) in
        [("invest@hanriver.vc", [(0, 30), (1, 210)]), ("jiyoung.park@seoulangels.kr", [(0, 15), (2, 120)])]
    {
        shares.send_code(token, Some(email)).await?;
        let subject = inbox.0.lock().map_err(|_| anyhow::anyhow!("inbox"))?.pop().unwrap_or_default();
        let code: String = subject.chars().filter(char::is_ascii_digit).collect();
        let key = VisitKey { address: "203.0.113.7", password: None, email: Some(email), code: Some(&code) };
        let visit = shares.start_visit(token, key).await?;
        for (page, seconds) in pages {
            let item = usize::checked_sub(page, 1).and_then(|i| items.get(i)).map(|i| i.id);
            let mut left = seconds;
            while left > 0 {
                shares.record_time(token, &visit, item, left.min(60)).await?;
                left -= left.min(60);
            }
        }
    }
    Ok(())
}

/// Three readers of the open link: how long each stayed on the list and on which pages, so the
/// GP's view log has something to show.
async fn visits(state: &AppState, token: &str, items: &[PortfolioItem]) -> anyhow::Result<()> {
    let reads: [&[(usize, i32)]; 3] =
        [&[(0, 45), (1, 180), (2, 95)], &[(0, 20), (1, 30)], &[(0, 60), (3, 240), (4, 75)]];
    for pages in reads {
        let visit = state.shares.start_visit(token, VisitKey::default()).await?;
        for (page, seconds) in pages {
            let item = page.checked_sub(1).and_then(|i| items.get(i)).map(|i| i.id);
            // Reports come in at most a minute at a time, as the share page sends them.
            let mut left = *seconds;
            while left > 0 {
                let chunk = left.min(60);
                state.shares.record_time(token, &visit, item, chunk).await?;
                left -= chunk;
            }
        }
    }
    Ok(())
}
