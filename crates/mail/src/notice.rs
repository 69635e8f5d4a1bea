//! The distribution notice: each limited member who received part of a distribution gets a
//! mail with the day, the kind, the total, what they had paid in and their share. Sent once per
//! distribution, queued as prepared mails in the outbox with the distribution marked notified.

use std::sync::Arc;

use capital::{DistributionId, DistributionKind};
use chrono::{DateTime, NaiveDate, Utc};
use kernel::mail::OutgoingMail;
use kernel::{format, Actor, Clock, Email, PortError, Refused, Won};
use union::{ApplicantId, UnionId};

use crate::error::CommunicationError;
use crate::render::{self, Block};
use crate::templates::{MailContext, RenderedMail};

/// One member a notice goes to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoticeTarget {
    pub applicant: ApplicantId,
    pub name: String,
    pub email: Option<Email>,
    /// What they had paid in on the day.
    pub basis: Won,
    pub amount: Won,
}

/// What the notices are written from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoticeFacts {
    pub context: MailContext,
    pub paid_on: NaiveDate,
    pub kind: DistributionKind,
    pub total: Won,
    pub note: String,
    pub notified_at: Option<DateTime<Utc>>,
    /// The limited members with a share, in the distribution's order.
    pub targets: Vec<NoticeTarget>,
}

/// Why the adapter refuses to queue notices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoticeConflict {
    /// The notice of this distribution was sent already.
    AlreadySent,
}

/// The notices on storage.
#[async_trait::async_trait]
pub trait DistributionNotices: Send + Sync {
    /// The facts, or `None` for a distribution not in the union.
    ///
    /// # Errors
    /// `NotFound` for another firm's union.
    async fn facts(&self, actor: &Actor, union: UnionId, id: DistributionId) -> Result<Option<NoticeFacts>, PortError>;

    /// Queues `mails` and marks the distribution notified, in one transaction.
    ///
    /// # Errors
    /// `NotFound`; `Conflict(AlreadySent)` when it was marked already (nothing is queued).
    async fn queue(
        &self,
        actor: &Actor,
        union: UnionId,
        id: DistributionId,
        mails: &[(ApplicantId, OutgoingMail)],
        now: DateTime<Utc>,
    ) -> Result<(), Refused<NoticeConflict>>;
}

fn won(n: Won) -> String {
    format!("{}원", format::number(n.get()))
}

/// The notice for `target` of the distribution in `facts`.
pub fn render_notice(facts: &NoticeFacts, target: &NoticeTarget) -> RenderedMail {
    let ctx = &facts.context;
    let what = facts.kind.label();
    let title = format!("{} {what} 안내", ctx.union_name);
    let mut rows = vec![
        ("지급일".to_string(), format::date(facts.paid_on)),
        ("분배 종류".to_string(), what.to_string()),
        ("분배 총액".to_string(), won(facts.total)),
        ("납입 출자금 (지급일 기준)".to_string(), won(target.basis)),
        ("지급액".to_string(), won(target.amount)),
    ];
    if !facts.note.is_empty() {
        rows.push(("내용".into(), facts.note.clone()));
    }
    let blocks = vec![
        Block::Paragraph(format!("{}님, 안녕하세요. {}입니다.", target.name, ctx.firm_name)),
        Block::Paragraph(format!(
            "「{}」의 {what}을 조합원 여러분이 납입하신 출자금에 비례해 아래와 같이 지급합니다.",
            ctx.union_name
        )),
        Block::Facts(rows),
        Block::Note(
            "지급액은 원 단위로 내림한 뒤 남은 금액을 나머지가 큰 순서로 1원씩 더해 총액과 일치시켰습니다. \
             세금 원천징수 여부와 금액은 지급 시 별도로 안내해 드립니다."
                .into(),
        ),
    ];
    let footer = format!(
        "이 메일은 {}에서 조합 서비스를 통해 {}님께 보낸 메일입니다. 회신하시면 담당자에게 전달됩니다.",
        ctx.firm_name, target.name
    );
    RenderedMail {
        subject: format!("[{}] {} {what} 안내", ctx.firm_name, ctx.union_name),
        html: render::html(&ctx.firm_name, &title, &blocks, &footer),
        text: render::text(&ctx.firm_name, &title, &blocks, &footer),
    }
}

