//! The LP services' rules with small in-memory fakes of their ports (no database): what they
//! refuse before any write, and how the adapter's typed refusals reach the caller.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, TimeZone, Utc};
use kernel::files::{FileStore, PendingObjects};
use kernel::mail::{MailError, MailTransport, OutgoingMail};
use kernel::{Actor, Clock, CompanyId, Email, Page, PageRequest, PortError, Refused, TokenMinter, UserId, Won};
use lp::dashboard::{DashboardRepository, LpDashboard};
use lp::error::MSG_UNIT_PRICE_CHANGED;
use lp::*;
use union::{
    Applicant, ApplicantDocument, ApplicantDocumentId, ApplicantId, ApplicantStatus, LpType, StagedDocument, UnionId,
    UnionStatus, MSG_AMOUNT_TOO_LARGE, MSG_UNIT_COUNT,
};

const NOT_FAKED: &str = "not faked";

fn nf<T>() -> Result<T, PortError> {
    Err(PortError::Unexpected(NOT_FAKED.into()))
}

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 24, 9, 0, 0).unwrap()
}

#[derive(Default)]
struct World {
    union_status: Option<UnionStatus>,
    unit_price: i64,
    lp_status: Option<LpMemberStatus>,
    applied: Vec<Applicant>,
    set_members_calls: usize,
    /// What `set_members` answers.
    members_refusal: Option<LpConflict>,
    emails_taken: Vec<String>,
    invitation: Option<InvitationView>,
    accept_refusal: Option<LpConflict>,
}

#[derive(Clone, Default)]
struct Fake(Arc<Mutex<World>>);

fn actor() -> Actor {
    Actor { user_id: UserId(1), company_id: CompanyId(1), is_ceo: true }
}

#[async_trait::async_trait]
impl LpMemberRepository for Fake {
    async fn list(&self, _: &Actor, _: &LpMemberFilter, _: PageRequest) -> Result<Page<LpMemberSummary>, PortError> {
        nf()
    }
    async fn get(&self, _: &Actor, _: LpMemberId) -> Result<LpMemberDetail, PortError> {
        nf()
    }
    async fn create(&self, _: &Actor, input: &LpMemberInput) -> Result<LpMember, Refused<LpConflict>> {
        if self.0.lock().unwrap().emails_taken.contains(&input.email) {
            return Err(Refused::Conflict(LpConflict::EmailTaken));
        }
        Err(PortError::Unexpected(NOT_FAKED.into()).into())
    }
    async fn change(&self, _: &Actor, _: LpMemberId, _: &LpMemberChange) -> Result<LpMember, PortError> {
        nf()
    }
    async fn matching_unions(&self, _: &Actor, _: &str) -> Result<Vec<MatchingUnion>, PortError> {
        nf()
    }
    async fn matching_applicants(&self, _: &Actor, _: UnionId, _: &str) -> Result<Vec<MatchingApplicant>, PortError> {
        nf()
    }
    async fn match_applicant(&self, _: &Actor, _: LpMemberId, _: ApplicantId) -> Result<(), Refused<LpConflict>> {
        Err(Refused::Conflict(LpConflict::ApplicantMatched))
    }
    async fn unmatch_applicant(&self, _: &Actor, _: LpMemberId, _: ApplicantId) -> Result<(), PortError> {
        nf()
    }
}

#[async_trait::async_trait]
impl GroupRepository for Fake {
    async fn list(&self, _: &Actor, _: &str, _: PageRequest) -> Result<Page<LpGroup>, PortError> {
        nf()
    }
    async fn get(&self, _: &Actor, _: LpGroupId) -> Result<(LpGroup, Vec<LpMember>), PortError> {
        nf()
    }
    async fn create(&self, _: &Actor, _: &LpGroupInput) -> Result<LpGroup, Refused<LpConflict>> {
        Err(Refused::Conflict(LpConflict::ImageNotPending))
    }
    async fn update(
        &self,
        _: &Actor,
        _: LpGroupId,
        _: &LpGroupInput,
    ) -> Result<(LpGroup, Option<String>), Refused<LpConflict>> {
        Err(PortError::NotFound.into())
    }
    async fn delete(&self, _: &Actor, _: LpGroupId) -> Result<Option<String>, PortError> {
        nf()
    }
    async fn image_key(&self, _: &Actor, _: LpGroupId) -> Result<String, PortError> {
        nf()
    }
    async fn set_members(&self, _: &Actor, _: LpGroupId, _: &[LpMemberId]) -> Result<(), Refused<LpConflict>> {
        let mut w = self.0.lock().unwrap();
        w.set_members_calls += 1;
        match w.members_refusal {
            Some(c) => Err(Refused::Conflict(c)),
            None => Err(PortError::NotFound.into()),
        }
    }
}

