//! The LP services' rules (GP side and the LP's own side), with small in-memory fakes of their
//! ports (no database): what they refuse before any write, how the adapters' typed refusals reach
//! the caller, and what the invitation mails carry.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, NaiveDate, TimeZone, Utc};
use kernel::files::{FileStore, PendingObjects};
use kernel::mail::{MailError, MailTransport, OutgoingMail};
use kernel::{Actor, Clock, CompanyId, Email, Page, PageRequest, PortError, Refused, TokenMinter, UserId, Won};
use lp::error::MSG_UNIT_PRICE_CHANGED;
use lp::group::{MAX_GROUP_MEMBERS, MSG_GROUP_TOO_LARGE};
use lp::invitation::InvitationState;
use lp::*;
use union::{
    Applicant, ApplicantDocument, ApplicantDocumentId, ApplicantId, ApplicantStatus, LpType, StagedDocument, UnionId,
    UnionStatus, MSG_UNIT_COUNT,
};

/// The LP user of the portal tests.
const LP_USER: UserId = UserId(7);

#[derive(Clone)]
struct Invitation {
    view: InvitationView,
    token_hash: Vec<u8>,
}

#[derive(Default)]
struct World {
    now: Option<DateTime<Utc>>,
    minted: usize,
    /// E-mail addresses the firm has LP records for.
    member_emails: Vec<String>,
    /// The firm's groups (ids); live LPs are ids 1 to 1,000.
    groups: Vec<LpGroupId>,
    set_members_calls: usize,
    group_creates: usize,
    /// The firm's unions and their status.
    unions: Vec<(UnionId, UnionStatus)>,
    invitations: Vec<Invitation>,
    /// `(now, expires_at)` of each `invite` call.
    invite_times: Vec<(DateTime<Utc>, DateTime<Utc>)>,
    withdrawn: Vec<Vec<InvitationId>>,
    /// The `now` each `accept` was given.
    accept_times: Vec<DateTime<Utc>>,
    /// Every mail handed to the transport, delivered or not.
    mails: Vec<OutgoingMail>,
    /// Addresses the transport refuses.
    bouncing: Vec<String>,
    /// The LP user's accepted unions.
    portal_unions: Vec<PortalUnion>,
    lp_status: Option<LpMemberStatus>,
    applicants: Vec<Applicant>,
    apply_calls: usize,
}

#[derive(Clone, Default)]
struct Fake(Arc<Mutex<World>>);

fn not_faked<T>() -> Result<T, PortError> {
    Err(PortError::Unexpected("not faked".into()))
}

fn not_faked_refusable<T, C: std::fmt::Debug>() -> Result<T, Refused<C>> {
    Err(PortError::Unexpected("not faked".into()).into())
}

fn actor() -> Actor {
    Actor { user_id: UserId(1), company_id: CompanyId(1), is_ceo: true }
}

fn t0() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 22, 9, 0, 0).unwrap()
}

fn day(m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, d).unwrap()
}

fn member(id: i64, email: &str) -> LpMember {
    LpMember {
        id: LpMemberId(id),
        name: String::new(),
        lp_type: LpType::Individual,
        phone: String::new(),
        email: email.into(),
        status: LpMemberStatus::Waiting,
        note: String::new(),
        has_account: false,
        created_at: t0(),
    }
}

fn view(id: i64, union: UnionId, email: &Email, expires_at: DateTime<Utc>) -> InvitationView {
    InvitationView {
        id: InvitationId(id),
        firm_name: "한빛벤처스".into(),
        email: email.clone(),
        union_id: union,
        union_name: "한빛 1호 조합".into(),
        union_status: UnionStatus::Recruiting,
        unit_price: Won(1_000_000),
        target_amount: Won(300_000_000),
        recruitment_start: day(11, 1),
        recruitment_end: day(12, 31),
        expires_at,
        used_at: None,
        revoked: false,
    }
}

