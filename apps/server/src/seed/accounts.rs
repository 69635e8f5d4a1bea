//! The demo's logins: the GP firm's CEO, approved and pending staff, a startup, another GP
//! firm, created through the real sign-up.

use auth::{AuthError, AuthService, CompanyChoice, JoinRequest, LoginOrigin, MemberDecision, SessionUser};

use super::{DEMO_CEO_EMAIL, DEMO_FIRM, DEMO_PASSWORD};

fn person(user_type: &str, email: &str, name: &str, phone: &str, company: CompanyChoice) -> JoinRequest {
    JoinRequest {
        user_type: user_type.into(),
        email: email.into(),
        password: DEMO_PASSWORD.into(),
        name: name.into(),
        phone: phone.into(),
        form_type: "enterprise".into(),
        investor_type: (user_type == "investor").then(|| "C".into()),
        agree_terms: true,
        agree_privacy: true,
        company: Some(company),
    }
}

fn new_company(name: &str, number: &str, ceo: &str) -> CompanyChoice {
    CompanyChoice::New { name: name.into(), business_number: number.into(), ceo_name: ceo.into() }
}

/// The demo logins the rest of the seed acts as.
pub struct DemoAccounts {
    pub ceo: SessionUser,
    /// The firm's approved analyst (박심사).
    pub analyst: SessionUser,
    /// 데모스타트업's CEO, who keeps its profile.
    pub startup: SessionUser,
    /// The platform's fact-checker.
    pub checker: SessionUser,
}

/// Creates the demo logins unless they exist; returns them when it created them.
///
/// # Errors
/// When a service call fails for another reason than "already there".
pub async fn seed_accounts(auth: &AuthService) -> anyhow::Result<Option<DemoAccounts>> {
    let ceo = match auth
        .join(person(
            "investor",
            DEMO_CEO_EMAIL,
            "김조합",
            "010-1234-5678",
            new_company(DEMO_FIRM, "101-82-12345", "김조합"),
        ))
        .await
    {
        Ok(su) => su,
        // Either the CEO or the firm already exists: the demo was seeded before.
        Err(AuthError::EmailTaken | AuthError::BusinessNumberTaken) => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    let firm = CompanyChoice::Existing(ceo.company.id);
    let analyst = auth.join(person("investor", "analyst@johap.kr", "박심사", "010-2345-6789", firm.clone())).await?;
    auth.join(person("investor", "staff@johap.kr", "이대기", "010-3456-7890", firm.clone())).await?;
    auth.decide_member(&ceo.actor(), analyst.user.id, MemberDecision::Approve).await?;
    // Two more approved members, so the firm's teams (그룹 관리) have people to hold.
    for (email, name, phone) in
        [("manager@johap.kr", "최운용", "010-3344-5566"), ("ir@johap.kr", "한소통", "010-7788-9900")]
    {
        let member = auth.join(person("investor", email, name, phone, firm.clone())).await?;
        auth.decide_member(&ceo.actor(), member.user.id, MemberDecision::Approve).await?;
    }

    let startup = auth
        .join(person(
            "startup",
            "startup@johap.kr",
            "최창업",
            "010-4567-8901",
            new_company("데모스타트업", "220-88-12345", "최창업"),
        ))
        .await?;
    let checker = auth
        .enroll_fact_checker(person(
            "fact_checker",
            "checker@johap.kr",
            "정검증",
            "010-5678-9012",
            new_company("조합 데이터검증센터", "105-87-00017", "정검증"),
        ))
        .await?;
    auth.join(person(
        "investor",
        "other@johap.kr",
        "정한빛",
        "02-555-1234",
        new_company("한빛벤처스", "314-86-54321", "정한빛"),
    ))
    .await?;
    // Prove the CEO login works end to end (hash, session) before telling anyone to use it.
    let token = auth.login(DEMO_CEO_EMAIL, DEMO_PASSWORD, None, false, &LoginOrigin { ip: "seed".into() }).await?;
    auth.logout(&token.token).await?;
    Ok(Some(DemoAccounts { ceo, analyst, startup, checker }))
}
