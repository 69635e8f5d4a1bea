//! The auth service's rules, with small in-memory fakes of its ports (no database).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, Mutex};

use auth::throttle::RecentFailures;
use auth::*;
use chrono::{DateTime, Duration, TimeZone, Utc};
use kernel::mail::{MailError, MailTransport, OutgoingMail};
use kernel::{Actor, Clock, CompanyId, Email, Page, PageRequest, PortError, Refused, UserId};

#[derive(Default)]
struct World {
    companies: Vec<Company>,
    users: Vec<(User, String)>,
    sessions: Vec<(Vec<u8>, UserId, DateTime<Utc>, bool)>,
    attempts: Vec<(String, String, bool, DateTime<Utc>)>,
    mails: Vec<OutgoingMail>,
    now: Option<DateTime<Utc>>,
    second_factors: Vec<(UserId, auth::two_factor::TwoFactorState)>,
    recovery: Vec<(UserId, Vec<u8>, bool)>,
}

#[derive(Clone, Default)]
struct Fake(Arc<Mutex<World>>);

impl Fake {
    fn su(&self, id: UserId) -> SessionUser {
        let w = self.0.lock().unwrap();
        let (u, _) = w.users.iter().find(|(u, _)| u.id == id).unwrap().clone();
        let c = w.companies.iter().find(|c| c.id == u.company_id).unwrap().clone();
        SessionUser { user: u, company: c }
    }
    fn insert_user(&self, company: CompanyId, u: NewUser) -> Result<SessionUser, Refused<AuthConflict>> {
        let id = {
            let mut w = self.0.lock().unwrap();
            if w.users.iter().any(|(x, _)| x.email == u.email) {
                return Err(Refused::Conflict(AuthConflict::EmailTaken));
            }
            let id = UserId(w.users.len() as i64 + 1);
            let user = User {
                id,
                email: u.email,
                name: u.name,
                phone: u.phone,
                user_type: u.user_type,
                member_type: "member".into(),
                form_type: u.form_type,
                company_id: company,
                role: u.role,
                group_status: u.group_status,
                verified: u.verified,
                is_operator: false,
                two_factor_enabled: false,
                created_at: u.agreed_at,
            };
            w.users.push((user, u.password_hash));
            id
        };
        Ok(self.su(id))
    }
    fn advance(&self, d: Duration) {
        let mut w = self.0.lock().unwrap();
        w.now = Some(w.now.unwrap() + d);
    }
}

#[async_trait::async_trait]
impl AccountRepository for Fake {
    async fn find_login(&self, email: &Email) -> Result<Option<(SessionUser, String)>, PortError> {
        let found = self.0.lock().unwrap().users.iter().find(|(u, _)| &u.email == email).cloned();
        Ok(found.map(|(u, h)| (self.su(u.id), h)))
    }
    async fn find_user(&self, id: UserId) -> Result<Option<SessionUser>, PortError> {
        Ok(Some(self.su(id)))
    }
    async fn create_company_with_user(&self, c: NewCompany, u: NewUser) -> Result<SessionUser, Refused<AuthConflict>> {
        let id = {
            let mut w = self.0.lock().unwrap();
            if c.business_number.is_some() && w.companies.iter().any(|x| x.business_number == c.business_number) {
                return Err(Refused::Conflict(AuthConflict::BusinessNumberTaken));
            }
            let id = CompanyId(w.companies.len() as i64 + 1);
            w.companies.push(Company {
                id,
                kind: c.kind,
                name: c.name,
                business_number: c.business_number,
                ceo_name: Some(c.ceo_name),
                investor_type: c.investor_type,
                two_factor_required: false,
            });
            id
        };
        self.insert_user(id, u)
    }
    async fn add_user_to_company(
        &self,
        c: CompanyId,
        kind: CompanyKind,
        u: NewUser,
    ) -> Result<SessionUser, Refused<AuthConflict>> {
        let ok = self.0.lock().unwrap().companies.iter().any(|x| x.id == c && x.kind == kind);
        if !ok {
            return Err(PortError::NotFound.into());
        }
        self.insert_user(c, u)
    }
    async fn operator_company(&self, number: &str) -> Result<Option<CompanyId>, PortError> {
        let w = self.0.lock().unwrap();
        Ok(w.companies
            .iter()
            .find(|c| {
                c.business_number.as_deref() == Some(number)
                    && w.users.iter().any(|(u, _)| u.company_id == c.id && u.user_type == UserType::FactChecker)
            })
            .map(|c| c.id))
    }
    async fn search_companies(&self, _: CompanyKind, _: &str, p: PageRequest) -> Result<Page<Company>, PortError> {
        Ok(Page::new(vec![], p, 0))
    }
    async fn find_by_name_and_phone(&self, name: &str, phone: &str) -> Result<Vec<User>, PortError> {
        let w = self.0.lock().unwrap();
        Ok(w.users.iter().filter(|(u, _)| u.name == name && u.phone == phone).map(|(u, _)| u.clone()).collect())
    }
    async fn list_members(&self, _: &Actor, _: Option<GroupStatus>, p: PageRequest) -> Result<Page<User>, PortError> {
        Ok(Page::new(vec![], p, 0))
    }
    async fn change_member_status(
        &self,
        a: &Actor,
        id: UserId,
        from: GroupStatus,
        to: GroupStatus,
    ) -> Result<User, PortError> {
        let mut w = self.0.lock().unwrap();
        let (u, _) = w
            .users
            .iter_mut()
            .find(|(u, _)| u.id == id && u.company_id == a.company_id && u.group_status == from)
            .ok_or(PortError::NotFound)?;
        u.group_status = to;
        Ok(u.clone())
    }
    async fn member_counts(&self, _: CompanyId) -> Result<MemberCounts, PortError> {
        Ok(MemberCounts::default())
    }
    async fn list_settings(&self, _: UserId) -> Result<Vec<UserSetting>, PortError> {
        Ok(vec![])
    }
    async fn put_setting(&self, _: UserId, _: &UserSetting) -> Result<(), PortError> {
        Ok(())
    }
}

