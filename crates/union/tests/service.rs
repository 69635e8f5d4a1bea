//! The union and applicant services' rules, with small in-memory fakes of their ports (no
//! database): what they refuse before any write, and how the adapter's typed refusals reach the
//! caller.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, Mutex};

use chrono::{NaiveDate, TimeZone, Utc};
use kernel::{Actor, CompanyId, Page, PageRequest, PortError, Refused, UserId, Won};
use union::validate::UnionDraft;
use union::*;

#[derive(Default)]
struct World {
    unions: Vec<Union>,
    applicants: Vec<Applicant>,
    /// A status another request sets right after the service read the union (a race).
    moved_after_read: Option<UnionStatus>,
}

#[derive(Clone, Default)]
struct Fake(Arc<Mutex<World>>);

fn actor(company: i64) -> Actor {
    Actor { user_id: UserId(1), company_id: CompanyId(company), is_ceo: true }
}

fn draft(name: &str, unique: Option<&str>) -> UnionDraft {
    let day = |m, d| NaiveDate::from_ymd_opt(2026, m, d);
    UnionDraft {
        name: Some(name.into()),
        unique_number: unique.map(Into::into),
        fund_type: Some("2".into()),
        base_rate: Some(rust_decimal::Decimal::new(8, 0)),
        unit_price: Some(1_000_000),
        unit_count: Some(300),
        payment_method: Some("1".into()),
        lead_fund_manager: Some("김데모".into()),
        recruitment_start_date: day(12, 1),
        recruitment_end_date: day(12, 31),
        ..UnionDraft::default()
    }
}

impl Fake {
    fn status_of(&self, id: UnionId) -> UnionStatus {
        self.0.lock().unwrap().unions.iter().find(|u| u.id == id).unwrap().status
    }
    fn set_status(&self, id: UnionId, s: UnionStatus) {
        self.0.lock().unwrap().unions.iter_mut().find(|u| u.id == id).unwrap().status = s;
    }
}

#[async_trait::async_trait]
impl UnionRepository for Fake {
    async fn create(&self, a: &Actor, input: &UnionInput) -> Result<Union, Refused<UnionConflict>> {
        let mut w = self.0.lock().unwrap();
        let taken = input.unique_number.is_some()
            && w.unions.iter().any(|u| u.company_id == a.company_id && u.input.unique_number == input.unique_number);
        if taken {
            return Err(Refused::Conflict(UnionConflict::UniqueNumberTaken));
        }
        let now = Utc.with_ymd_and_hms(2026, 11, 24, 9, 0, 0).unwrap();
        let u = Union {
            id: UnionId(w.unions.len() as i64 + 1),
            company_id: a.company_id,
            status: UnionStatus::Recruiting,
            input: input.clone(),
            created_at: now,
            updated_at: now,
        };
        w.unions.push(u.clone());
        Ok(u)
    }
    async fn get(&self, a: &Actor, id: UnionId) -> Result<Union, PortError> {
        let mut w = self.0.lock().unwrap();
        let found = w.unions.iter().find(|u| u.id == id && u.company_id == a.company_id).cloned();
        let moved = w.moved_after_read.take();
        if let (Some(s), Some(u)) = (moved, &found) {
            w.unions.iter_mut().find(|x| x.id == u.id).unwrap().status = s;
        }
        found.ok_or(PortError::NotFound)
    }
    async fn update(&self, a: &Actor, id: UnionId, input: &UnionInput) -> Result<Union, Refused<UnionConflict>> {
        let mut w = self.0.lock().unwrap();
        let u = w.unions.iter_mut().find(|u| u.id == id && u.company_id == a.company_id).ok_or(PortError::NotFound)?;
        u.status.check_editable().map_err(Refused::Conflict)?;
        u.input = input.clone();
        Ok(u.clone())
    }
    async fn change_status(
        &self,
        a: &Actor,
        id: UnionId,
        from: UnionStatus,
        to: UnionStatus,
    ) -> Result<Union, Refused<UnionConflict>> {
        let mut w = self.0.lock().unwrap();
        let u = w.unions.iter_mut().find(|u| u.id == id && u.company_id == a.company_id).ok_or(PortError::NotFound)?;
        u.status.check_still(from).map_err(Refused::Conflict)?;
        u.status = to;
        Ok(u.clone())
    }
    async fn delete(&self, _: &Actor, _: UnionId) -> Result<(), PortError> {
        Err(PortError::Unexpected("not faked".into()))
    }
    async fn history(
        &self,
        _: &Actor,
        _: UnionId,
        _: PageRequest,
    ) -> Result<Page<kernel::audit::AuditEntry>, PortError> {
        Err(PortError::Unexpected("not faked".into()))
    }
    async fn list(&self, _: &Actor, _: &UnionFilter, p: PageRequest) -> Result<Page<UnionSummary>, PortError> {
        Ok(Page::new(vec![], p, 0))
    }
}

