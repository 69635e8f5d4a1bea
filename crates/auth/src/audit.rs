//! What auth records in the audit trail for each change: the event and its payload.

use kernel::audit::{AuditAction, AuditEntity, AuditEvent};
use kernel::{CompanyId, UserId};
use serde_json::{json, Value};

use crate::account::ProfileEdit;
use crate::firm::{FirmEdit, FirmProfile, TeamDraft, TeamId};
use crate::model::GroupStatus;

fn user_event(user: UserId, action: AuditAction) -> AuditEvent {
    AuditEvent::new(AuditEntity::User, user.get(), action)
}

fn company_event(company: CompanyId) -> AuditEvent {
    AuditEvent::new(AuditEntity::Company, company.get(), AuditAction::Updated)
}

fn team_json(draft: &TeamDraft) -> Value {
    let members: Vec<i64> = draft.member_ids.iter().map(|u| u.get()).collect();
    json!({
        "name": draft.name,
        "member_ids": members,
        "leader_id": draft.leader_id.map(UserId::get),
    })
}

fn two_factor(user: UserId, enabled: bool) -> AuditEvent {
    user_event(user, AuditAction::Updated).after(json!({ "two_factor_enabled": enabled }))
}

/// The CEO edited the firm's details; `before` is the profile read before the change.
pub fn company_updated(company: CompanyId, before: &FirmProfile, edit: &FirmEdit) -> AuditEvent {
    company_event(company)
        .before(json!({ "name": before.name, "ceo_name": before.ceo_name, "address": before.address,
            "phone": before.phone, "homepage": before.homepage, "contact_email": before.contact_email,
            "founded_on": before.founded_on }))
        .after(json!({ "name": edit.name, "ceo_name": edit.ceo_name, "address": edit.address,
            "phone": edit.phone, "homepage": edit.homepage, "contact_email": edit.contact_email,
            "founded_on": edit.founded_on }))
}

/// The firm's second-factor requirement switched on or off.
pub fn company_two_factor_required_set(company: CompanyId, required: bool) -> AuditEvent {
    company_event(company).after(json!({ "two_factor_required": required }))
}

/// A team created with its whole member list.
pub fn team_created(team: TeamId, draft: &TeamDraft) -> AuditEvent {
    AuditEvent::new(AuditEntity::Team, team.get(), AuditAction::Created).after(team_json(draft))
}

/// A team saved again with its whole member list.
pub fn team_updated(team: TeamId, draft: &TeamDraft) -> AuditEvent {
    AuditEvent::new(AuditEntity::Team, team.get(), AuditAction::Updated).after(team_json(draft))
}

/// A team deleted; `name` is the name it had.
pub fn team_deleted(team: TeamId, name: &str) -> AuditEvent {
    AuditEvent::new(AuditEntity::Team, team.get(), AuditAction::Deleted).before(json!({ "name": name }))
}

/// The CEO account handed over from `from` to `to` (the event is the new CEO's).
pub fn user_made_ceo(to: UserId, from: UserId) -> AuditEvent {
    user_event(to, AuditAction::Updated)
        .before(json!({ "role": "staff", "ceo": from.get() }))
        .after(json!({ "role": "ceo", "handed_over_by": from.get() }))
}

/// The user changed their own name and phone; `before` as stored before the change.
pub fn user_profile_updated(user: UserId, before: &ProfileEdit, edit: &ProfileEdit) -> AuditEvent {
    user_event(user, AuditAction::Updated)
        .before(json!({ "name": before.name, "phone": before.phone }))
        .after(json!({ "name": edit.name, "phone": edit.phone }))
}

/// The user changed their password, ending `other_sessions_ended` of their other sessions.
pub fn user_password_changed(user: UserId, other_sessions_ended: usize) -> AuditEvent {
    user_event(user, AuditAction::Updated)
        .after(json!({ "password": "changed", "other_sessions_ended": other_sessions_ended }))
}

/// The user withdrew (the account is anonymised, not removed).
pub fn user_withdrawn(user: UserId) -> AuditEvent {
    user_event(user, AuditAction::Deleted).after(json!({ "withdrawn": true }))
}

/// The user's second factor confirmed and turned on.
pub fn user_two_factor_enabled(user: UserId) -> AuditEvent {
    two_factor(user, true)
}

/// The user's second factor turned off.
pub fn user_two_factor_disabled(user: UserId) -> AuditEvent {
    two_factor(user, false)
}

/// The user's recovery codes replaced by new ones.
pub fn user_recovery_codes_renewed(user: UserId) -> AuditEvent {
    user_event(user, AuditAction::Updated).after(json!({ "recovery_codes_renewed": true }))
}

/// The CEO moved a member of the firm from one membership state to another.
pub fn user_group_status_changed(user: UserId, from: GroupStatus, to: GroupStatus) -> AuditEvent {
    user_event(user, AuditAction::GroupStatusChanged)
        .before(json!({ "group_status": from.code() }))
        .after(json!({ "group_status": to.code() }))
}

#[cfg(test)]
mod tests {
    use chrono::{NaiveDate, Utc};

    use super::*;

    fn head(e: &AuditEvent) -> (AuditEntity, i64, AuditAction, Option<i64>) {
        (e.entity, e.entity_id, e.action, e.union_id)
    }

