//! The demo unions' formation checklists, as far as each union has come: a union in 결성진행중
//! has its first three steps done and the next ones planned, a formed one has all six.

use chrono::Days;
use kernel::Actor;
use union::{FormationStep, StepUpdate, UnionStatus};

use super::seeded::SeededUnion;
use crate::state::AppState;

/// Days before today each step was done in a formed union (registration within the 5 days).
const FORMED: [u64; 6] = [75, 62, 58, 40, 24, 21];

pub async fn seed(state: &AppState, actor: &Actor, unions: &[SeededUnion]) -> anyhow::Result<()> {
    let today = state.formation.today();
    let ago = |days: u64| today.checked_sub_days(Days::new(days));
    let ahead = |days: u64| today.checked_add_days(Days::new(days));
    for u in unions {
        let reaches = |s: &str| u.spec.moves.contains(&s);
        let plan: Vec<(FormationStep, StepUpdate)> = if reaches(UnionStatus::Formed.code()) {
            FormationStep::ALL.into_iter().zip(FORMED).map(|(step, days)| (step, done(actor, ago(days), ""))).collect()
        } else if reaches(UnionStatus::Forming.code()) {
            vec![
                (FormationStep::PlanApproval, done(actor, ago(30), "중기부 승인 공문 수령")),
                (FormationStep::UniqueNumber, done(actor, ago(21), "")),
                (FormationStep::BankAccount, done(actor, ago(18), "국민은행 조합 명의 계좌")),
                (FormationStep::Payments, planned(actor, ahead(6), "미납 조합원 3명 독촉 예정")),
                (FormationStep::GeneralMeeting, planned(actor, ahead(12), "")),
            ]
        } else if reaches(UnionStatus::Closed.code()) {
            vec![
                (FormationStep::PlanApproval, done(actor, ago(4), "")),
                (FormationStep::UniqueNumber, planned(actor, ago(1), "세무서 보완 요청 대응 중")),
            ]
        } else {
            vec![(FormationStep::PlanApproval, planned(actor, ahead(20), "결성계획서 초안 작성 중"))]
        };
        for (step, update) in plan {
            state.formation.update(actor, u.id, step, &update).await?;
        }
    }
    Ok(())
}

fn done(actor: &Actor, on: Option<chrono::NaiveDate>, note: &str) -> StepUpdate {
    StepUpdate { done_on: on, due_on: on, owner: Some(actor.user_id), note: note.into() }
}

fn planned(actor: &Actor, due: Option<chrono::NaiveDate>, note: &str) -> StepUpdate {
    StepUpdate { done_on: None, due_on: due, owner: Some(actor.user_id), note: note.into() }
}