#[async_trait::async_trait]
impl ApplicantRepository for Fake {
    async fn add(
        &self,
        a: &Actor,
        union: UnionId,
        new: &NewApplicant,
        amount: Won,
    ) -> Result<Applicant, Refused<UnionConflict>> {
        self.add_many(a, union, &[(new.clone(), amount)]).await?;
        Ok(self.0.lock().unwrap().applicants.last().unwrap().clone())
    }
    async fn add_many(
        &self,
        a: &Actor,
        union: UnionId,
        new: &[(NewApplicant, Won)],
    ) -> Result<usize, Refused<UnionConflict>> {
        let mut w = self.0.lock().unwrap();
        let u = w.unions.iter().find(|u| u.id == union && u.company_id == a.company_id).ok_or(PortError::NotFound)?;
        u.status.check_editable().map_err(Refused::Conflict)?;
        for (n, amount) in new {
            let id = ApplicantId(w.applicants.len() as i64 + 1);
            w.applicants.push(Applicant {
                id,
                union_id: union,
                name: n.name.clone(),
                lp_type: n.lp_type,
                unit_count: n.unit_count,
                amount: *amount,
                phone: n.phone.clone(),
                email: n.email.clone(),
                status: ApplicantStatus::UnderReview,
                document_count: 0,
                applied_at: Utc::now(),
            });
        }
        Ok(new.len())
    }
    async fn list(
        &self,
        _: &Actor,
        _: UnionId,
        _: &ApplicantFilter,
        _: PageRequest,
    ) -> Result<ApplicantList, PortError> {
        Err(PortError::Unexpected("not faked".into()))
    }
    async fn export_batch(
        &self,
        _: &Actor,
        _: UnionId,
        _: &ApplicantFilter,
        _: Option<&Applicant>,
        _: i64,
    ) -> Result<Vec<Applicant>, PortError> {
        Err(PortError::Unexpected("not faked".into()))
    }
    async fn get(
        &self,
        _: &Actor,
        union: UnionId,
        id: ApplicantId,
    ) -> Result<(Applicant, Vec<StatusChange>), PortError> {
        let w = self.0.lock().unwrap();
        let a = w.applicants.iter().find(|a| a.id == id && a.union_id == union).cloned().ok_or(PortError::NotFound)?;
        Ok((a, vec![]))
    }
    async fn change_status(
        &self,
        _: &Actor,
        union: UnionId,
        id: ApplicantId,
        from: ApplicantStatus,
        to: ApplicantStatus,
    ) -> Result<Applicant, Refused<UnionConflict>> {
        let mut w = self.0.lock().unwrap();
        let a = w.applicants.iter_mut().find(|a| a.id == id && a.union_id == union).ok_or(PortError::NotFound)?;
        a.status.check_still(from).map_err(Refused::Conflict)?;
        a.status = to;
        Ok(a.clone())
    }
}

/// Payments are not used by these tests (the book's rules are tested in the `capital` crate).
#[async_trait::async_trait]
impl union::ports::Settlement for Fake {
    async fn settle(&self, _: &Actor, _: UnionId, _: ApplicantId) -> Result<(), UnionError> {
        Err(PortError::Unexpected("not used".into()).into())
    }
    async fn unsettle(&self, _: &Actor, _: UnionId, _: ApplicantId) -> Result<(), UnionError> {
        Err(PortError::Unexpected("not used".into()).into())
    }
}

