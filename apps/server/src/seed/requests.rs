//! Data requests in the demo: 데모투자파트너스 asked its portfolio for the third quarter's
//! figures (데모스타트업 answered in its account, the others are waiting) and, earlier, for
//! last year's statements and IR material (some answered late, some still late), so the
//! request list, the per-startup status and the answer history all have something to show.

use chrono::{Duration, Utc};
use company::requests::{AnswerDraft, DataRequestDraft, TargetDraft};
use company::{StartupId, Viewer};

use super::accounts::DemoAccounts;
use crate::state::AppState;

fn targets(own: StartupId, collected: &[StartupId], take: usize) -> Vec<TargetDraft> {
    let mut t = vec![TargetDraft { startup: own.get(), email: None }];
    // Collected startups have no account: the GP types the address it knows.
    t.extend(
        collected
            .iter()
            .take(take)
            .map(|id| TargetDraft { startup: id.get(), email: Some(format!("ir{}@portfolio.example.kr", id.get())) }),
    );
    t
}

pub async fn seed(state: &AppState, accounts: &DemoAccounts, collected: &[StartupId]) -> anyhow::Result<()> {
    let s = &state.startups;
    let gp = Viewer::Investor(accounts.ceo.actor());
    let startup = Viewer::Startup(accounts.startup.actor());
    let own = StartupId(accounts.startup.company.id.get());
    let now = Utc::now();
    let today = kernel::format::korean_date(now);

    // Earlier: last year's statements and IR material, due five weeks ago.
    let earlier = s
        .create_request(
            gp,
            DataRequestDraft {
                title: "2025년 결산 재무제표 및 IR 자료 요청".into(),
                message: "연간 보고서 작성을 위해 2025년 결산 재무제표와 최신 IR 자료를 보내 주세요.".into(),
                items: vec!["yearly_statements".into(), "documents".into()],
                year: 2026,
                quarter: 1,
                statements_year: Some(2025),
                document_kinds: vec!["SF04".into()],
                due_on: today + Duration::days(14),
                startups: targets(own, &collected[6..], 4),
            },
        )
        .await?;
    db::demo::age_data_request(&state.pool, earlier.get(), 49).await.map_err(anyhow::Error::msg)?;
    // 데모스타트업 answered after the due date (its IR deck is among its documents already,
    // but uploaded before the request: it sends this year's).
    s.upload_document(
        startup,
        own,
        company::DocumentKind::InvestorRelations,
        "데모스타트업_IR_2026_하반기.pdf",
        super::files::text_pdf(&["Investor Relations 2026 H2", "Demo Startup Inc."]),
    )
    .await?;
    let inbox = s.request_inbox(startup).await?;
    let statements = super::upkeep::year(2025, 2_150, 180, 140, 2_900, 840);
    if let Some((t, _)) = inbox.iter().find(|(t, _)| t.request == earlier) {
        let answer =
            AnswerDraft {
                statements: Some(statements), note: "감사 전 확정치입니다.".into(), ..Default::default()
            };
        s.answer_request(startup, t.id, answer).await?;
    }

    // This quarter's figures, due in ten days.
    let quarter = s
        .create_request(
            gp,
            DataRequestDraft {
                title: "2026년 3분기 실적 자료 요청".into(),
                message: "분기 보고서 작성을 위해 3분기 매출, 분기말 현금 잔고, 임직원 수를 알려 주세요.".into(),
                items: vec!["quarterly_sales".into(), "cash".into(), "headcount".into()],
                year: 2026,
                quarter: 3,
                statements_year: None,
                document_kinds: Vec::new(),
                due_on: today + Duration::days(10),
                startups: targets(own, collected, 5),
            },
        )
        .await?;
    let inbox = s.request_inbox(startup).await?;
    if let Some((t, _)) = inbox.iter().find(|(t, _)| t.request == quarter) {
        let answer = AnswerDraft {
            sales: Some(712_000_000),
            cash: Some(1_840_000_000),
            headcount: Some(21),
            note: "9월 말 기준입니다.".into(),
            ..Default::default()
        };
        s.answer_request(startup, t.id, answer).await?;
    }
    state.mail_wake.notify_one();
    Ok(())
}