fn portal_union(id: i64, status: UnionStatus, unit_price: i64) -> PortalUnion {
    PortalUnion {
        union_id: UnionId(id),
        firm_name: "한빛벤처스".into(),
        union_name: format!("한빛 {id}호 조합"),
        status,
        unit_price: Won(unit_price),
        target_amount: Won(unit_price * 300),
        recruitment_start: day(11, 1),
        recruitment_end: day(12, 31),
        application: None,
    }
}

impl Fake {
    fn advance(&self, d: Duration) {
        let mut w = self.0.lock().unwrap();
        w.now = Some(w.now.unwrap() + d);
    }
    /// An open invitation of `email` to union 3 with the link token `token`.
    fn seed_invitation(&self, token: &str, email: &str) -> InvitationView {
        let mut w = self.0.lock().unwrap();
        let id = w.invitations.len() as i64 + 1;
        let v = view(id, UnionId(3), &Email::parse(email).unwrap(), t0() + Duration::days(INVITATION_TTL_DAYS));
        w.invitations.push(Invitation { view: v.clone(), token_hash: self.digest(token) });
        v
    }
}

#[async_trait::async_trait]
impl LpMemberRepository for Fake {
    async fn list(&self, _: &Actor, _: &LpMemberFilter, _: PageRequest) -> Result<Page<LpMemberSummary>, PortError> {
        not_faked()
    }
    async fn get(&self, _: &Actor, _: LpMemberId) -> Result<LpMemberDetail, PortError> {
        not_faked()
    }
    async fn create(&self, _: &Actor, input: &LpMemberInput) -> Result<LpMember, Refused<LpConflict>> {
        let mut w = self.0.lock().unwrap();
        if !input.email.is_empty() && w.member_emails.contains(&input.email) {
            return Err(Refused::Conflict(LpConflict::EmailTaken));
        }
        w.member_emails.push(input.email.clone());
        Ok(LpMember { name: input.name.clone(), ..member(w.member_emails.len() as i64, &input.email) })
    }
    async fn change(&self, _: &Actor, _: LpMemberId, _: &LpMemberChange) -> Result<LpMember, PortError> {
        not_faked()
    }
    async fn matching_unions(&self, _: &Actor, _: &str) -> Result<Vec<MatchingUnion>, PortError> {
        not_faked()
    }
    async fn matching_applicants(&self, _: &Actor, _: UnionId, _: &str) -> Result<Vec<MatchingApplicant>, PortError> {
        not_faked()
    }
    async fn match_applicant(&self, _: &Actor, _: LpMemberId, _: ApplicantId) -> Result<(), Refused<LpConflict>> {
        not_faked_refusable()
    }
    async fn unmatch_applicant(&self, _: &Actor, _: LpMemberId, _: ApplicantId) -> Result<(), PortError> {
        not_faked()
    }
}

#[async_trait::async_trait]
impl GroupRepository for Fake {
    async fn list(&self, _: &Actor, _: &str, _: PageRequest) -> Result<Page<LpGroup>, PortError> {
        not_faked()
    }
    async fn get(&self, _: &Actor, _: LpGroupId) -> Result<(LpGroup, Vec<LpMember>), PortError> {
        not_faked()
    }
    /// Every image key is refused as the adapter refuses one that is not a pending upload.
    async fn create(&self, _: &Actor, _: &LpGroupInput) -> Result<LpGroup, Refused<LpConflict>> {
        self.0.lock().unwrap().group_creates += 1;
        Err(Refused::Conflict(LpConflict::ImageNotPending))
    }
    async fn update(
        &self,
        _: &Actor,
        _: LpGroupId,
        _: &LpGroupInput,
    ) -> Result<(LpGroup, Option<String>), Refused<LpConflict>> {
        not_faked_refusable()
    }
    async fn delete(&self, _: &Actor, _: LpGroupId) -> Result<Option<String>, PortError> {
        not_faked()
    }
    async fn image_key(&self, _: &Actor, _: LpGroupId) -> Result<Option<String>, PortError> {
        not_faked()
    }
    async fn set_members(&self, _: &Actor, id: LpGroupId, members: &[LpMemberId]) -> Result<(), Refused<LpConflict>> {
        let mut w = self.0.lock().unwrap();
        w.set_members_calls += 1;
        if !w.groups.contains(&id) {
            return Err(PortError::NotFound.into());
        }
        if members.iter().any(|m| !(1..=1_000).contains(&m.get())) {
            return Err(Refused::Conflict(LpConflict::MemberNotFound));
        }
        Ok(())
    }
}

