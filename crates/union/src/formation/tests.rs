use super::*;

fn day(m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, d).unwrap()
}

fn done(step: FormationStep, on: NaiveDate) -> StepRecord {
    StepRecord { step, update: StepUpdate { done_on: Some(on), ..StepUpdate::default() }, owner_name: None }
}

fn on(d: NaiveDate) -> StepUpdate {
    StepUpdate { done_on: Some(d), ..StepUpdate::default() }
}

fn messages(r: Result<(), Vec<FieldError>>) -> Vec<String> {
    r.err().unwrap_or_default().into_iter().map(|e| e.message).collect()
}

#[test]
fn every_step_is_listed_in_order_open_unless_stored() {
    let c = Checklist::from_stored(vec![done(FormationStep::UniqueNumber, day(3, 2))]);
    let steps: Vec<_> = c.steps.iter().map(|r| r.step).collect();
    assert_eq!(steps, FormationStep::ALL);
    assert_eq!(c.done_on(FormationStep::UniqueNumber), Some(day(3, 2)));
    assert_eq!(c.done_on(FormationStep::PlanApproval), None);
}

#[test]
fn a_step_is_done_after_the_one_before_and_not_in_the_future() {
    let today = day(4, 1);
    let empty = Checklist::from_stored(vec![]);
    assert_eq!(empty.check_update(FormationStep::PlanApproval, &on(day(3, 1)), today), Ok(()));
    assert_eq!(
        messages(empty.check_update(FormationStep::UniqueNumber, &on(day(3, 1)), today)),
        ["'결성계획 승인' 단계를 먼저 완료해 주세요."]
    );
    assert_eq!(
        messages(empty.check_update(FormationStep::PlanApproval, &on(day(4, 2)), today)),
        ["완료일은 오늘 이후일 수 없습니다."]
    );
    let approved = Checklist::from_stored(vec![done(FormationStep::PlanApproval, day(3, 10))]);
    assert_eq!(
        messages(approved.check_update(FormationStep::UniqueNumber, &on(day(3, 9)), today)),
        ["완료일은 '결성계획 승인' 완료일(2026.03.10) 이후여야 합니다."]
    );
    assert_eq!(approved.check_update(FormationStep::UniqueNumber, &on(day(3, 10)), today), Ok(()), "the same day");
}

#[test]
fn a_step_reopens_only_while_the_later_ones_are_open() {
    let c = Checklist::from_stored(vec![
        done(FormationStep::PlanApproval, day(3, 1)),
        done(FormationStep::UniqueNumber, day(3, 5)),
    ]);
    let reopen = StepUpdate::default();
    assert_eq!(
        messages(c.check_update(FormationStep::PlanApproval, &reopen, day(4, 1))),
        ["'고유번호증 발급' 단계가 완료되어 있어 완료를 취소할 수 없습니다."]
    );
    assert_eq!(c.check_update(FormationStep::UniqueNumber, &reopen, day(4, 1)), Ok(()));
    let long = StepUpdate { note: "가".repeat(MAX_NOTE_CHARS + 1), ..StepUpdate::default() };
    assert_eq!(
        messages(c.check_update(FormationStep::Payments, &long, day(4, 1))),
        ["메모는 500자 이하로 입력해 주세요."]
    );
}

#[test]
fn forming_needs_the_first_three_steps_and_formed_needs_all() {
    let mut stored = vec![done(FormationStep::PlanApproval, day(3, 1)), done(FormationStep::UniqueNumber, day(3, 5))];
    let c = Checklist::from_stored(stored.clone());
    assert_eq!(c.missing_for(UnionStatus::Forming), [FormationStep::BankAccount]);
    assert_eq!(c.missing_for(UnionStatus::Closed), []);
    stored.push(done(FormationStep::BankAccount, day(3, 6)));
    let c = Checklist::from_stored(stored.clone());
    assert!(c.missing_for(UnionStatus::Forming).is_empty());
    assert_eq!(
        c.missing_for(UnionStatus::Formed),
        [FormationStep::Payments, FormationStep::GeneralMeeting, FormationStep::Registration]
    );
}

#[test]
fn registration_more_than_five_days_after_the_meeting_is_late() {
    let with = |registered| {
        Checklist::from_stored(vec![
            done(FormationStep::GeneralMeeting, day(5, 1)),
            done(FormationStep::Registration, registered),
        ])
    };
    assert_eq!(with(day(5, 6)).registration_days_late(), None, "the fifth day is in time");
    assert_eq!(with(day(5, 8)).registration_days_late(), Some(2));
    assert_eq!(Checklist::from_stored(vec![]).registration_days_late(), None);
}