    #[test]
    fn company_events_carry_the_firm_and_its_payload() {
        let before = FirmProfile {
            id: CompanyId(2),
            kind: "investor".into(),
            name: "옛 이름".into(),
            business_number: Some("1234567890".into()),
            ceo_name: None,
            investor_type: Some("C".into()),
            address: "서울".into(),
            phone: "0212345678".into(),
            homepage: String::new(),
            contact_email: "a@example.kr".into(),
            founded_on: None,
            introduction: "소개".into(),
            member_count: 3,
            updated_at: Utc::now(),
        };
        let edit = FirmEdit {
            name: "새 이름".into(),
            ceo_name: "김대표".into(),
            address: "부산".into(),
            phone: String::new(),
            homepage: "https://example.kr".into(),
            contact_email: "b@example.kr".into(),
            founded_on: NaiveDate::from_ymd_opt(2020, 1, 2),
            introduction: "바뀐 소개".into(),
        };
        let e = company_updated(CompanyId(2), &before, &edit);
        assert_eq!(head(&e), (AuditEntity::Company, 2, AuditAction::Updated, None));
        assert_eq!(
            e.before,
            Some(json!({ "name": "옛 이름", "ceo_name": null, "address": "서울", "phone": "0212345678",
                "homepage": "", "contact_email": "a@example.kr", "founded_on": null }))
        );
        assert_eq!(
            e.after,
            Some(json!({ "name": "새 이름", "ceo_name": "김대표", "address": "부산", "phone": "",
                "homepage": "https://example.kr", "contact_email": "b@example.kr", "founded_on": "2020-01-02" }))
        );

        let e = company_two_factor_required_set(CompanyId(2), true);
        assert_eq!(head(&e), (AuditEntity::Company, 2, AuditAction::Updated, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "two_factor_required": true }))));
    }

    #[test]
    fn team_events_carry_the_team_and_its_payload() {
        let draft =
            TeamDraft { name: "투자1팀".into(), member_ids: vec![UserId(4), UserId(5)], leader_id: Some(UserId(5)) };
        let payload = json!({ "name": "투자1팀", "member_ids": [4, 5], "leader_id": 5 });
        let e = team_created(TeamId(6), &draft);
        assert_eq!(head(&e), (AuditEntity::Team, 6, AuditAction::Created, None));
        assert_eq!((e.before, e.after), (None, Some(payload.clone())));

        let e = team_updated(TeamId(6), &draft);
        assert_eq!(head(&e), (AuditEntity::Team, 6, AuditAction::Updated, None));
        assert_eq!((e.before, e.after), (None, Some(payload)));

        let leaderless = TeamDraft { name: "빈 팀".into(), member_ids: Vec::new(), leader_id: None };
        let e = team_created(TeamId(7), &leaderless);
        assert_eq!(e.after, Some(json!({ "name": "빈 팀", "member_ids": [], "leader_id": null })));

        let e = team_deleted(TeamId(6), "투자1팀");
        assert_eq!(head(&e), (AuditEntity::Team, 6, AuditAction::Deleted, None));
        assert_eq!((e.before, e.after), (Some(json!({ "name": "투자1팀" })), None));
    }

    #[test]
    fn user_events_carry_the_user_and_its_payload() {
        let e = user_made_ceo(UserId(5), UserId(1));
        assert_eq!(head(&e), (AuditEntity::User, 5, AuditAction::Updated, None));
        assert_eq!(e.before, Some(json!({ "role": "staff", "ceo": 1 })));
        assert_eq!(e.after, Some(json!({ "role": "ceo", "handed_over_by": 1 })));

        let before = ProfileEdit { name: "김".into(), phone: "01011112222".into() };
        let edit = ProfileEdit { name: "이".into(), phone: String::new() };
        let e = user_profile_updated(UserId(5), &before, &edit);
        assert_eq!(head(&e), (AuditEntity::User, 5, AuditAction::Updated, None));
        assert_eq!(e.before, Some(json!({ "name": "김", "phone": "01011112222" })));
        assert_eq!(e.after, Some(json!({ "name": "이", "phone": "" })));

        let e = user_password_changed(UserId(5), 2);
        assert_eq!(head(&e), (AuditEntity::User, 5, AuditAction::Updated, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "password": "changed", "other_sessions_ended": 2 }))));

        let e = user_withdrawn(UserId(5));
        assert_eq!(head(&e), (AuditEntity::User, 5, AuditAction::Deleted, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "withdrawn": true }))));

        let e = user_two_factor_enabled(UserId(5));
        assert_eq!(head(&e), (AuditEntity::User, 5, AuditAction::Updated, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "two_factor_enabled": true }))));

        let e = user_two_factor_disabled(UserId(5));
        assert_eq!(head(&e), (AuditEntity::User, 5, AuditAction::Updated, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "two_factor_enabled": false }))));

        let e = user_recovery_codes_renewed(UserId(5));
        assert_eq!(head(&e), (AuditEntity::User, 5, AuditAction::Updated, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "recovery_codes_renewed": true }))));

        let e = user_group_status_changed(UserId(5), GroupStatus::Pending, GroupStatus::Active);
        assert_eq!(head(&e), (AuditEntity::User, 5, AuditAction::GroupStatusChanged, None));
        assert_eq!(e.before, Some(json!({ "group_status": "w" })));
        assert_eq!(e.after, Some(json!({ "group_status": "c" })));
    }
}