#[async_trait::async_trait]
impl InvitationRepository for Fake {
    async fn invite(
        &self,
        _: &Actor,
        union: UnionId,
        new: &[NewInvitation],
        now: DateTime<Utc>,
        expires_at: DateTime<Utc>,
    ) -> Result<(Vec<InvitationView>, Vec<Email>), Refused<LpConflict>> {
        let mut w = self.0.lock().unwrap();
        w.invite_times.push((now, expires_at));
        let (_, status) = *w.unions.iter().find(|(id, _)| *id == union).ok_or(PortError::NotFound)?;
        if !status.accepts_applications() {
            return Err(Refused::Conflict(LpConflict::NotRecruiting));
        }
        let (mut created, mut already) = (Vec::new(), Vec::new());
        for n in new {
            let taken = w.invitations.iter().any(|i| {
                i.view.union_id == union && i.view.email == n.email && i.view.state(now) != InvitationState::Expired
            });
            if taken {
                already.push(n.email.clone());
                continue;
            }
            let v = view(w.invitations.len() as i64 + 1, union, &n.email, expires_at);
            w.invitations.push(Invitation { view: v.clone(), token_hash: n.token_hash.clone() });
            created.push(v);
        }
        Ok((created, already))
    }
    async fn withdraw(&self, _: &Actor, ids: &[InvitationId]) -> Result<(), PortError> {
        let mut w = self.0.lock().unwrap();
        w.withdrawn.push(ids.to_vec());
        w.invitations.iter_mut().filter(|i| ids.contains(&i.view.id)).for_each(|i| i.view.revoked = true);
        Ok(())
    }
    async fn find(&self, token_hash: &[u8]) -> Result<Option<InvitationView>, PortError> {
        let w = self.0.lock().unwrap();
        Ok(w.invitations.iter().find(|i| i.token_hash == token_hash).map(|i| i.view.clone()))
    }
    /// As the adapter: the state of the locked row at `now` decides.
    async fn accept(
        &self,
        token_hash: &[u8],
        _: &AcceptingUser,
        now: DateTime<Utc>,
    ) -> Result<UnionId, Refused<LpConflict>> {
        let mut w = self.0.lock().unwrap();
        w.accept_times.push(now);
        let i = w.invitations.iter_mut().find(|i| i.token_hash == token_hash).ok_or(PortError::NotFound)?;
        match i.view.state(now) {
            InvitationState::Open => {}
            InvitationState::Used => return Err(Refused::Conflict(LpConflict::InvitationUsed)),
            InvitationState::Expired => return Err(Refused::Conflict(LpConflict::InvitationExpired)),
        }
        i.view.used_at = Some(now);
        Ok(i.view.union_id)
    }
}

