//! The demo firm's details and teams (기업 기본 정보, 그룹 관리).

use auth::firm::FirmEditInput;
use auth::GroupStatus;
use chrono::NaiveDate;
use kernel::{Actor, PageRequest, UserId};

use crate::state::AppState;

/// Fills in the firm's details and makes three teams of its approved members.
///
/// # Errors
/// When a service call fails.
pub async fn seed(state: &AppState, ceo: &Actor) -> anyhow::Result<()> {
    let details = FirmEditInput {
        name: super::DEMO_FIRM.into(),
        ceo_name: "김조합".into(),
        address: "서울특별시 강남구 테헤란로 152, 강남파이낸스센터 12층".into(),
        phone: "02-555-0152".into(),
        homepage: "https://demo-partners.johap.kr".into(),
        contact_email: "ir@johap.kr".into(),
        founded_on: NaiveDate::from_ymd_opt(2019, 4, 1),
        introduction: "초기 기술 스타트업에 투자하는 개인투자조합 전문 운용사입니다. 2019년 설립 이후 \
                       12개 조합을 결성해 소프트웨어·바이오·소재 분야 40여 개 기업에 투자했습니다."
            .into(),
    };
    state.firm.update_firm(ceo, &details).await?;
    let members = state.auth.list_members(ceo, Some(GroupStatus::Active), PageRequest::new(Some(1), Some(100))).await?;
    let id = |email: &str| -> anyhow::Result<UserId> {
        members
            .items
            .iter()
            .find(|u| u.email.as_str() == email)
            .map(|u| u.id)
            .ok_or_else(|| anyhow::anyhow!("demo member {email} missing"))
    };
    let (ceo_id, analyst, manager, ir) =
        (id(super::DEMO_CEO_EMAIL)?, id("analyst@johap.kr")?, id("manager@johap.kr")?, id("ir@johap.kr")?);
    state.firm.create_team(ceo, "투자심사팀", &[analyst, manager], Some(analyst)).await?;
    state.firm.create_team(ceo, "조합운용팀", &[ceo_id, manager, ir], Some(ceo_id)).await?;
    state.firm.create_team(ceo, "IR팀", &[ir], Some(ir)).await?;
    Ok(())
}
