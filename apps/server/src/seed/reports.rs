//! The demo's reports: a quarter-end report of the whole firm and a recent one of 그린에너지 5호,
//! with opinions on the report and on the union, so the sidebar, the result and per-source pages
//! and the PDFs all have something to show; and the sample of the previous system's reports
//! for the /old-report pages.

use kernel::Actor;
use report::ReportRequest;
use union::UnionId;

use super::seeded::SeededUnion;
use crate::state::AppState;

/// The shipped sample of the previous system's reports: the demo firm's, so /old-report shows it.
const LEGACY_SAMPLE: &str = include_str!("../../../../docs/legacy-reports.sample.json");

/// Seeds the reports of the demo firm (after the ledger), and imports its legacy reports.
pub async fn seed(state: &AppState, actor: &Actor, unions: &[SeededUnion]) -> anyhow::Result<()> {
    crate::operator::import_legacy_reports(&state.legacy_reports, LEGACY_SAMPLE).await?;
    let green = unions.iter().find(|u| u.spec.name.contains("그린에너지")).map(|u| u.id);
    let quarter = state
        .reports
        .create(
            actor,
            &ReportRequest {
                title: Some("2026년 3분기 투자 보고서".into()),
                base_date: chrono::NaiveDate::from_ymd_opt(2026, 9, 30).unwrap_or_default(),
                union_ids: None,
            },
        )
        .await?;
    let opinion = "<h3>3분기 요약</h3><p>그린에너지 5호의 첫 투자처가 <strong>후속 투자를 1.6배 높은 가격</strong>에 유치해 \
                   평가금액이 올랐습니다.</p><ul><li>딥테크 4호는 9월부터 투자를 시작했습니다.</li><li>회수는 아직 없습니다.</li></ul>";
    state.reports.write_opinion(actor, quarter.id, None, opinion, true).await?;
    let Some(green) = green else { return Ok(()) };
    let recent = state
        .reports
        .create(
            actor,
            &ReportRequest {
                title: Some("그린에너지 5호 11월 운용 현황".into()),
                base_date: chrono::NaiveDate::from_ymd_opt(2026, 11, 20).unwrap_or_default(),
                union_ids: Some(vec![green.get()]),
            },
        )
        .await?;
    let union_opinion = "<p>11월 일부 지분을 전략적 투자자에게 매각해 <strong>첫 회수</strong>가 있었습니다. \
                         남은 지분은 후속 라운드 가격으로 평가했습니다.</p>";
    state.reports.write_opinion(actor, recent.id, Some(UnionId(green.get())), union_opinion, true).await?;
    Ok(())
}