/// No step of the checklist is done and nothing happened: moves into F and E are refused.
#[async_trait::async_trait]
impl FormationRepository for Fake {
    async fn formation(&self, _: &Actor, _: UnionId) -> Result<FormationRead, PortError> {
        Ok(FormationRead { checklist: Checklist::from_stored(vec![]), documents: vec![] })
    }
    async fn save_step(
        &self,
        _: &Actor,
        _: UnionId,
        _: FormationStep,
        _: &StepUpdate,
        _: NaiveDate,
    ) -> Result<(), Refused<FormationRefusal>> {
        Err(Refused::Port(PortError::Unexpected("not used".into())))
    }
}

#[async_trait::async_trait]
impl UnionRuleFacts for Fake {
    async fn rule_facts(&self, _: &Actor, _: UnionId) -> Result<RuleFacts, PortError> {
        Ok(RuleFacts::default())
    }
}

fn services(f: &Fake) -> (UnionService, ApplicantService) {
    let repo = Arc::new(f.clone());
    (
        UnionService::new(repo.clone(), repo.clone(), repo.clone(), Arc::new(kernel::SystemClock)),
        ApplicantService::new(repo.clone(), repo.clone(), repo),
    )
}

fn applicant_draft(units: i64) -> ApplicantDraft {
    ApplicantDraft {
        name: Some("홍길동".into()),
        lp_type: Some("individual".into()),
        unit_count: Some(units),
        phone: Some("010-1234-5678".into()),
        email: Some("hong@example.kr".into()),
    }
}

#[tokio::test]
async fn a_taken_unique_number_is_its_own_error_and_another_firm_may_use_it() {
    let f = Fake::default();
    let (unions, _) = services(&f);
    unions.create(&actor(1), &draft("일호 조합", Some("123-45-67890"))).await.unwrap();
    let again = unions.create(&actor(1), &draft("이호 조합", Some("123-45-67890"))).await;
    assert!(matches!(again, Err(UnionError::UniqueNumberTaken)), "{again:?}");
    assert!(unions.create(&actor(2), &draft("남의 조합", Some("123-45-67890"))).await.is_ok());
}

#[tokio::test]
async fn a_formed_union_refuses_edits_and_applicants() {
    let f = Fake::default();
    let (unions, applicants) = services(&f);
    let u = unions.create(&actor(1), &draft("결성 조합", None)).await.unwrap();
    f.set_status(u.id, UnionStatus::Formed);
    let edit = unions.update(&actor(1), u.id, &draft("새 이름", None)).await;
    assert!(matches!(edit, Err(UnionError::Formed)), "{edit:?}");
    let add = applicants.add(&actor(1), u.id, &applicant_draft(3)).await;
    assert!(matches!(add, Err(UnionError::Formed)), "{add:?}");
    assert!(f.0.lock().unwrap().applicants.is_empty());
}

#[tokio::test]
async fn the_adapter_decides_again_when_the_union_became_formed_after_the_read() {
    let f = Fake::default();
    let (unions, applicants) = services(&f);
    let u = unions.create(&actor(1), &draft("경합 조합", None)).await.unwrap();
    // The service reads an editable union; another request forms it before the write.
    f.0.lock().unwrap().moved_after_read = Some(UnionStatus::Formed);
    let add = applicants.add(&actor(1), u.id, &applicant_draft(3)).await;
    assert!(matches!(add, Err(UnionError::Formed)), "{add:?}");
}

#[tokio::test]
async fn a_status_move_lost_to_another_request_is_reported_as_not_allowed() {
    let f = Fake::default();
    let (unions, _) = services(&f);
    let u = unions.create(&actor(1), &draft("상태 조합", None)).await.unwrap();
    let bad = unions.change_status(&actor(1), u.id, UnionStatus::Formed).await;
    assert!(matches!(
        bad,
        Err(UnionError::StatusChangeNotAllowed { from: UnionStatus::Recruiting, to: UnionStatus::Formed })
    ));
    f.0.lock().unwrap().moved_after_read = Some(UnionStatus::Stopped);
    let raced = unions.change_status(&actor(1), u.id, UnionStatus::Closed).await;
    assert!(matches!(raced, Err(UnionError::StatusChangeNotAllowed { .. })), "{raced:?}");
    assert_eq!(f.status_of(u.id), UnionStatus::Stopped);
    let ok = unions.change_status(&actor(1), u.id, UnionStatus::Closed).await.unwrap();
    assert_eq!(ok.status, UnionStatus::Closed);
}