#[async_trait::async_trait]
impl SessionRepository for Fake {
    async fn create_session(&self, u: UserId, d: &[u8], exp: DateTime<Utc>, _: &str) -> Result<(), PortError> {
        self.0.lock().unwrap().sessions.push((d.to_vec(), u, exp, false));
        Ok(())
    }
    async fn find_session(&self, d: &[u8], now: DateTime<Utc>) -> Result<Option<SessionUser>, PortError> {
        let s = self.0.lock().unwrap().sessions.iter().find(|s| s.0 == d && !s.3 && s.2 > now).cloned();
        Ok(s.map(|s| self.su(s.1)))
    }
    async fn rotate_session(&self, _: &[u8], _: &[u8], _: DateTime<Utc>) -> Result<DateTime<Utc>, PortError> {
        Err(PortError::NotFound)
    }
    async fn revoke_session(&self, d: &[u8], _: DateTime<Utc>) -> Result<(), PortError> {
        self.0.lock().unwrap().sessions.iter_mut().filter(|s| s.0 == d).for_each(|s| s.3 = true);
        Ok(())
    }
    async fn record_attempt(&self, e: &str, ip: &str, ok: bool, at: DateTime<Utc>) -> Result<(), PortError> {
        self.0.lock().unwrap().attempts.push((e.into(), ip.into(), ok, at));
        Ok(())
    }
    async fn recent_failures(&self, e: &str, ip: &str, since: DateTime<Utc>) -> Result<RecentFailures, PortError> {
        let w = self.0.lock().unwrap();
        let last_ok = w.attempts.iter().filter(|a| a.0 == e && a.2).map(|a| a.3).max();
        let from = last_ok.map_or(since, |t| t.max(since));
        Ok(RecentFailures {
            account: w.attempts.iter().filter(|a| a.0 == e && !a.2 && a.3 > from).count() as i64,
            address: w.attempts.iter().filter(|a| a.1 == ip && !a.2 && a.3 > since).count() as i64,
        })
    }
    async fn create_reset(&self, _: UserId, _: &[u8], _: DateTime<Utc>) -> Result<(), PortError> {
        Ok(())
    }
    async fn consume_reset(&self, _: &[u8], _: &str, _: DateTime<Utc>) -> Result<Option<UserId>, PortError> {
        Ok(None)
    }
}