#[async_trait::async_trait]
impl InvitationRepository for Fake {
    async fn invite(
        &self,
        _: &Actor,
        _: UnionId,
        _: &[NewInvitation],
        _: DateTime<Utc>,
        _: DateTime<Utc>,
    ) -> Result<(Vec<InvitationView>, Vec<Email>), Refused<LpConflict>> {
        Err(Refused::Conflict(LpConflict::NotRecruiting))
    }
    async fn withdraw(&self, _: &Actor, _: &[InvitationId]) -> Result<(), PortError> {
        nf()
    }
    async fn find(&self, _: &[u8]) -> Result<Option<InvitationView>, PortError> {
        Ok(self.0.lock().unwrap().invitation.clone())
    }
    async fn accept(&self, _: &[u8], _: &AcceptingUser, _: DateTime<Utc>) -> Result<UnionId, Refused<LpConflict>> {
        match self.0.lock().unwrap().accept_refusal {
            Some(c) => Err(Refused::Conflict(c)),
            None => Err(PortError::NotFound.into()),
        }
    }
}

#[async_trait::async_trait]
impl PortalRepository for Fake {
    async fn unions(&self, _: UserId) -> Result<Vec<PortalUnion>, PortError> {
        nf()
    }
    async fn union(&self, _: UserId, union: UnionId) -> Result<PortalUnion, PortError> {
        let w = self.0.lock().unwrap();
        Ok(PortalUnion {
            union_id: union,
            firm_name: "데모투자".into(),
            union_name: "데모 1호".into(),
            status: w.union_status.ok_or(PortError::NotFound)?,
            unit_price: Won(w.unit_price),
            target_amount: Won(w.unit_price * 100),
            recruitment_start: now().date_naive(),
            recruitment_end: now().date_naive(),
            application: None,
        })
    }
    /// Decides as the real adapter does: on a snapshot of the (here: only) union and LP.
    async fn apply(
        &self,
        _: UserId,
        union: UnionId,
        unit_count: i64,
        unit_price: Won,
        amount: Won,
    ) -> Result<Applicant, Refused<ApplyConflict>> {
        let mut w = self.0.lock().unwrap();
        let snapshot = ApplySnapshot {
            union_status: w.union_status.ok_or(PortError::NotFound)?,
            unit_price: Won(w.unit_price),
            unit_price_seen: unit_price,
            lp_status: w.lp_status.unwrap_or(LpMemberStatus::Normal),
            already_applied: !w.applied.is_empty(),
        };
        snapshot.decide().map_err(Refused::Conflict)?;
        let a = Applicant {
            id: ApplicantId(1),
            union_id: union,
            name: "김엘피".into(),
            lp_type: LpType::Individual,
            unit_count,
            amount,
            phone: String::new(),
            email: "lp@x.kr".into(),
            status: ApplicantStatus::UnderReview,
            document_count: 0,
            applied_at: now(),
        };
        w.applied.push(a.clone());
        Ok(a)
    }
    async fn applications(&self, _: UserId) -> Result<Vec<MyApplication>, PortError> {
        nf()
    }
    async fn application(&self, _: UserId, _: ApplicantId) -> Result<MyApplication, PortError> {
        nf()
    }
    async fn add_document(
        &self,
        _: UserId,
        _: ApplicantId,
        _: &StagedDocument,
    ) -> Result<ApplicantDocument, Refused<LpConflict>> {
        Err(PortError::Unexpected(NOT_FAKED.into()).into())
    }
    async fn remove_document(
        &self,
        _: UserId,
        _: ApplicantId,
        _: ApplicantDocumentId,
    ) -> Result<String, Refused<LpConflict>> {
        Err(Refused::Conflict(LpConflict::ApplicationClosed))
    }
    async fn document(
        &self,
        _: UserId,
        _: ApplicantId,
        _: ApplicantDocumentId,
    ) -> Result<(ApplicantDocument, String), PortError> {
        nf()
    }
    async fn firm_documents(&self, _: &Actor, _: UnionId, _: ApplicantId) -> Result<Vec<ApplicantDocument>, PortError> {
        nf()
    }
    async fn firm_document(
        &self,
        _: &Actor,
        _: UnionId,
        _: ApplicantId,
        _: ApplicantDocumentId,
    ) -> Result<(ApplicantDocument, String), PortError> {
        nf()
    }
}