#[async_trait::async_trait]
impl PortalRepository for Fake {
    async fn unions(&self, _: UserId) -> Result<Vec<PortalUnion>, PortError> {
        not_faked()
    }
    async fn union(&self, user: UserId, union: UnionId) -> Result<PortalUnion, PortError> {
        let w = self.0.lock().unwrap();
        w.portal_unions.iter().find(|u| user == LP_USER && u.union_id == union).cloned().ok_or(PortError::NotFound)
    }
    /// As the adapter: the union and the LP record are read, then `ApplySnapshot::decide`.
    async fn apply(
        &self,
        user: UserId,
        union: UnionId,
        unit_count: i64,
        unit_price: Won,
        amount: Won,
    ) -> Result<Applicant, Refused<ApplyConflict>> {
        let mut w = self.0.lock().unwrap();
        w.apply_calls += 1;
        let u = w
            .portal_unions
            .iter()
            .find(|u| user == LP_USER && u.union_id == union)
            .cloned()
            .ok_or(PortError::NotFound)?;
        let snapshot = ApplySnapshot {
            union_status: u.status,
            unit_price: u.unit_price,
            unit_price_seen: unit_price,
            lp_status: w.lp_status.unwrap_or(LpMemberStatus::Normal),
            already_applied: w.applicants.iter().any(|a| a.union_id == union),
        };
        snapshot.decide().map_err(Refused::Conflict)?;
        let a = Applicant {
            id: ApplicantId(w.applicants.len() as i64 + 1),
            union_id: union,
            name: "홍길동".into(),
            lp_type: LpType::Individual,
            unit_count,
            amount,
            phone: "01012345678".into(),
            email: "lp@x.kr".into(),
            status: ApplicantStatus::UnderReview,
            document_count: 0,
            applied_at: w.now.unwrap(),
        };
        w.applicants.push(a.clone());
        Ok(a)
    }
    async fn applications(&self, _: UserId) -> Result<Vec<MyApplication>, PortError> {
        not_faked()
    }
    async fn application(&self, _: UserId, _: ApplicantId) -> Result<MyApplication, PortError> {
        not_faked()
    }
    async fn add_document(
        &self,
        _: UserId,
        _: ApplicantId,
        _: &StagedDocument,
    ) -> Result<ApplicantDocument, Refused<LpConflict>> {
        not_faked_refusable()
    }
    /// Application 1's documents are closed; no other application is the user's.
    async fn remove_document(
        &self,
        _: UserId,
        applicant: ApplicantId,
        _: ApplicantDocumentId,
    ) -> Result<String, Refused<LpConflict>> {
        if applicant == ApplicantId(1) {
            Err(Refused::Conflict(LpConflict::ApplicationClosed))
        } else {
            Err(PortError::NotFound.into())
        }
    }
    async fn document(
        &self,
        _: UserId,
        _: ApplicantId,
        _: ApplicantDocumentId,
    ) -> Result<(ApplicantDocument, String), PortError> {
        not_faked()
    }
    async fn firm_documents(&self, _: &Actor, _: UnionId, _: ApplicantId) -> Result<Vec<ApplicantDocument>, PortError> {
        not_faked()
    }
    async fn firm_document(
        &self,
        _: &Actor,
        _: UnionId,
        _: ApplicantId,
        _: ApplicantDocumentId,
    ) -> Result<(ApplicantDocument, String), PortError> {
        not_faked()
    }
}

#[async_trait::async_trait]
impl DashboardRepository for Fake {
    async fn dashboard(&self, _: &Actor) -> Result<LpDashboard, PortError> {
        not_faked()
    }
}

#[async_trait::async_trait]
impl FileStore for Fake {
    async fn put(&self, _: &str, _: Vec<u8>) -> Result<(), PortError> {
        not_faked()
    }
    async fn get(&self, _: &str) -> Result<Vec<u8>, PortError> {
        not_faked()
    }
    async fn delete(&self, _: &str) -> Result<(), PortError> {
        not_faked()
    }
}

#[async_trait::async_trait]
impl PendingObjects for Fake {
    async fn reserve(&self, _: &str) -> Result<String, PortError> {
        not_faked()
    }
    async fn forget(&self, _: &str) -> Result<(), PortError> {
        not_faked()
    }
    async fn stale(&self, _: DateTime<Utc>, _: i64) -> Result<Vec<String>, PortError> {
        not_faked()
    }
}

#[async_trait::async_trait]
impl MailTransport for Fake {
    async fn send(&self, m: &OutgoingMail) -> Result<String, MailError> {
        let mut w = self.0.lock().unwrap();
        w.mails.push(m.clone());
        if w.bouncing.iter().any(|b| b == m.to.as_str()) {
            return Err(MailError::Temporary("421 try later".into()));
        }
        Ok("250 ok".into())
    }
}