#[async_trait::async_trait]
impl PasswordHasher for Fake {
    async fn hash(&self, p: &str) -> Result<String, PortError> {
        Ok(format!("h:{p}"))
    }
    async fn verify(&self, p: &str, h: Option<&str>) -> bool {
        h == Some(format!("h:{p}").as_str())
    }
}

impl TokenMinter for Fake {
    fn mint(&self) -> String {
        let w = self.0.lock().unwrap();
        format!("t{}-{}", w.sessions.len(), w.attempts.len())
    }
    fn digest(&self, t: &str) -> Vec<u8> {
        t.as_bytes().to_vec()
    }
}

#[async_trait::async_trait]
impl MailTransport for Fake {
    async fn send(&self, m: &OutgoingMail) -> Result<String, MailError> {
        self.0.lock().unwrap().mails.push(m.clone());
        Ok("250 ok".into())
    }
}

/// In memory, as the PostgreSQL adapter behaves (which the HTTP tests exercise in full).
#[async_trait::async_trait]
impl auth::TwoFactorRepository for Fake {
    async fn state(&self, user: UserId) -> Result<Option<auth::two_factor::TwoFactorState>, PortError> {
        let w = self.0.lock().unwrap();
        Ok(w.second_factors.iter().find(|(u, _)| *u == user).map(|(_, s)| s.clone()))
    }
    async fn begin(
        &self,
        actor: &Actor,
        secret: &[u8],
        _: DateTime<Utc>,
    ) -> Result<(), Refused<auth::two_factor::TwoFactorConflict>> {
        let mut w = self.0.lock().unwrap();
        if w.second_factors.iter().any(|(u, s)| *u == actor.user_id && s.confirmed_at.is_some()) {
            return Err(Refused::Conflict(auth::two_factor::TwoFactorConflict::AlreadyEnabled));
        }
        w.second_factors.retain(|(u, _)| *u != actor.user_id);
        let pending = auth::two_factor::TwoFactorState {
            secret: secret.to_vec(),
            confirmed_at: None,
            last_step: None,
            recovery_left: 0,
        };
        w.second_factors.push((actor.user_id, pending));
        Ok(())
    }
    async fn confirm(&self, actor: &Actor, step: i64, codes: &[Vec<u8>], at: DateTime<Utc>) -> Result<(), PortError> {
        let mut w = self.0.lock().unwrap();
        let (_, s) = w.second_factors.iter_mut().find(|(u, _)| *u == actor.user_id).ok_or(PortError::NotFound)?;
        (s.confirmed_at, s.last_step, s.recovery_left) = (Some(at), Some(step), codes.len() as i64);
        w.recovery.retain(|(u, _, _)| *u != actor.user_id);
        w.recovery.extend(codes.iter().map(|d| (actor.user_id, d.clone(), false)));
        Ok(())
    }
    async fn use_step(&self, user: UserId, step: i64) -> Result<bool, PortError> {
        let mut w = self.0.lock().unwrap();
        let (_, s) = w.second_factors.iter_mut().find(|(u, _)| *u == user).unwrap();
        if s.last_step.is_some_and(|l| l >= step) {
            return Ok(false);
        }
        s.last_step = Some(step);
        Ok(true)
    }
    async fn use_recovery(&self, user: UserId, digest: &[u8], _: DateTime<Utc>) -> Result<bool, PortError> {
        let mut w = self.0.lock().unwrap();
        match w.recovery.iter_mut().find(|(u, d, used)| *u == user && d == digest && !used) {
            Some(code) => {
                code.2 = true;
                Ok(true)
            }
            None => Ok(false),
        }
    }
    async fn replace_recovery(&self, actor: &Actor, codes: &[Vec<u8>]) -> Result<(), PortError> {
        let mut w = self.0.lock().unwrap();
        w.recovery.retain(|(u, _, _)| *u != actor.user_id);
        w.recovery.extend(codes.iter().map(|d| (actor.user_id, d.clone(), false)));
        Ok(())
    }
    async fn disable(&self, actor: &Actor) -> Result<(), Refused<auth::two_factor::TwoFactorConflict>> {
        let mut w = self.0.lock().unwrap();
        if w.companies.iter().any(|c| c.id == actor.company_id && c.two_factor_required) {
            return Err(Refused::Conflict(auth::two_factor::TwoFactorConflict::RequiredByFirm));
        }
        w.second_factors.retain(|(u, _)| *u != actor.user_id);
        w.recovery.retain(|(u, _, _)| *u != actor.user_id);
        Ok(())
    }
    async fn firm_policy(&self, company: CompanyId) -> Result<auth::two_factor::FirmTwoFactor, PortError> {
        let w = self.0.lock().unwrap();
        let required = w.companies.iter().any(|c| c.id == company && c.two_factor_required);
        let members: Vec<UserId> = w.users.iter().filter(|(u, _)| u.company_id == company).map(|(u, _)| u.id).collect();
        let enrolled =
            w.second_factors.iter().filter(|(u, s)| members.contains(u) && s.confirmed_at.is_some()).count() as i64;
        Ok(auth::two_factor::FirmTwoFactor { required, members: members.len() as i64, enrolled })
    }
    async fn set_firm_required(&self, actor: &Actor, required: bool) -> Result<(), PortError> {
        let mut w = self.0.lock().unwrap();
        let c = w.companies.iter_mut().find(|c| c.id == actor.company_id).ok_or(PortError::NotFound)?;
        c.two_factor_required = required;
        Ok(())
    }
}

