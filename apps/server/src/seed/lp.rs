//! The demo's LPs: the firm's LP records (from its applicants, matched to their applications),
//! groups with images, and an LP login (`lp@johap.kr`) with its own invitations, applications
//! and documents.

use std::collections::BTreeSet;

use auth::{LoginOrigin, LpJoinRequest};
use chrono::{Duration, Utc};
use futures_util::{StreamExt, TryStreamExt};
use kernel::{Actor, Email, TokenMinter};
use lp::{InvitationRepository, LpGroupDraft, LpMemberDraft, LpMemberId, NewInvitation};

use super::data;
use super::seeded::SeededUnion;
use super::{DEMO_LP_EMAIL, DEMO_PASSWORD};
use crate::security::RandomTokens;
use crate::state::AppState;

const GROUPS: &[(&str, &str, Option<[u8; 3]>)] = &[
    ("VIP 투자자", "누적 출자 1억원 이상 조합원", Some([201, 162, 39])),
    ("엔젤 클럽", "초기 기업 투자에 관심 있는 개인 투자자 모임", Some([47, 110, 186])),
    ("기관·법인", "법인 조합원", None),
];

/// LP records for the firm's applicants with an address (one per address), each matched to
/// its applications; three groups; one suspended LP.
pub async fn seed(state: &AppState, actor: &Actor, unions: &[SeededUnion]) -> anyhow::Result<()> {
    // About half of each union's applicants are known to the firm as LPs (one per address).
    let mut seen = BTreeSet::new();
    let known: Vec<_> = unions
        .iter()
        .flat_map(|u| u.applicants.iter().enumerate())
        .filter(|(i, a)| !a.email.is_empty() && i % 2 == 0 && seen.insert(a.email.clone()))
        .map(|(_, a)| a)
        .collect();
    let records = known.iter().enumerate().map(|(n, a)| async move {
        let draft = LpMemberDraft {
            name: Some(a.name.clone()),
            lp_type: Some(if a.corporate { "corporate" } else { "individual" }.into()),
            phone: Some(a.phone.clone()),
            email: Some(a.email.clone()),
            note: (n % 7 == 0).then(|| "연말 정기 설명회 참석 희망".to_string()),
        };
        let m = state.lp.create_member(actor, &draft).await?;
        state.lp.match_applicant(actor, m.id, a.id).await?;
        Ok::<_, anyhow::Error>((m.id, a.corporate))
    });
    // In order, so each group gets the same members on every seed.
    let members: Vec<(LpMemberId, bool)> = futures_util::stream::iter(records).buffered(8).try_collect().await?;
    if let Some((id, _)) = members.get(3) {
        state.lp.change_member(actor, *id, Some("S"), Some("연락 두절: 출자 서류 미제출")).await?;
    }
    for (g, (name, description, color)) in GROUPS.iter().enumerate() {
        let image_key = match color {
            Some(rgb) => Some(state.lp.stage_group_image(actor, data::png_circle(128, *rgb)).await?.0),
            None => None,
        };
        let draft = LpGroupDraft {
            name: Some((*name).into()),
            description: Some((*description).into()),
            image_key,
            remove_image: false,
        };
        let group = state.lp.create_group(actor, &draft).await?;
        let picked: Vec<LpMemberId> = members
            .iter()
            .enumerate()
            .filter(|(i, (_, corporate))| match g {
                0 => i % 3 == 0,
                1 => i % 4 == 1 && !corporate,
                _ => *corporate,
            })
            .map(|(_, (id, _))| *id)
            .collect();
        state.lp.set_group_members(actor, group.id, &picked).await?;
    }
    Ok(())
}

/// The LP login: invited to the two recruiting unions (the links are known here, so no mail
/// is needed), signed up, an application with a document in the first.
pub async fn seed_lp_account(state: &AppState, actor: &Actor, unions: &[SeededUnion]) -> anyhow::Result<()> {
    let email = Email::parse(DEMO_LP_EMAIL).map_err(anyhow::Error::msg)?;
    let tokens = RandomTokens;
    let invitations = db::PgInvitations::new(state.pool.clone());
    let recruiting: Vec<&SeededUnion> = unions.iter().filter(|u| matches!(u.spec.moves, [] | [.., "A"])).collect();
    let now = Utc::now();
    let mut links = Vec::new();
    for u in &recruiting {
        let token = format!("demo-lp-invitation-{}", u.id.get());
        let new = NewInvitation { email: email.clone(), token_hash: tokens.digest(&token) };
        invitations
            .invite(actor, u.id, &[new], now, now + Duration::days(14))
            .await
            .map_err(|e| anyhow::anyhow!("{e:?}"))?;
        links.push((u.id, token));
    }
    let request = LpJoinRequest {
        email,
        password: DEMO_PASSWORD.into(),
        name: "윤출자".into(),
        phone: "010-5678-1234".into(),
        lp_type: "individual".into(),
        company_name: None,
        agree_terms: true,
        agree_privacy: true,
    };
    let (su, _) = state.auth.join_lp(request, &LoginOrigin { ip: "seed".into() }).await?;
    for (_, token) in &links {
        state.portal.accept(token, &crate::routes::lp::invitations::accepting(&su)).await?;
    }
    if let Some((union, _)) = links.first() {
        let applied = state.portal.apply(su.user.id, *union, Some(10), None).await?;
        state
            .portal
            .upload_document(su.user.id, applied.id, "FLF0001", "신분증_사본.pdf", data::pdf("id copy"))
            .await?;
        state
            .portal
            .upload_document(su.user.id, applied.id, "FLF0002", "주민등록등본.pdf", data::pdf("resident register"))
            .await?;
    }
    Ok(())
}
