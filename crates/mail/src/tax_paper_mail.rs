//! The tax papers by mail: each individual member with a deduction in the year gets their
//! 출자확인서 (resident number masked: mail is no safe channel for it) and an estimate of the
//! tax it saves in each income band. Queued as prepared mails in one transaction with the
//! record of the send, so the GP sees when the papers went out and to how many.

use std::sync::Arc;

use capital::{DeductionRule, MemberPaper, NumberPrint, TaxPaperService, YearPapers, DEDUCTION_LAW};
use chrono::{DateTime, Utc};
use kernel::mail::{Attachment, OutgoingMail};
use kernel::{format, Actor, Clock, PortError, Won};
use union::{ApplicantId, UnionId};

use crate::error::CommunicationError;
use crate::render::{self, Block};
use crate::tax::TAX_BANDS;
use crate::templates::RenderedMail;

/// One send of a year's papers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaxPaperMailing {
    pub year: i32,
    pub sent_at: DateTime<Utc>,
    pub mails: i64,
    pub without_email: i64,
}

/// The sends on storage.
#[async_trait::async_trait]
pub trait TaxPaperMailbox: Send + Sync {
    /// The sends of `year`, newest first.
    ///
    /// # Errors
    /// `NotFound` for another firm's union.
    async fn mailings(&self, actor: &Actor, union: UnionId, year: i32) -> Result<Vec<TaxPaperMailing>, PortError>;

    /// Queues `mails` and records the send, in one transaction.
    ///
    /// # Errors
    /// `NotFound` for another firm's union (nothing is queued).
    async fn queue(
        &self,
        actor: &Actor,
        union: UnionId,
        send: &TaxPaperMailing,
        mails: &[(ApplicantId, OutgoingMail)],
    ) -> Result<(), PortError>;
}

fn won(n: Won) -> String {
    format!("{}원", format::number(n.get()))
}

/// The mail that carries `paper` of the year's papers.
pub fn render_tax_paper_mail(year: &YearPapers, paper: &MemberPaper) -> RenderedMail {
    let line = &paper.line;
    let name = &line.member.name;
    let title = format!("{} {}년 소득공제 출자확인서", year.union_name, year.year);
    let estimate: Vec<Vec<String>> = TAX_BANDS
        .iter()
        .map(|b| vec![b.bracket.to_string(), b.rate_text(), won(b.saving_on(line.deductible))])
        .collect();
    let mut blocks = vec![
        Block::Paragraph(format!("{name}님, 안녕하세요. {}입니다.", year.firm_name)),
        Block::Paragraph(match line.rule {
            DeductionRule::Bands => format!(
                "「{}」이 {}년에 실제로 투자한 금액 가운데 {name}님 몫에 대한 출자확인서를 첨부해 드립니다. \
                 {}년 귀속 종합소득세 신고(또는 연말정산) 때 소득공제 증빙으로 제출하세요.",
                year.union_name, year.year, year.year
            ),
            DeductionRule::TenPercent => format!(
                "{name}님이 {}년에 「{}」에 출자하신 금액에 대한 출자확인서를 첨부해 드립니다. \
                 {}년 귀속 종합소득세 신고(또는 연말정산) 때 소득공제 증빙으로 제출하세요.",
                year.year, year.union_name, year.year
            ),
        }),
        Block::Facts(vec![
            ("납입 출자금".into(), won(line.member.paid)),
            (
                match line.rule {
                    DeductionRule::Bands => format!("{}년 투자 반영액", year.year),
                    DeductionRule::TenPercent => format!("{}년 출자액", year.year),
                },
                won(line.invested),
            ),
            ("소득공제 대상 금액".into(), won(line.deductible)),
            ("공제 연도".into(), format!("{}년 귀속", year.year)),
        ]),
        Block::Heading("과세표준 구간별 예상 절세액".into()),
        Block::Table {
            head: vec!["과세표준".into(), "세율(지방세 포함)".into(), "예상 절세액".into()],
            rows: estimate,
        },
        Block::Note(
            "예상 절세액은 공제 대상 금액 전액이 해당 구간에 속한다고 가정한 값입니다. 실제 공제액은 종합소득금액의 \
             50%를 넘을 수 없습니다."
                .into(),
        ),
        Block::Note(
            "첨부한 출자확인서의 주민등록번호는 뒷자리를 가렸습니다. 전체 번호가 적힌 원본이 필요하시면 회신해 주세요."
                .into(),
        ),
    ];
    blocks.extend(DEDUCTION_LAW.paper_notes(line.rule, year.year, &line.combined).into_iter().map(Block::Note));
    let footer = format!(
        "이 메일은 {}에서 조합 서비스를 통해 {name}님께 보낸 메일입니다. 회신하시면 담당자에게 전달됩니다.",
        year.firm_name
    );
    RenderedMail {
        subject: format!("[{}] {} {}년 소득공제 출자확인서", year.firm_name, year.union_name, year.year),
        html: render::html(&year.firm_name, &title, &blocks, &footer),
        text: render::text(&year.firm_name, &title, &blocks, &footer),
    }
}