impl Clock for Fake {
    fn now(&self) -> DateTime<Utc> {
        self.0.lock().unwrap().now.unwrap()
    }
}

fn service() -> (AuthService, Fake) {
    let f = Fake::default();
    f.0.lock().unwrap().now = Some(Utc.with_ymd_and_hms(2026, 11, 22, 9, 0, 0).unwrap());
    let stores =
        AuthStores { accounts: Arc::new(f.clone()), sessions: Arc::new(f.clone()), two_factor: Arc::new(f.clone()) };
    let s = AuthService::new(
        stores,
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        Arc::new(f.clone()),
        AuthConfig { public_origin: "https://johap.test/".into(), ..AuthConfig::default() },
    );
    (s, f)
}

fn join_req(email: &str, company: CompanyChoice) -> JoinRequest {
    JoinRequest {
        user_type: "investor".into(),
        email: email.into(),
        password: "secret123".into(),
        name: "김대표".into(),
        phone: "01012345678".into(),
        form_type: "enterprise".into(),
        investor_type: Some("C".into()),
        agree_terms: true,
        agree_privacy: true,
        company: Some(company),
    }
}

fn new_co() -> CompanyChoice {
    CompanyChoice::New {
        name: "에이투자".into(), business_number: "1111111111".into(), ceo_name: "김대표".into()
    }
}

fn origin() -> LoginOrigin {
    LoginOrigin { ip: "1.2.3.4".into() }
}

#[tokio::test]
async fn a_new_company_makes_an_active_ceo_and_joining_one_makes_pending_staff() {
    let (s, _) = service();
    let ceo = s.join(join_req("ceo@a.kr", new_co())).await.unwrap();
    assert_eq!((ceo.user.role, ceo.user.group_status), (CompanyRole::Ceo, GroupStatus::Active));
    let staff = s.join(join_req("s@a.kr", CompanyChoice::Existing(ceo.company.id))).await.unwrap();
    assert_eq!((staff.user.role, staff.user.group_status), (CompanyRole::Staff, GroupStatus::Pending));
    let err = s.join(join_req("x@a.kr", CompanyChoice::Existing(CompanyId(99)))).await.unwrap_err();
    assert!(matches!(err, AuthError::CompanyNotFound));
    let other_co =
        CompanyChoice::New {
            name: "비투자".into(), business_number: "2222222222".into(), ceo_name: "김대표".into()
        };
    assert!(matches!(s.join(join_req("ceo@a.kr", other_co)).await.unwrap_err(), AuthError::EmailTaken));
    assert!(matches!(s.join(join_req("new@a.kr", new_co())).await.unwrap_err(), AuthError::BusinessNumberTaken));
}

