//! The mails of a data request: the request itself and its reminders, each with the link that
//! works (a reminder's link replaces the one before).

use chrono::{DateTime, NaiveDate, Utc};
use kernel::format;
use kernel::mail::{escape_html, OutgoingMail};

use super::RequestTarget;

/// Which mail of the schedule this is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RequestMailKind {
    Request,
    /// A reminder sent on `today` (Korean date): after the due date it says so.
    Reminder {
        today: NaiveDate,
    },
}

/// The request mail (or a reminder) for one startup: what is asked, the due date, the link and
/// until when it works.
pub fn request_mail(
    target: &RequestTarget,
    kind: RequestMailKind,
    link: &str,
    link_expires_at: DateTime<Utc>,
) -> OutgoingMail {
    let firm = &target.firm_name;
    let ask = &target.ask;
    let due = format::date(ask.due_on);
    let summary = ask.summary();
    let expires = format::date_time(link_expires_at);
    let (prefix, lead) = match kind {
        RequestMailKind::Request => ("", format!("{firm}에서 자료를 요청했습니다.")),
        RequestMailKind::Reminder { today } if today > ask.due_on => {
            ("[기한 지남] ", format!("{firm}의 자료 요청 기한({due})이 지났습니다. 자료를 보내 주세요."))
        }
        RequestMailKind::Reminder { .. } => ("[다시 알림] ", format!("{firm}의 자료 요청 기한은 {due}입니다.")),
    };
    let title = &ask.title;
    let (h_lead, h_title, h_summary, h_link) =
        (escape_html(&lead), escape_html(title), escape_html(&summary), escape_html(link));
    let h_message = if ask.message.is_empty() {
        String::new()
    } else {
        format!("<p style=\"white-space:pre-line;color:#333\">{}</p>", escape_html(&ask.message))
    };
    let html = format!(
        "<p>{h_lead}</p><p><b>{h_title}</b></p>{h_message}\
         <table style=\"border-collapse:collapse\">\
         <tr><td style=\"padding:4px 12px 4px 0;color:#555\">요청 기업</td><td>{}</td></tr>\
         <tr><td style=\"padding:4px 12px 4px 0;color:#555\">요청 항목</td><td>{h_summary}</td></tr>\
         <tr><td style=\"padding:4px 12px 4px 0;color:#555\">기한</td><td>{due}</td></tr></table>\
         <p><a href=\"{h_link}\" style=\"display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;\
         border-radius:6px;text-decoration:none\">자료 제출하기</a></p>\
         <p style=\"color:#555\">로그인 없이 이 링크로 한 번 제출할 수 있으며, {expires}까지 사용할 수 있습니다. \
         Johap 계정이 있다면 로그인 후 '자료 요청' 메뉴에서도 제출할 수 있습니다.</p>",
        escape_html(&target.startup_name)
    );
    let message = if ask.message.is_empty() { String::new() } else { format!("{}\n\n", ask.message) };
    let text = format!(
        "{lead}\n\n{title}\n\n{message}요청 기업: {}\n요청 항목: {summary}\n기한: {due}\n\n\
         자료 제출하기: {link}\n\n로그인 없이 이 링크로 한 번 제출할 수 있으며, {expires}까지 사용할 수 있습니다.\n",
        target.startup_name
    );
    OutgoingMail {
        to: target.email.clone(),
        to_name: Some(target.startup_name.clone()),
        from_name: firm.clone(),
        reply_to: None,
        subject: format!("{prefix}[{firm}] {title}"),
        html,
        text,
        message_id: None,
        attachments: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figures::Quarter;
    use crate::model::StartupId;
    use crate::requests::{DataRequestId, RequestAsk, RequestItem, RequestTargetId};
    use chrono::TimeZone;
    use kernel::Email;

    fn target() -> RequestTarget {
        RequestTarget {
            id: RequestTargetId(4),
            request: DataRequestId(2),
            firm_name: "한빛<벤처>".into(),
            ask: RequestAsk {
                title: "3분기 실적".into(),
                message: "부탁드립니다.".into(),
                items: vec![RequestItem::QuarterlySales],
                period: Quarter { year: 2026, quarter: 3 },
                statements_year: None,
                document_kinds: vec![],
                due_on: NaiveDate::from_ymd_opt(2026, 12, 10).unwrap(),
            },
            sent_at: Utc.with_ymd_and_hms(2026, 11, 25, 0, 0, 0).unwrap(),
            startup: StartupId(7),
            startup_name: "데모스타트업".into(),
            email: Email::parse("ceo@demo.kr").unwrap(),
            link_expires_at: Utc.with_ymd_and_hms(2026, 12, 9, 0, 0, 0).unwrap(),
            answered_at: None,
            reminders: 0,
            last_reminded_at: None,
        }
    }

    #[test]
    fn the_mail_names_what_is_asked_escapes_and_says_when_it_is_late() {
        let t = target();
        let exp = Utc.with_ymd_and_hms(2026, 12, 9, 3, 0, 0).unwrap();
        let m = request_mail(&t, RequestMailKind::Request, "https://johap.kr/data-request/abc", exp);
        assert_eq!(m.subject, "[한빛<벤처>] 3분기 실적");
        assert!(m.html.contains("한빛&lt;벤처&gt;"), "{}", m.html);
        assert!(m.text.contains("요청 항목: 2026년 3분기 매출"), "{}", m.text);
        assert!(m.text.contains("2026.12.09 12:00까지"), "{}", m.text);
        let early = NaiveDate::from_ymd_opt(2026, 12, 7).unwrap();
        let late = NaiveDate::from_ymd_opt(2026, 12, 17).unwrap();
        assert!(request_mail(&t, RequestMailKind::Reminder { today: early }, "l", exp)
            .subject
            .starts_with("[다시 알림]"));
        assert!(request_mail(&t, RequestMailKind::Reminder { today: late }, "l", exp)
            .subject
            .starts_with("[기한 지남]"));
    }
}