impl TokenMinter for Fake {
    fn mint(&self) -> String {
        let mut w = self.0.lock().unwrap();
        w.minted += 1;
        format!("tok{}", w.minted)
    }
    fn digest(&self, t: &str) -> Vec<u8> {
        format!("h:{t}").into_bytes()
    }
}

impl Clock for Fake {
    fn now(&self) -> DateTime<Utc> {
        self.0.lock().unwrap().now.unwrap()
    }
}

fn fake() -> Fake {
    let f = Fake::default();
    f.0.lock().unwrap().now = Some(t0());
    f
}

fn lp_service(f: &Fake) -> LpService {
    LpService::new(
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        LpConfig { public_origin: "https://johap.test/".into() },
    )
}

fn portal(f: &Fake) -> LpPortalService {
    LpPortalService::new(
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        Arc::new(f.clone()),
    )
}

fn accepting() -> AcceptingUser {
    AcceptingUser::new(LP_USER, "홍길동", "", false, "01012345678", Email::parse("lp@x.kr").unwrap())
}

fn ids(range: std::ops::RangeInclusive<i64>) -> Vec<LpMemberId> {
    range.map(LpMemberId).collect()
}

fn fields(e: &LpError) -> Vec<(String, String)> {
    match e {
        LpError::Validation(v) => v.iter().map(|f| (f.field.clone(), f.message.clone())).collect(),
        other => panic!("expected a validation error, got {other:?}"),
    }
}

// --- LpService -----------------------------------------------------------------------------

#[tokio::test]
async fn a_group_over_a_thousand_members_is_refused_before_the_repository() {
    let f = fake();
    f.0.lock().unwrap().groups.push(LpGroupId(1));
    let s = lp_service(&f);
    let too_many = ids(1..=(MAX_GROUP_MEMBERS as i64 + 1));
    let e = s.set_group_members(&actor(), LpGroupId(1), &too_many).await.unwrap_err();
    assert_eq!(fields(&e), [("lp_member_ids".to_string(), MSG_GROUP_TOO_LARGE.to_string())]);
    assert_eq!(f.0.lock().unwrap().set_members_calls, 0, "nothing reaches the repository");

    s.set_group_members(&actor(), LpGroupId(1), &ids(1..=MAX_GROUP_MEMBERS as i64)).await.unwrap();
    assert_eq!(f.0.lock().unwrap().set_members_calls, 1, "exactly the limit is allowed");
}

#[tokio::test]
async fn set_members_refusals_name_the_member_or_the_group() {
    let f = fake();
    f.0.lock().unwrap().groups.push(LpGroupId(1));
    let s = lp_service(&f);
    let e = s.set_group_members(&actor(), LpGroupId(1), &[LpMemberId(2), LpMemberId(5_000)]).await.unwrap_err();
    assert!(matches!(e, LpError::MemberNotFound), "{e:?}");
    let e = s.set_group_members(&actor(), LpGroupId(9), &[LpMemberId(2)]).await.unwrap_err();
    assert!(matches!(e, LpError::GroupNotFound), "{e:?}");
}

#[tokio::test]
async fn an_email_the_firm_has_recorded_is_email_taken() {
    let f = fake();
    f.0.lock().unwrap().member_emails.push("kim@example.kr".into());
    let s = lp_service(&f);
    let draft = |email: &str| LpMemberDraft {
        name: Some("김투자".into()),
        lp_type: Some("individual".into()),
        email: Some(email.into()),
        ..Default::default()
    };
    let e = s.create_member(&actor(), &draft("Kim@Example.KR")).await.unwrap_err();
    assert!(matches!(e, LpError::EmailTaken), "{e:?}");
    let m = s.create_member(&actor(), &draft("lee@example.kr")).await.unwrap();
    assert_eq!((m.name.as_str(), m.email.as_str()), ("김투자", "lee@example.kr"));
}

