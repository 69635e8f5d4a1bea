//! The demo firm's tasks (업무 관리): a few written by hand, assigned to its members, one late
//! and one done, with comments; then the product raises its own from the demo's state.

use chrono::Duration;
use kernel::{Actor, PageRequest};
use task::TaskInput;

use crate::state::AppState;

/// # Errors
/// When a service call fails.
pub async fn seed(state: &AppState, ceo: &Actor, analyst: &Actor, first_union: i64) -> anyhow::Result<()> {
    let members =
        state.auth.list_members(ceo, Some(auth::GroupStatus::Active), PageRequest::new(Some(1), Some(100))).await?;
    let id = |email: &str| members.items.iter().find(|u| u.email.as_str() == email).map(|u| u.id.get());
    let today = kernel::format::korean_date(chrono::Utc::now());
    let day = |d: i64| Some(today + Duration::days(d));
    let write = |title: &str, description: &str, union: Option<i64>, due, who: Option<i64>| TaskInput {
        title: title.into(),
        description: description.into(),
        union_id: union,
        due_on: due,
        assignee_id: who,
        status: None,
    };
    let general = state
        .tasks
        .create(
            ceo,
            &write(
                "결성총회 자료 준비",
                "규약안, 출자자 명부, 투자 계획서를 정리해 총회 1주 전까지 조합원에게 보냅니다.",
                Some(first_union),
                day(5),
                id("analyst@johap.kr"),
            ),
        )
        .await?;
    let mut moving =
        write("결성총회 자료 준비", &general.description, Some(first_union), day(5), id("analyst@johap.kr"));
    moving.status = Some("in_progress".into());
    state.tasks.update(ceo, general.id, &moving).await?;
    state.tasks.comment(ceo, general.id, "규약안은 지난 조합 것을 바탕으로 고쳐 주세요.").await?;
    state.tasks.comment(analyst, general.id, "초안 올렸습니다. 출자자 명부는 납입이 끝나면 확정하겠습니다.").await?;

    state
        .tasks
        .create(
            ceo,
            &write(
                "3분기 포트폴리오 보고서 검토",
                "루미나랩스, 그린셀 3분기 실적을 확인하고 보고서 의견을 작성합니다.",
                None,
                day(-2),
                id("manager@johap.kr"),
            ),
        )
        .await?;
    state
        .tasks
        .create(
            ceo,
            &write(
                "신규 LP 상담 일정 잡기",
                "VIP 그룹 LP 세 분과 다음 주 상담 일정을 잡습니다.",
                None,
                day(9),
                id("ir@johap.kr"),
            ),
        )
        .await?;
    let done = state
        .tasks
        .create(ceo, &write("10월 운용 보고서 발송", "", Some(first_union), day(-20), id("ir@johap.kr")))
        .await?;
    let mut closing = write("10월 운용 보고서 발송", "", Some(first_union), day(-20), id("ir@johap.kr"));
    closing.status = Some("done".into());
    state.tasks.update(ceo, done.id, &closing).await?;
    state.tasks.refresh(ceo).await?;
    Ok(())
}
