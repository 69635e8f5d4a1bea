//! Invitations: the GP types addresses, each new one gets a mail with a single-use link that
//! expires; the link shows the union and lets the LP sign up or log in.

use chrono::{DateTime, NaiveDate, Utc};
use kernel::mail::{escape_html, OutgoingMail};
use kernel::{define_id, format, Email, Won};
use union::{UnionId, UnionStatus};

define_id!(
    /// An invitation to apply to a union.
    InvitationId
);

/// How long an invitation link works (Carta's notice links last 15 business days; two weeks is
/// that, rounded to what people remember).
pub const INVITATION_TTL_DAYS: i64 = 14;
/// Most addresses in one invite request.
pub const MAX_INVITES_PER_REQUEST: usize = 100;

/// The addresses of one invite request, sorted into well-formed (deduplicated, lowercased, in
/// the order typed) and not.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct InviteList {
    pub valid: Vec<Email>,
    /// The pieces that are not addresses, as typed (trimmed).
    pub invalid: Vec<String>,
}

impl InviteList {
    /// Splits on commas (the spec), and also on semicolons and line breaks, which is what a
    /// paste from a spreadsheet or a mail client brings.
    pub fn parse(raw: &str) -> Self {
        let mut list = InviteList::default();
        for piece in raw.split([',', ';', '\n', '\r']).map(str::trim).filter(|p| !p.is_empty()) {
            match Email::parse(piece) {
                Ok(e) if !list.valid.contains(&e) => list.valid.push(e),
                Ok(_) => {}
                Err(_) if !list.invalid.iter().any(|i| i == piece) => list.invalid.push(piece.to_string()),
                Err(_) => {}
            }
        }
        list
    }
}

/// The invite-status modal's three lists, plus addresses whose mail could not be handed over
/// (their invitations were withdrawn, so they can be invited again).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct InviteOutcome {
    pub new_invitations: Vec<Email>,
    pub already_invited: Vec<Email>,
    pub invalid_emails: Vec<String>,
    pub failed_emails: Vec<Email>,
}

/// Where an invitation stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InvitationState {
    Open,
    Used,
    Expired,
}

/// What the invitation page shows: the firm and the union's recruitment summary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvitationView {
    pub id: InvitationId,
    pub firm_name: String,
    pub email: Email,
    pub union_id: UnionId,
    pub union_name: String,
    pub union_status: UnionStatus,
    pub unit_price: Won,
    /// Unit price × unit count.
    pub target_amount: Won,
    pub recruitment_start: NaiveDate,
    pub recruitment_end: NaiveDate,
    pub expires_at: DateTime<Utc>,
    pub used_at: Option<DateTime<Utc>>,
    pub revoked: bool,
}