#[async_trait::async_trait]
impl DashboardRepository for Fake {
    async fn dashboard(&self, _: &Actor) -> Result<LpDashboard, PortError> {
        nf()
    }
}

#[async_trait::async_trait]
impl FileStore for Fake {
    async fn put(&self, _: &str, _: Vec<u8>) -> Result<(), PortError> {
        Ok(())
    }
    async fn get(&self, _: &str) -> Result<Vec<u8>, PortError> {
        nf()
    }
    async fn delete(&self, _: &str) -> Result<(), PortError> {
        Ok(())
    }
}

#[async_trait::async_trait]
impl PendingObjects for Fake {
    async fn reserve(&self, prefix: &str) -> Result<String, PortError> {
        Ok(format!("{prefix}/1"))
    }
    async fn forget(&self, _: &str) -> Result<(), PortError> {
        Ok(())
    }
    async fn stale(&self, _: DateTime<Utc>, _: i64) -> Result<Vec<String>, PortError> {
        Ok(vec![])
    }
}

#[async_trait::async_trait]
impl MailTransport for Fake {
    async fn send(&self, _: &OutgoingMail) -> Result<String, MailError> {
        Ok("250 OK".into())
    }
}

impl TokenMinter for Fake {
    fn mint(&self) -> String {
        "token".into()
    }
    fn digest(&self, token: &str) -> Vec<u8> {
        token.as_bytes().to_vec()
    }
}

impl Clock for Fake {
    fn now(&self) -> DateTime<Utc> {
        now()
    }
}

fn lp_service(f: &Fake) -> LpService {
    let a = Arc::new(f.clone());
    let config = LpConfig { public_origin: "http://localhost".into() };
    LpService::new(a.clone(), a.clone(), a.clone(), a.clone(), a.clone(), a.clone(), a.clone(), a.clone(), a, config)
}

fn portal(f: &Fake) -> LpPortalService {
    let a = Arc::new(f.clone());
    LpPortalService::new(a.clone(), a.clone(), a.clone(), a.clone(), a.clone(), a)
}

fn recruiting(f: &Fake) {
    let mut w = f.0.lock().unwrap();
    w.union_status = Some(UnionStatus::Recruiting);
    w.unit_price = 1_000_000;
}