#[tokio::test]
async fn invitations_need_a_recruiting_union_and_send_nothing_otherwise() {
    let f = fake();
    f.0.lock().unwrap().unions.push((UnionId(3), UnionStatus::Closed));
    let s = lp_service(&f);
    let e = s.invite(&actor(), UnionId(3), "a@x.kr, b@x.kr", None).await.unwrap_err();
    assert!(matches!(e, LpError::NotRecruiting), "{e:?}");
    let e = s.invite(&actor(), UnionId(4), "a@x.kr", None).await.unwrap_err();
    assert!(matches!(e, LpError::UnionNotFound), "{e:?}");
    let w = f.0.lock().unwrap();
    assert!(w.mails.is_empty(), "no mail for a refused invite");
    assert!(w.invitations.is_empty());
}

#[tokio::test]
async fn each_new_address_gets_its_own_link_and_a_failed_mail_is_withdrawn_and_reported() {
    let f = fake();
    {
        let mut w = f.0.lock().unwrap();
        w.unions.push((UnionId(3), UnionStatus::Recruiting));
        w.bouncing.push("b@x.kr".into());
    }
    f.seed_invitation("old-token", "old@x.kr");
    let s = lp_service(&f);
    let reply_to = Email::parse("gp@hanbit.kr").unwrap();
    let out =
        s.invite(&actor(), UnionId(3), "A@x.kr, b@x.kr; old@x.kr, nope, a@x.kr", Some(reply_to.clone())).await.unwrap();
    let strs = |v: &[Email]| v.iter().map(|e| e.as_str().to_string()).collect::<Vec<_>>();
    assert_eq!(strs(&out.new_invitations), ["a@x.kr"]);
    assert_eq!(strs(&out.failed_emails), ["b@x.kr"]);
    assert_eq!(strs(&out.already_invited), ["old@x.kr"]);
    assert_eq!(out.invalid_emails, ["nope"]);

    let w = f.0.lock().unwrap();
    assert_eq!(w.invite_times, [(t0(), t0() + Duration::days(INVITATION_TTL_DAYS))], "links last 14 days");
    let to: Vec<_> = w.mails.iter().map(|m| m.to.as_str()).collect();
    assert_eq!(to, ["a@x.kr", "b@x.kr"], "only new addresses are mailed");
    for m in &w.mails {
        // The link's token is the one whose digest the invitation of this address stores.
        let token = m.text.split("https://johap.test/invitations/").nth(1).unwrap().split_whitespace().next().unwrap();
        let stored = w.invitations.iter().find(|i| i.view.email == m.to).unwrap();
        assert_eq!(stored.token_hash, f.digest(token), "the link of {} opens its own invitation", m.to.as_str());
        assert_eq!(m.reply_to.as_ref(), Some(&reply_to));
        assert_eq!(m.from_name, "한빛벤처스");
    }
    let b = w.invitations.iter().find(|i| i.view.email.as_str() == "b@x.kr").unwrap();
    assert_eq!(w.withdrawn, [vec![b.view.id]], "only the failed address is withdrawn, once");
}

#[tokio::test]
async fn a_withdrawn_address_can_be_invited_again() {
    let f = fake();
    {
        let mut w = f.0.lock().unwrap();
        w.unions.push((UnionId(3), UnionStatus::Recruiting));
        w.bouncing.push("b@x.kr".into());
    }
    let s = lp_service(&f);
    s.invite(&actor(), UnionId(3), "b@x.kr", None).await.unwrap();
    f.0.lock().unwrap().bouncing.clear();
    let out = s.invite(&actor(), UnionId(3), "b@x.kr", None).await.unwrap();
    assert_eq!(out.new_invitations, [Email::parse("b@x.kr").unwrap()]);
    assert!(out.failed_emails.is_empty() && out.already_invited.is_empty());
}

#[tokio::test]
async fn an_invite_with_no_address_or_over_a_hundred_is_refused_before_the_repository() {
    let f = fake();
    f.0.lock().unwrap().unions.push((UnionId(3), UnionStatus::Recruiting));
    let s = lp_service(&f);
    let e = s.invite(&actor(), UnionId(3), " , ;", None).await.unwrap_err();
    assert_eq!(fields(&e)[0].0, "emails");
    let many = (0..101).map(|i| format!("lp{i}@x.kr")).collect::<Vec<_>>().join(",");
    let e = s.invite(&actor(), UnionId(3), &many, None).await.unwrap_err();
    assert_eq!(fields(&e)[0].0, "emails");
    assert!(f.0.lock().unwrap().invite_times.is_empty());
}