pub struct TaxPaperMailService {
    papers: TaxPaperService,
    mailbox: Arc<dyn TaxPaperMailbox>,
    clock: Arc<dyn Clock>,
}

impl TaxPaperMailService {
    pub fn new(papers: TaxPaperService, mailbox: Arc<dyn TaxPaperMailbox>, clock: Arc<dyn Clock>) -> Self {
        TaxPaperMailService { papers, mailbox, clock }
    }

    /// The sends of `year`, newest first.
    ///
    /// # Errors
    /// `NotFound`.
    pub async fn mailings(
        &self,
        actor: &Actor,
        union: UnionId,
        year: i32,
    ) -> Result<Vec<TaxPaperMailing>, CommunicationError> {
        Ok(self.mailbox.mailings(actor, union, year).await?)
    }

    /// Queues each individual member's paper of `year` to them, with the estimate.
    ///
    /// # Errors
    /// `Union(NotFound | NoTaxPapers)`; `NoRecipients` when no member with a paper has an address.
    pub async fn send(&self, actor: &Actor, union: UnionId, year: i32) -> Result<TaxPaperMailing, CommunicationError> {
        let year_papers = self.papers.papers(actor, union, year, NumberPrint::Masked).await?;
        let mails: Vec<(ApplicantId, OutgoingMail)> = year_papers
            .papers
            .iter()
            .filter_map(|p| {
                let to = p.line.member.email.clone()?;
                let m = render_tax_paper_mail(&year_papers, p);
                Some((
                    p.line.member.applicant,
                    OutgoingMail {
                        to,
                        to_name: Some(p.line.member.name.clone()),
                        from_name: year_papers.firm_name.clone(),
                        reply_to: None,
                        subject: m.subject,
                        html: m.html,
                        text: m.text,
                        message_id: None,
                        attachments: vec![Attachment {
                            name: p.file_name.clone(),
                            content_type: "application/pdf".into(),
                            bytes: p.pdf.clone(),
                        }],
                    },
                ))
            })
            .collect();
        if mails.is_empty() {
            return Err(CommunicationError::NoRecipients);
        }
        let send = TaxPaperMailing {
            year,
            sent_at: self.clock.now(),
            mails: mails.len() as i64,
            without_email: (year_papers.papers.len() - mails.len()) as i64,
        };
        self.mailbox.queue(actor, union, &send, &mails).await?;
        Ok(send)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use capital::{TaxLine, TaxMember};
    use chrono::NaiveDate;
    use union::LpType;

    #[test]
    fn the_mail_states_the_deduction_and_the_saving_in_each_band() {
        let member = TaxMember {
            applicant: ApplicantId(7),
            name: "홍길동".into(),
            lp_type: LpType::Individual,
            lp_member: None,
            address: String::new(),
            masked_number: "800101-1******".into(),
            sealed_number: None,
            paid: Won(60_000_000),
            last_paid_on: NaiveDate::from_ymd_opt(2026, 3, 2),
            email: None,
        };
        // 4,000만 invested: 3,000만 at 100% + 1,000만 at 70% = 3,700만 deductible.
        let paper = MemberPaper {
            line: TaxLine {
                member,
                rule: DeductionRule::Bands,
                invested: Won(40_000_000),
                deductible: Won(37_000_000),
                late: Won::ZERO,
                combined: vec![],
            },
            file_name: "출자확인서_2026_홍길동_7.pdf".into(),
            pdf: vec![],
        };
        let year = YearPapers {
            union_name: "한빛 1호 개인투자조합".into(),
            firm_name: "한빛벤처스".into(),
            year: 2026,
            papers: vec![paper.clone()],
        };
        let m = render_tax_paper_mail(&year, &paper);
        assert_eq!(m.subject, "[한빛벤처스] 한빛 1호 개인투자조합 2026년 소득공제 출자확인서");
        for needle in [
            "홍길동님",
            "- 납입 출자금: 60,000,000원",
            "- 2026년 투자 반영액: 40,000,000원",
            "- 소득공제 대상 금액: 37,000,000원",
            "- 공제 연도: 2026년 귀속",
            // 37,000,000 × 49.5% and × 16.5%.
            "18,315,000원",
            "6,105,000원",
            // The law's conditions, as the paper states them.
            "3년이 지나기 전에",
            "2026년부터 2028년까지",
        ] {
            assert!(m.text.contains(needle), "{needle} missing in\n{}", m.text);
        }
        assert!(m.html.contains("18,315,000원"));
    }
}