fn validation_message(e: LpError) -> String {
    match e {
        LpError::Validation(errors) => errors[0].message.clone(),
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn a_group_past_the_cap_is_refused_before_the_repository_is_asked() {
    let f = Fake::default();
    let lp = lp_service(&f);
    let too_many: Vec<LpMemberId> = (1..=1001).map(LpMemberId).collect();
    let e = lp.set_group_members(&actor(), LpGroupId(1), &too_many).await.unwrap_err();
    assert_eq!(validation_message(e), lp::group::MSG_GROUP_TOO_LARGE);
    assert_eq!(f.0.lock().unwrap().set_members_calls, 0);
    // At the cap the repository decides: a member it does not know, or a group it does not.
    f.0.lock().unwrap().members_refusal = Some(LpConflict::MemberNotFound);
    let e = lp.set_group_members(&actor(), LpGroupId(1), &too_many[..1000]).await.unwrap_err();
    assert!(matches!(e, LpError::MemberNotFound), "{e:?}");
    f.0.lock().unwrap().members_refusal = None;
    let e = lp.set_group_members(&actor(), LpGroupId(1), &too_many[..3]).await.unwrap_err();
    assert!(matches!(e, LpError::GroupNotFound), "{e:?}");
}

#[tokio::test]
async fn refusals_of_the_lp_repositories_become_their_errors() {
    let f = Fake::default();
    f.0.lock().unwrap().emails_taken.push("lp@x.kr".into());
    let lp = lp_service(&f);
    let draft = LpMemberDraft {
        name: Some("김엘피".into()),
        lp_type: Some("individual".into()),
        phone: None,
        email: Some("lp@x.kr".into()),
        note: None,
    };
    assert!(matches!(lp.create_member(&actor(), &draft).await, Err(LpError::EmailTaken)));
    // A group image that is not a pending upload of the firm's prefix never reaches the store.
    let group = LpGroupDraft {
        name: Some("VIP".into()),
        description: None,
        image_key: Some("lp-groups/1/abc".into()),
        remove_image: false,
    };
    assert!(matches!(lp.create_group(&actor(), &group).await, Err(LpError::ImageNotFound)));
    let raw = "a@x.kr";
    assert!(matches!(lp.invite(&actor(), UnionId(1), raw, None).await, Err(LpError::NotRecruiting)));
}

#[tokio::test]
async fn an_application_is_units_times_the_price_the_lp_saw_or_says_what_is_wrong() {
    let f = Fake::default();
    recruiting(&f);
    let p = portal(&f);
    let me = UserId(9);
    for units in [None, Some(0)] {
        let e = p.apply(me, UnionId(1), units, None).await.unwrap_err();
        assert_eq!(validation_message(e), MSG_UNIT_COUNT);
    }
    let e = p.apply(me, UnionId(1), Some(i64::MAX / 2), None).await.unwrap_err();
    assert_eq!(validation_message(e), MSG_AMOUNT_TOO_LARGE);
    let e = p.apply(me, UnionId(1), Some(3), Some(Won(900_000))).await.unwrap_err();
    assert_eq!(validation_message(e), MSG_UNIT_PRICE_CHANGED);
    assert!(f.0.lock().unwrap().applied.is_empty(), "nothing applied");
    f.0.lock().unwrap().lp_status = Some(LpMemberStatus::Suspended);
    assert!(matches!(p.apply(me, UnionId(1), Some(3), None).await, Err(LpError::Suspended)));
    f.0.lock().unwrap().lp_status = None;
    let a = p.apply(me, UnionId(1), Some(3), Some(Won(1_000_000))).await.unwrap();
    assert_eq!(a.amount, Won(3_000_000));
    assert!(matches!(p.apply(me, UnionId(1), Some(1), None).await, Err(LpError::AlreadyApplied)));
    f.0.lock().unwrap().union_status = Some(UnionStatus::Closed);
    f.0.lock().unwrap().applied.clear();
    assert!(matches!(p.apply(me, UnionId(1), Some(1), None).await, Err(LpError::NotRecruiting)));
}

#[tokio::test]
async fn an_invitation_link_says_whether_it_was_used_or_expired() {
    let f = Fake::default();
    let p = portal(&f);
    assert!(matches!(p.invitation("t").await, Err(LpError::InvitationNotFound)));
    let view = InvitationView {
        id: InvitationId(1),
        firm_name: "데모투자".into(),
        email: Email::parse("lp@x.kr").unwrap(),
        union_id: UnionId(1),
        union_name: "데모 1호".into(),
        union_status: UnionStatus::Recruiting,
        unit_price: Won(1_000_000),
        target_amount: Won(100_000_000),
        recruitment_start: now().date_naive(),
        recruitment_end: now().date_naive(),
        expires_at: now() + Duration::days(1),
        used_at: None,
        revoked: false,
    };
    f.0.lock().unwrap().invitation = Some(view.clone());
    assert!(p.invitation("t").await.is_ok());
    f.0.lock().unwrap().invitation = Some(InvitationView { expires_at: now(), ..view.clone() });
    assert!(matches!(p.invitation("t").await, Err(LpError::InvitationExpired)));
    f.0.lock().unwrap().invitation = Some(InvitationView { used_at: Some(now()), ..view });
    assert!(matches!(p.invitation("t").await, Err(LpError::InvitationUsed)));

    let user = AcceptingUser::new(UserId(9), "김엘피", "", false, "", Email::parse("lp@x.kr").unwrap());
    assert!(matches!(p.accept("t", &user).await, Err(LpError::InvitationNotFound)));
    f.0.lock().unwrap().accept_refusal = Some(LpConflict::InvitationExpired);
    assert!(matches!(p.accept("t", &user).await, Err(LpError::InvitationExpired)));
    // Closed documents stay as they are.
    let e = p.delete_document(UserId(9), ApplicantId(1), ApplicantDocumentId(1)).await.unwrap_err();
    assert!(matches!(e, LpError::ApplicationClosed), "{e:?}");
}