#[tokio::test]
async fn a_group_image_must_be_a_pending_upload_of_the_firm() {
    let f = fake();
    let s = lp_service(&f);
    let draft =
        |key: &str| LpGroupDraft { name: Some("VIP".into()), image_key: Some(key.into()), ..Default::default() };
    // Another firm's (or no firm's) key never reaches the repository.
    let e = s.create_group(&actor(), &draft("companies/2/lp-group-images/9")).await.unwrap_err();
    assert!(matches!(e, LpError::ImageNotFound), "{e:?}");
    assert_eq!(f.0.lock().unwrap().group_creates, 0);
    // The firm's prefix, but not a pending upload: the repository refuses it.
    let e = s.create_group(&actor(), &draft("companies/1/lp-group-images/9")).await.unwrap_err();
    assert!(matches!(e, LpError::ImageNotFound), "{e:?}");
    assert_eq!(f.0.lock().unwrap().group_creates, 1);
}

// --- LpPortalService: invitations ------------------------------------------------------------

#[tokio::test]
async fn an_invitation_link_works_until_used_or_expired_at_the_clocks_time() {
    let f = fake();
    let v = f.seed_invitation("tok-a", "a@x.kr");
    let p = portal(&f);
    assert_eq!(p.invitation("tok-a").await.unwrap(), v);
    assert!(matches!(p.invitation("tok-zzz").await, Err(LpError::InvitationNotFound)));

    f.advance(Duration::days(INVITATION_TTL_DAYS) - Duration::seconds(1));
    assert!(p.invitation("tok-a").await.is_ok(), "open until the last second");
    f.advance(Duration::seconds(1));
    assert!(matches!(p.invitation("tok-a").await, Err(LpError::InvitationExpired)));

    f.seed_invitation("tok-b", "b@x.kr");
    f.0.lock().unwrap().invitations[1].view.used_at = Some(t0());
    assert!(matches!(p.invitation("tok-b").await, Err(LpError::InvitationUsed)), "used wins over expired");

    f.seed_invitation("tok-c", "c@x.kr");
    f.0.lock().unwrap().invitations[2].view.revoked = true;
    f.0.lock().unwrap().now = Some(t0());
    assert!(matches!(p.invitation("tok-c").await, Err(LpError::InvitationExpired)), "withdrawn");
}

#[tokio::test]
async fn accept_maps_the_locked_rows_refusals() {
    let f = fake();
    f.seed_invitation("tok-a", "a@x.kr");
    f.seed_invitation("tok-b", "b@x.kr");
    let p = portal(&f);
    assert_eq!(p.accept("tok-a", &accepting()).await.unwrap(), UnionId(3));
    assert_eq!(f.0.lock().unwrap().accept_times, [t0()], "decided at the clock's time");
    assert!(matches!(p.accept("tok-a", &accepting()).await, Err(LpError::InvitationUsed)));
    assert!(matches!(p.accept("tok-zzz", &accepting()).await, Err(LpError::InvitationNotFound)));
    f.advance(Duration::days(INVITATION_TTL_DAYS));
    assert!(matches!(p.accept("tok-b", &accepting()).await, Err(LpError::InvitationExpired)));
}

// --- LpPortalService: applying ---------------------------------------------------------------

fn applying(status: UnionStatus) -> Fake {
    let f = fake();
    {
        let mut w = f.0.lock().unwrap();
        w.portal_unions.push(portal_union(3, status, 1_000_000));
        w.lp_status = Some(LpMemberStatus::Normal);
    }
    f
}