#[tokio::test]
async fn an_applicant_pays_units_times_the_unit_price_and_moves_one_step_at_a_time() {
    let f = Fake::default();
    let (unions, applicants) = services(&f);
    let u = unions.create(&actor(1), &draft("가격 조합", None)).await.unwrap();
    let a = applicants.add(&actor(1), u.id, &applicant_draft(7)).await.unwrap();
    assert_eq!(a.amount, Won(7_000_000));
    let skip = applicants.change_status(&actor(1), u.id, a.id, ApplicantStatus::Paid).await;
    assert!(matches!(skip, Err(UnionError::ApplicantStatusChangeNotAllowed { .. })), "{skip:?}");
    let moved = applicants.change_status(&actor(1), u.id, a.id, ApplicantStatus::Reviewed).await.unwrap();
    assert_eq!(moved.status, ApplicantStatus::Reviewed);
    let missing = applicants.change_status(&actor(1), u.id, ApplicantId(99), ApplicantStatus::Reviewed).await;
    assert!(matches!(missing, Err(UnionError::ApplicantNotFound)), "{missing:?}");
}

#[tokio::test]
async fn amounts_and_units_past_their_bounds_are_validation_errors_and_an_import_adds_all_or_none() {
    let f = Fake::default();
    let (unions, applicants) = services(&f);
    let u = unions.create(&actor(1), &draft("큰 조합", None)).await.unwrap();
    let units = kernel::bounds::too_large("좌수는", kernel::bounds::MAX_UNITS, "좌");
    let huge = applicants.add(&actor(1), u.id, &applicant_draft(i64::MAX / 2)).await;
    match huge {
        Err(UnionError::Validation(e)) => assert_eq!(e[0].message, units),
        other => panic!("{other:?}"),
    }
    let rows = vec![(2, applicant_draft(1)), (3, applicant_draft(i64::MAX / 2)), (4, applicant_draft(2))];
    match applicants.import(&actor(1), u.id, &rows).await {
        Err(UnionError::ImportInvalid(e)) => assert_eq!(e[0].message, format!("3행: {units}")),
        other => panic!("{other:?}"),
    }
    // Units within their bound whose amount at a 10조원 unit passes 10조원.
    let mut big = draft("10조 조합", None);
    big.unit_price = Some(kernel::bounds::MAX_WON);
    big.unit_count = Some(1);
    big.gp_unit_count = None;
    let b = unions.create(&actor(1), &big).await.unwrap();
    match applicants.add(&actor(1), b.id, &applicant_draft(2)).await {
        Err(UnionError::Validation(e)) => assert_eq!(e[0].message, MSG_AMOUNT_TOO_LARGE),
        other => panic!("{other:?}"),
    }
    assert!(f.0.lock().unwrap().applicants.is_empty(), "a bad row imports nothing");
    let good = vec![(2, applicant_draft(1)), (3, applicant_draft(2))];
    assert_eq!(applicants.import(&actor(1), u.id, &good).await.unwrap(), 2);
}

#[tokio::test]
async fn another_firms_union_is_not_found() {
    let f = Fake::default();
    let (unions, applicants) = services(&f);
    let u = unions.create(&actor(1), &draft("우리 조합", None)).await.unwrap();
    assert!(matches!(unions.get(&actor(2), u.id).await, Err(UnionError::NotFound)));
    assert!(matches!(applicants.add(&actor(2), u.id, &applicant_draft(1)).await, Err(UnionError::NotFound)));
}

#[tokio::test]
async fn forming_waits_for_the_checklist() {
    let f = Fake::default();
    let (unions, _) = services(&f);
    let u = unions.create(&actor(1), &draft("체크리스트 조합", None)).await.unwrap();
    f.set_status(u.id, UnionStatus::Closed);
    let r = unions.change_status(&actor(1), u.id, UnionStatus::Forming).await;
    match r {
        Err(UnionError::FormationIncomplete { to, missing }) => {
            assert_eq!(to, UnionStatus::Forming);
            assert_eq!(missing, FormationStep::ALL[..3]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(unions.get(&actor(1), u.id).await.unwrap().status, UnionStatus::Closed, "unchanged");
    assert!(unions.change_status(&actor(1), u.id, UnionStatus::Recruiting).await.is_ok(), "other moves need no step");
}