#[tokio::test]
async fn the_operator_enrols_checkers_into_its_own_company_and_never_into_a_firm() {
    let (s, _) = service();
    let checker = |email: &str, number: &str| JoinRequest {
        user_type: "fact_checker".into(),
        company: Some(CompanyChoice::New {
            name: "조합 데이터검증센터".into(),
            business_number: number.into(),
            ceo_name: "정검증".into(),
        }),
        ..join_req(email, new_co())
    };
    let first = s.enroll_fact_checker(checker("c1@op.kr", "105-87-00017")).await.unwrap();
    assert_eq!((first.user.role, first.user.group_status), (CompanyRole::Ceo, GroupStatus::Active));
    // The second with the same number joins the operator's company, active at once.
    let second = s.enroll_fact_checker(checker("c2@op.kr", "1058700017")).await.unwrap();
    assert_eq!(second.company.id, first.company.id);
    assert_eq!((second.user.role, second.user.group_status), (CompanyRole::Staff, GroupStatus::Active));
    assert_eq!(second.user.user_type, UserType::FactChecker);
    // A firm's number is not the operator's: nobody is slipped into a GP firm as a checker.
    s.join(join_req("ceo@a.kr", new_co())).await.unwrap();
    let err = s.enroll_fact_checker(checker("c3@op.kr", "1111111111")).await.unwrap_err();
    assert!(matches!(err, AuthError::BusinessNumberTaken), "{err:?}");
    // Sign-up still refuses the type.
    assert!(matches!(s.join(checker("c4@op.kr", "2222222222")).await.unwrap_err(), AuthError::Validation(_)));
}

#[tokio::test]
async fn pending_members_get_no_session() {
    let (s, f) = service();
    let ceo = s.join(join_req("ceo@a.kr", new_co())).await.unwrap();
    s.join(join_req("s@a.kr", CompanyChoice::Existing(ceo.company.id))).await.unwrap();
    let err = s.login("s@a.kr", "secret123", None, false, &origin()).await.unwrap_err();
    assert!(
        matches!(err, AuthError::Membership { status: GroupStatus::Pending, ref company_name } if company_name == "에이투자")
    );
    assert!(f.0.lock().unwrap().sessions.is_empty());
}

#[tokio::test]
async fn the_account_lock_lifts_when_the_window_has_passed() {
    let (s, f) = service();
    s.join(join_req("ceo@a.kr", new_co())).await.unwrap();
    for _ in 0..5 {
        assert!(matches!(s.login("ceo@a.kr", "bad", None, false, &origin()).await, Err(AuthError::InvalidCredentials)));
        f.advance(Duration::seconds(10));
    }
    let locked = s.login("ceo@a.kr", "secret123", None, false, &origin()).await.unwrap_err();
    assert!(matches!(locked, AuthError::TooManyAttempts { retry_after_minutes: 15 }));
    f.advance(Duration::minutes(15));
    let t = s.login("ceo@a.kr", "secret123", None, false, &origin()).await.unwrap();
    assert_eq!(t.expires_at, f.now() + Duration::hours(12));
    let su = s.authenticate(&t.token).await.unwrap();
    assert_eq!(su.user.email.as_str(), "ceo@a.kr");
}

#[tokio::test]
async fn sessions_expire_with_the_clock() {
    let (s, f) = service();
    s.join(join_req("ceo@a.kr", new_co())).await.unwrap();
    let t = s.login("ceo@a.kr", "secret123", None, false, &origin()).await.unwrap();
    f.advance(Duration::hours(12));
    assert!(matches!(s.authenticate(&t.token).await, Err(AuthError::LoginRequired)));
}

#[tokio::test]
async fn only_a_ceo_decides_and_never_about_themself() {
    let (s, _) = service();
    let ceo = s.join(join_req("ceo@a.kr", new_co())).await.unwrap();
    let staff = s.join(join_req("s@a.kr", CompanyChoice::Existing(ceo.company.id))).await.unwrap();
    let staff_actor = Actor { is_ceo: false, ..staff.actor() };
    let e = s.decide_member(&staff_actor, ceo.user.id, MemberDecision::Expel).await.unwrap_err();
    assert!(matches!(e, AuthError::CeoOnly));
    let e = s.decide_member(&ceo.actor(), ceo.user.id, MemberDecision::Expel).await.unwrap_err();
    assert!(matches!(e, AuthError::StatusChangeNotAllowed));
    let u = s.decide_member(&ceo.actor(), staff.user.id, MemberDecision::Approve).await.unwrap();
    assert_eq!(u.group_status, GroupStatus::Active);
    let e = s.decide_member(&ceo.actor(), staff.user.id, MemberDecision::Reject).await.unwrap_err();
    assert!(matches!(e, AuthError::MemberNotFound), "reject applies only to pending members");
}