/// How many notices were queued and how many members had no address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NoticesQueued {
    pub queued: i64,
    pub without_email: i64,
}

pub struct NoticeService {
    repo: Arc<dyn DistributionNotices>,
    clock: Arc<dyn Clock>,
}

impl NoticeService {
    pub fn new(repo: Arc<dyn DistributionNotices>, clock: Arc<dyn Clock>) -> Self {
        NoticeService { repo, clock }
    }

    /// Queues the distribution's notice to every limited member with a share and an address.
    ///
    /// # Errors
    /// `NotFound` (the union); `Union(DistributionNotFound)`; `NoRecipients` when nobody can
    /// receive it; `NoticeAlreadySent`.
    pub async fn send(
        &self,
        actor: &Actor,
        union: UnionId,
        id: DistributionId,
    ) -> Result<NoticesQueued, CommunicationError> {
        let facts = self
            .repo
            .facts(actor, union, id)
            .await?
            .ok_or(CommunicationError::Union(union::UnionError::DistributionNotFound))?;
        if facts.notified_at.is_some() {
            return Err(CommunicationError::NoticeAlreadySent);
        }
        let mails: Vec<(ApplicantId, OutgoingMail)> = facts
            .targets
            .iter()
            .filter(|t| t.amount.get() > 0)
            .filter_map(|t| {
                let to = t.email.clone()?;
                let m = render_notice(&facts, t);
                Some((
                    t.applicant,
                    OutgoingMail {
                        to,
                        to_name: Some(t.name.clone()),
                        from_name: facts.context.firm_name.clone(),
                        reply_to: None,
                        subject: m.subject,
                        html: m.html,
                        text: m.text,
                        message_id: None,
                        attachments: Vec::new(),
                    },
                ))
            })
            .collect();
        if mails.is_empty() {
            return Err(CommunicationError::NoRecipients);
        }
        let without_email = facts.targets.iter().filter(|t| t.amount.get() > 0 && t.email.is_none()).count();
        self.repo.queue(actor, union, id, &mails, self.clock.now()).await.map_err(|e| match e {
            Refused::Conflict(NoticeConflict::AlreadySent) => CommunicationError::NoticeAlreadySent,
            Refused::Port(p) => p.into(),
        })?;
        Ok(NoticesQueued { queued: mails.len() as i64, without_email: without_email as i64 })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::templates::tests::ctx;

    #[test]
    fn the_notice_names_the_members_share_and_what_they_paid_in() {
        let facts = NoticeFacts {
            context: ctx(),
            paid_on: NaiveDate::from_ymd_opt(2027, 6, 30).unwrap(),
            kind: DistributionKind::Profit,
            total: Won(10_000_000),
            note: "㈜바이오랩 일부 매각".into(),
            notified_at: None,
            targets: vec![],
        };
        let target = NoticeTarget {
            applicant: ApplicantId(1),
            name: "홍길동".into(),
            email: None,
            basis: Won(30_000_000),
            amount: Won(3_333_334),
        };
        let m = render_notice(&facts, &target);
        assert_eq!(m.subject, "[한빛벤처스] 한빛 1호 개인투자조합 수익 분배 안내");
        for needle in [
            "홍길동님",
            "- 지급일: 2027.06.30",
            "- 분배 총액: 10,000,000원",
            "- 납입 출자금 (지급일 기준): 30,000,000원",
            "- 지급액: 3,333,334원",
            "- 내용: ㈜바이오랩 일부 매각",
        ] {
            assert!(m.text.contains(needle), "{needle} missing in\n{}", m.text);
        }
        let back = render_notice(&NoticeFacts { kind: DistributionKind::CapitalReturn, ..facts }, &target);
        assert!(back.subject.ends_with("원금 반환 안내"));
    }
}