#[tokio::test]
async fn an_application_needs_a_positive_unit_count() {
    let f = applying(UnionStatus::Recruiting);
    let p = portal(&f);
    for units in [None, Some(0), Some(-3)] {
        let e = p.apply(LP_USER, UnionId(3), units, Some(Won(1_000_000))).await.unwrap_err();
        assert_eq!(fields(&e), [("unit_count".to_string(), MSG_UNIT_COUNT.to_string())], "{units:?}");
    }
    assert_eq!(MSG_UNIT_COUNT, "좌수를 입력해 주세요");
    assert_eq!(f.0.lock().unwrap().apply_calls, 0);
}

#[tokio::test]
async fn a_unit_price_changed_under_the_lp_is_refused_and_nothing_is_stored() {
    let f = applying(UnionStatus::Recruiting);
    let p = portal(&f);
    let e = p.apply(LP_USER, UnionId(3), Some(10), Some(Won(900_000))).await.unwrap_err();
    assert_eq!(fields(&e), [("unit_count".to_string(), MSG_UNIT_PRICE_CHANGED.to_string())]);
    assert!(f.0.lock().unwrap().applicants.is_empty());
}

#[tokio::test]
async fn a_suspended_lp_cannot_apply() {
    let f = applying(UnionStatus::Recruiting);
    f.0.lock().unwrap().lp_status = Some(LpMemberStatus::Suspended);
    let e = portal(&f).apply(LP_USER, UnionId(3), Some(10), None).await.unwrap_err();
    assert!(matches!(e, LpError::Suspended), "{e:?}");
    assert!(f.0.lock().unwrap().applicants.is_empty());
}

#[tokio::test]
async fn units_past_their_bound_are_refused_before_the_repository() {
    let f = applying(UnionStatus::Recruiting);
    let e = portal(&f).apply(LP_USER, UnionId(3), Some(i64::MAX / 2), None).await.unwrap_err();
    let message = kernel::bounds::too_large("좌수는", kernel::bounds::MAX_UNITS, "좌");
    assert_eq!(fields(&e), [("unit_count".to_string(), message)]);
    assert_eq!(f.0.lock().unwrap().apply_calls, 0);
}

#[tokio::test]
async fn an_application_stores_units_times_the_price_once() {
    let f = applying(UnionStatus::Recruiting);
    let p = portal(&f);
    let a = p.apply(LP_USER, UnionId(3), Some(30), None).await.unwrap();
    assert_eq!((a.unit_count, a.amount), (30, Won(30_000_000)));
    assert_eq!(f.0.lock().unwrap().applicants, [a]);
    let e = p.apply(LP_USER, UnionId(3), Some(5), Some(Won(1_000_000))).await.unwrap_err();
    assert!(matches!(e, LpError::AlreadyApplied), "{e:?}");
}

#[tokio::test]
async fn an_application_needs_the_users_recruiting_union() {
    let f = applying(UnionStatus::Closed);
    let p = portal(&f);
    let e = p.apply(LP_USER, UnionId(3), Some(1), Some(Won(1_000_000))).await.unwrap_err();
    assert!(matches!(e, LpError::NotRecruiting), "{e:?}");
    let e = p.apply(LP_USER, UnionId(8), Some(1), None).await.unwrap_err();
    assert!(matches!(e, LpError::UnionNotFound), "read for the price: {e:?}");
    let e = p.apply(LP_USER, UnionId(8), Some(1), Some(Won(1_000_000))).await.unwrap_err();
    assert!(matches!(e, LpError::UnionNotFound), "refused by the repository: {e:?}");
    assert!(f.0.lock().unwrap().applicants.is_empty());
}

#[tokio::test]
async fn documents_of_a_closed_application_stay() {
    let p = portal(&fake());
    let e = p.delete_document(LP_USER, ApplicantId(1), ApplicantDocumentId(1)).await.unwrap_err();
    assert!(matches!(e, LpError::ApplicationClosed), "{e:?}");
    let e = p.delete_document(LP_USER, ApplicantId(2), ApplicantDocumentId(1)).await.unwrap_err();
    assert!(matches!(e, LpError::DocumentNotFound), "{e:?}");
}