#[tokio::test]
async fn the_reset_mail_links_to_the_public_origin_and_weak_passwords_are_refused_first() {
    let (s, f) = service();
    s.join(join_req("ceo@a.kr", new_co())).await.unwrap();
    s.request_password_reset("ceo@a.kr").await.unwrap();
    s.request_password_reset("ghost@a.kr").await.unwrap();
    let mails = f.0.lock().unwrap().mails.clone();
    assert_eq!(mails.len(), 1);
    assert!(mails[0].text.contains("https://johap.test/find-pw-reset?token="), "{}", mails[0].text);
    assert!(mails[0].html.contains("30분"));
    let e = s.confirm_password_reset("whatever", "short").await.unwrap_err();
    assert!(matches!(e, AuthError::Validation(_)));
    let e = s.confirm_password_reset("whatever", "longenough1").await.unwrap_err();
    assert!(matches!(e, AuthError::ResetTokenInvalid));
}

#[tokio::test]
async fn unverified_users_have_no_tenant_context() {
    let (s, f) = service();
    let ceo = s.join(join_req("ceo@a.kr", new_co())).await.unwrap();
    assert!(s.actor(&ceo).is_ok());
    f.0.lock().unwrap().users[0].0.verified = false;
    let su = f.su(ceo.user.id);
    assert!(matches!(s.actor(&su), Err(AuthError::RegistrationIncomplete)));
}

#[tokio::test]
async fn with_two_factor_on_a_login_needs_a_fresh_code_and_wrong_codes_count_as_failures() {
    let (s, f) = service();
    let ceo = s.join(join_req("ceo@a.kr", new_co())).await.unwrap();
    let secret = b"12345678901234567890".to_vec();
    {
        let mut w = f.0.lock().unwrap();
        let confirmed_at = w.now;
        w.second_factors.push((
            ceo.user.id,
            auth::two_factor::TwoFactorState {
                secret: secret.clone(),
                confirmed_at,
                last_step: None,
                recovery_left: 1,
            },
        ));
        w.recovery.push((ceo.user.id, b"ab12cd34".to_vec(), false));
    }
    let code = |f: &Fake| auth::totp::code_at_step(&secret, auth::totp::step_at(f.now().timestamp()), 6);

    let missing = s.login("ceo@a.kr", "secret123", None, false, &origin()).await.unwrap_err();
    assert!(matches!(missing, AuthError::TwoFactorRequired), "{missing:?}");
    // A wrong password says so first, whatever the code.
    let bad = s.login("ceo@a.kr", "bad", Some(&code(&f)), false, &origin()).await.unwrap_err();
    assert!(matches!(bad, AuthError::InvalidCredentials));
    let wrong = s.login("ceo@a.kr", "secret123", Some("000000"), false, &origin()).await.unwrap_err();
    assert!(matches!(wrong, AuthError::TwoFactorInvalid), "{wrong:?}");
    assert!(f.0.lock().unwrap().sessions.is_empty());
    assert_eq!(f.0.lock().unwrap().attempts.iter().filter(|a| !a.2).count(), 2, "both failures counted");

    let now = code(&f);
    s.login("ceo@a.kr", "secret123", Some(&now), false, &origin()).await.unwrap();
    let replay = s.login("ceo@a.kr", "secret123", Some(&now), false, &origin()).await.unwrap_err();
    assert!(matches!(replay, AuthError::TwoFactorInvalid), "a code is good once");

    s.login("ceo@a.kr", "secret123", Some("AB12-CD34"), false, &origin()).await.unwrap();
    let again = s.login("ceo@a.kr", "secret123", Some("ab12-cd34"), false, &origin()).await.unwrap_err();
    assert!(matches!(again, AuthError::TwoFactorInvalid), "a recovery code is good once");
    assert_eq!(f.0.lock().unwrap().sessions.len(), 2);
}

#[tokio::test]
async fn a_firm_that_requires_two_factor_holds_members_without_it_at_the_door() {
    let (s, _) = service();
    let mut su = s.join(join_req("ceo@a.kr", new_co())).await.unwrap();
    su.company.two_factor_required = true;
    assert!(matches!(s.actor(&su), Err(AuthError::TwoFactorSetupRequired)));
    su.user.two_factor_enabled = true;
    assert_eq!(s.actor(&su).unwrap().user_id, su.user.id);
}