impl InvitationState {
    /// An invitation's state at `now`: once used it stays used; withdrawn or past its expiry
    /// it is expired. The accepting transaction decides with this on the locked row.
    pub fn of(
        used_at: Option<DateTime<Utc>>,
        revoked: bool,
        expires_at: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> InvitationState {
        if used_at.is_some() {
            InvitationState::Used
        } else if revoked || now >= expires_at {
            InvitationState::Expired
        } else {
            InvitationState::Open
        }
    }
}

impl InvitationView {
    pub fn state(&self, now: DateTime<Utc>) -> InvitationState {
        InvitationState::of(self.used_at, self.revoked, self.expires_at, now)
    }
}

/// The invitation mail: the firm as sender name, the union's summary and the link.
pub fn invitation_mail(view: &InvitationView, link: &str, reply_to: Option<Email>) -> OutgoingMail {
    let firm = &view.firm_name;
    let union = &view.union_name;
    let price = format!("{}원", format::number(view.unit_price.get()));
    let target = format!("{}원", format::number(view.target_amount.get()));
    let period = format!("{} ~ {}", format::date(view.recruitment_start), format::date(view.recruitment_end));
    let expires = format::date_time(view.expires_at);
    let (h_firm, h_union, h_link) = (escape_html(firm), escape_html(union), escape_html(link));
    let html = format!(
        "<p>안녕하세요. <b>{h_firm}</b>에서 <b>{h_union}</b> 출자 신청에 초대합니다.</p>\
         <table style=\"border-collapse:collapse\">\
         <tr><td style=\"padding:4px 12px 4px 0;color:#555\">조합명</td><td>{h_union}</td></tr>\
         <tr><td style=\"padding:4px 12px 4px 0;color:#555\">1좌 금액</td><td>{price}</td></tr>\
         <tr><td style=\"padding:4px 12px 4px 0;color:#555\">결성 목표액</td><td>{target}</td></tr>\
         <tr><td style=\"padding:4px 12px 4px 0;color:#555\">모집 기간</td><td>{period}</td></tr></table>\
         <p><a href=\"{h_link}\" style=\"display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;\
         border-radius:6px;text-decoration:none\">초대 확인하기</a></p>\
         <p style=\"color:#555\">이 링크는 {expires}까지 한 번만 사용할 수 있습니다.</p>"
    );
    let text = format!(
        "안녕하세요. {firm}에서 {union} 출자 신청에 초대합니다.\n\n조합명: {union}\n1좌 금액: {price}\n\
         결성 목표액: {target}\n모집 기간: {period}\n\n초대 확인하기: {link}\n\n\
         이 링크는 {expires}까지 한 번만 사용할 수 있습니다.\n"
    );
    OutgoingMail {
        to: view.email.clone(),
        to_name: None,
        from_name: firm.clone(),
        reply_to,
        subject: format!("[{firm}] {union} 출자 신청 초대"),
        html,
        text,
        message_id: None,
        attachments: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn addresses_are_sorted_deduplicated_and_kept_in_order() {
        let l = InviteList::parse(" a@x.kr, B@X.kr ,nope, a@x.kr;\nc@y.com,, nope ");
        let valid: Vec<_> = l.valid.iter().map(Email::as_str).collect();
        assert_eq!(valid, ["a@x.kr", "b@x.kr", "c@y.com"]);
        assert_eq!(l.invalid, ["nope"]);
        assert_eq!(InviteList::parse(" , ,"), InviteList::default());
    }

    fn view() -> InvitationView {
        InvitationView {
            id: InvitationId(1),
            firm_name: "한빛<벤처>".into(),
            email: Email::parse("lp@x.kr").unwrap(),
            union_id: UnionId(3),
            union_name: "한빛 1호 조합".into(),
            union_status: UnionStatus::Recruiting,
            unit_price: Won(1_000_000),
            target_amount: Won(300_000_000),
            recruitment_start: NaiveDate::from_ymd_opt(2026, 11, 1).unwrap(),
            recruitment_end: NaiveDate::from_ymd_opt(2026, 12, 31).unwrap(),
            expires_at: Utc.with_ymd_and_hms(2026, 12, 6, 3, 0, 0).unwrap(),
            used_at: None,
            revoked: false,
        }
    }

    #[test]
    fn the_state_follows_use_expiry_and_withdrawal() {
        let v = view();
        assert_eq!(v.state(v.expires_at - chrono::Duration::seconds(1)), InvitationState::Open);
        assert_eq!(v.state(v.expires_at), InvitationState::Expired);
        assert_eq!(
            InvitationView { revoked: true, ..view() }.state(v.expires_at - chrono::Duration::days(1)),
            InvitationState::Expired
        );
        let used = InvitationView { used_at: Some(v.expires_at), ..view() };
        assert_eq!(used.state(v.expires_at + chrono::Duration::days(9)), InvitationState::Used);
    }

    #[test]
    fn the_mail_carries_the_summary_and_escapes_what_people_typed() {
        let m = invitation_mail(&view(), "https://johap.kr/invitations/tok", None);
        assert_eq!(m.subject, "[한빛<벤처>] 한빛 1호 조합 출자 신청 초대");
        assert_eq!(m.from_name, "한빛<벤처>");
        assert!(m.html.contains("한빛&lt;벤처&gt;") && !m.html.contains("<벤처>"));
        assert!(m.text.contains("https://johap.kr/invitations/tok"));
        assert!(m.text.contains("2026.11.01 ~ 2026.12.31"), "{}", m.text);
        assert!(m.text.contains("결성 목표액: 300,000,000원"), "{}", m.text);
        assert!(m.text.contains("2026.12.06 12:00"), "expiry in Korea time: {}", m.text);
    }
}
