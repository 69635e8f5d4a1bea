//! The four mails. [`render`] is the only place their words live: the preview modal and the
//! outbox worker both call it, so what the GP previews is what members receive.

use chrono::NaiveDate;
use kernel::format;
use serde::{Deserialize, Serialize};

use crate::kind::MailKind;
use crate::render::{self, Block};
use crate::tax::{FULL_DEDUCTION_LIMIT, TAX_BANDS};

/// The union's facts a mail is written from. A sent mailing keeps its own copy, so a retry
/// days later says what the GP previewed, even if the union was edited since.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MailContext {
    /// The firm that sends, by its verified company name (the one its business number was
    /// registered with): the subject's prefix, the sender's name, the greeting. Never the
    /// union's free-text GP name, which anyone could set to another firm's.
    pub firm_name: String,
    /// The operating member (업무집행조합원) as the union names it: its GP name, or the firm's.
    /// Empty in contexts kept before it was told apart (the firm's name is shown then).
    #[serde(default)]
    pub gp_name: String,
    pub union_name: String,
    /// 벤처투자조합 or 개인투자조합.
    pub fund_type: String,
    pub unit_price: i64,
    /// Unit price × unit count.
    pub target_amount: i64,
    pub recruitment_start: NaiveDate,
    pub recruitment_end: NaiveDate,
    /// The union's due date: when contributions must be paid.
    pub payment_due: Option<NaiveDate>,
    pub lead_fund_manager: Option<String>,
    /// The payment account (needed by P).
    pub bank: Option<BankLine>,
    /// The union's latest capital call (수시납, 분할납): what P asks for. Mailings stored before
    /// calls existed read as none.
    #[serde(default)]
    pub call: Option<CallLine>,
}

impl MailContext {
    /// The 업무집행조합원 line: the union's GP name, or the firm's.
    pub fn operating_member(&self) -> &str {
        if self.gp_name.trim().is_empty() {
            &self.firm_name
        } else {
            &self.gp_name
        }
    }
}

/// A capital call as the P mail asks for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CallLine {
    pub number: i32,
    pub percent: i32,
    /// What the earlier calls asked together, in percent.
    pub before_percent: i32,
    pub due_on: NaiveDate,
}

/// The payment account as the P mail prints it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BankLine {
    pub bank_name: String,
    pub account_number: String,
    pub depositor: String,
}

/// Who a mail is for: the applicant's name and application.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recipient {
    pub name: String,
    pub units: i64,
    pub amount: i64,
}

impl Recipient {
    /// The stand-in of a preview with no member chosen: one unit at the union's price.
    pub fn sample(ctx: &MailContext) -> Self {
        Recipient { name: "○○○".into(), units: 1, amount: ctx.unit_price }
    }
}

/// A mail ready for the transport.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RenderedMail {
    pub subject: String,
    pub html: String,
    pub text: String,
}

/// The submission documents the closing notice asks for (spec section 9).
pub const CLOSING_DOCUMENTS: [&str; 6] =
    ["신분증 사본", "주민등록등본", "통장 사본", "개인정보 수집·이용 동의서", "서면결의서", "조합원 동의서"];

fn won(n: i64) -> String {
    format!("{}원", format::number(n))
}

fn period(ctx: &MailContext) -> String {
    format!("{} ~ {}", format::date(ctx.recruitment_start), format::date(ctx.recruitment_end))
}

/// The subject line of `kind` for the union in `ctx`.
pub fn subject(kind: MailKind, ctx: &MailContext) -> String {
    let what = match kind {
        MailKind::Recruitment => "조합원 모집 안내",
        MailKind::Closing => "모집 마감 안내 및 서류 제출 요청",
        MailKind::PaymentRequest => "결성계획 승인 및 출자금 납입 요청",
        MailKind::AdditionalRecruitment => "조합원 추가 모집 안내",
    };
    format!("[{}] {} {what}", ctx.firm_name, ctx.union_name)
}

fn summary(ctx: &MailContext) -> Block {
    let mut rows = vec![
        ("조합명".to_string(), ctx.union_name.clone()),
        ("조합 유형".to_string(), ctx.fund_type.clone()),
        ("업무집행조합원".to_string(), ctx.operating_member().to_string()),
    ];
    if let Some(m) = ctx.lead_fund_manager.as_ref().filter(|m| !m.trim().is_empty()) {
        rows.push(("대표 펀드매니저".into(), m.clone()));
    }
    rows.extend([
        ("결성 목표액".to_string(), format!("{} ({})", won(ctx.target_amount), format::won_unit(ctx.target_amount))),
        ("1좌 금액".to_string(), won(ctx.unit_price)),
        ("모집 기간".to_string(), period(ctx)),
    ]);
    Block::Facts(rows)
}

fn tax_section() -> Vec<Block> {
    vec![
        Block::Heading("개인투자조합 출자 소득공제 안내".into()),
        Block::Paragraph(
            "개인투자조합을 통해 벤처기업 등에 투자한 금액은 종합소득금액에서 공제받을 수 있습니다(조세특례제한법 제16조). \
             출자액 3,000만 원까지는 100%, 3,000만 원 초과 5,000만 원 이하 부분은 70%, 5,000만 원 초과 부분은 30%를 공제합니다."
                .into(),
        ),
        Block::Table {
            head: vec![
                "과세표준".into(),
                "세율(지방소득세 포함)".into(),
                format!("{} 출자 시 절세액", format::won_report(FULL_DEDUCTION_LIMIT.get(), 0)),
            ],
            rows: TAX_BANDS
                .iter()
                .map(|b| vec![b.bracket.to_string(), b.rate_text(), format::won_report(b.saving().get(), 0)])
                .collect(),
        },
        Block::Note(
            "공제 한도는 해당 과세연도 종합소득금액의 50%이며, 출자한 해부터 2년 뒤까지 중 공제받을 해를 고를 수 있습니다. \
             출자 후 3년 안에 출자지분을 양도하거나 회수하면 공제받은 세액이 추징될 수 있습니다. \
             자세한 요건은 세무 전문가와 확인하시기 바랍니다."
                .into(),
        ),
    ]
}

fn blocks(kind: MailKind, ctx: &MailContext, r: &Recipient) -> Vec<Block> {
    let greeting = Block::Paragraph(format!("{}님, 안녕하세요. {}입니다.", r.name, ctx.firm_name));
    let union = &ctx.union_name;
    match kind {
        MailKind::Recruitment => {
            let mut b = vec![
                greeting,
                Block::Paragraph(format!(
                    "{}에서 업무집행조합원으로 운용하는 「{union}」의 조합원을 모집합니다. \
                     아래 내용을 확인하시고 모집 기간 안에 출자를 신청해 주시기 바랍니다.",
                    ctx.operating_member()
                )),
                summary(ctx),
            ];
            b.extend(tax_section());
            b.push(Block::Paragraph("궁금한 점은 이 메일에 회신해 주시면 담당자가 안내해 드립니다.".into()));
            b
        }
        MailKind::Closing => vec![
            greeting,
            Block::Paragraph(format!("「{union}」의 조합원 모집이 마감되었습니다. 출자를 신청해 주셔서 감사합니다.")),
            Block::Facts(vec![
                ("조합명".into(), union.clone()),
                ("신청 좌수".into(), format!("{}좌", format::number(r.units))),
                ("출자 신청 금액".into(), won(r.amount)),
            ]),
            Block::Heading("제출 서류".into()),
            Block::List(CLOSING_DOCUMENTS.iter().map(ToString::to_string).collect()),
            Block::Paragraph("위 서류를 준비하여 이 메일에 회신(답장)으로 보내 주시기 바랍니다.".into()),
            Block::Note("서류가 모두 확인되면 결성계획 승인과 출자금 납입 안내를 보내 드립니다.".into()),
        ],
        MailKind::PaymentRequest => {
            let due = ctx.call.as_ref().map(|c| c.due_on).or(ctx.payment_due).map(format::date);
            let what = ctx.call.as_ref().map_or("출자금".to_string(), |c| format!("{}차 출자금", c.number));
            let ask = match &due {
                Some(d) => format!("아래 {what}을 {d}까지 납입 계좌로 보내 주시기 바랍니다."),
                None => format!("아래 {what}을 납입 계좌로 보내 주시기 바랍니다."),
            };
            let opening = match &ctx.call {
                Some(c) if c.number > 1 => format!("「{union}」의 {}차 출자 요청을 드립니다. {ask}", c.number),
                _ => format!("「{union}」의 결성계획이 승인되었습니다. {ask}"),
            };
            let mut facts = vec![
                ("출자 좌수".to_string(), format!("{}좌", format::number(r.units))),
                ("1좌 금액".to_string(), won(ctx.unit_price)),
            ];
            match &ctx.call {
                Some(c) => {
                    let share = capital::book::call_share(kernel::Won(r.amount), c.before_percent, c.percent);
                    facts.push(("출자 약정액".into(), won(r.amount)));
                    facts.push((format!("{}차 요청 비율", c.number), format!("약정액의 {}%", c.percent)));
                    facts.push((format!("{}차 납입 금액", c.number), won(share.get())));
                }
                None => facts.push(("출자금".into(), won(r.amount))),
            }
            match &ctx.bank {
                Some(bank) => {
                    facts.push(("납입 계좌".into(), format!("{} {}", bank.bank_name, bank.account_number)));
                    facts.push(("예금주".into(), bank.depositor.clone()));
                }
                // Only a preview gets here: sending P without an account is refused.
                None => facts.push(("납입 계좌".into(), "(계좌 정보를 입력해주세요)".into())),
            }
            if let Some(d) = due {
                facts.push(("납입 기한".into(), d));
            }
            vec![
                greeting,
                Block::Paragraph(opening),
                Block::Facts(facts),
                Block::Note(format!("입금하실 때 입금자명은 조합원 성명({})으로 해 주시기 바랍니다.", r.name)),
            ]
        }
        MailKind::AdditionalRecruitment => vec![
            greeting,
            Block::Paragraph(format!(
                "「{union}」의 조합원을 추가로 모집합니다. 출자를 원하시면 모집 기간 안에 신청해 주시기 바랍니다."
            )),
            summary(ctx),
            Block::Paragraph("출자 소득공제 등 궁금한 점은 이 메일에 회신해 주시면 담당자가 안내해 드립니다.".into()),
        ],
    }
}

/// The mail of `kind` about the union in `ctx`, written for `recipient`.
pub fn render(kind: MailKind, ctx: &MailContext, recipient: &Recipient) -> RenderedMail {
    let subject = subject(kind, ctx);
    let title = format!("{} {}", ctx.union_name, kind.label());
    let b = blocks(kind, ctx, recipient);
    let footer = format!(
        "이 메일은 {}에서 조합 서비스를 통해 {}님께 보낸 메일입니다. 회신하시면 담당자에게 전달됩니다.",
        ctx.firm_name, recipient.name
    );
    RenderedMail {
        html: render::html(&ctx.firm_name, &title, &b, &footer),
        text: render::text(&ctx.firm_name, &title, &b, &footer),
        subject,
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn ctx() -> MailContext {
        MailContext {
            firm_name: "한빛벤처스".into(),
            gp_name: "한빛벤처스".into(),
            union_name: "한빛 1호 개인투자조합".into(),
            fund_type: "개인투자조합".into(),
            unit_price: 1_000_000,
            target_amount: 300_000_000,
            recruitment_start: NaiveDate::from_ymd_opt(2026, 11, 1).unwrap(),
            recruitment_end: NaiveDate::from_ymd_opt(2026, 12, 31).unwrap(),
            payment_due: NaiveDate::from_ymd_opt(2027, 1, 15),
            lead_fund_manager: Some("김대표".into()),
            bank: Some(BankLine {
                bank_name: "신한은행".into(),
                account_number: "110-123-456789".into(),
                depositor: "한빛 1호 개인투자조합".into(),
            }),
            call: None,
        }
    }

    fn lp() -> Recipient {
        Recipient { name: "홍길동".into(), units: 30, amount: 30_000_000 }
    }

    #[test]
    fn recruitment_carries_the_summary_and_the_tax_table() {
        let m = render(MailKind::Recruitment, &ctx(), &lp());
        assert_eq!(m.subject, "[한빛벤처스] 한빛 1호 개인투자조합 조합원 모집 안내");
        for needle in ["홍길동님", "300,000,000원 (3억원)", "1,000,000원", "2026.11.01 ~ 2026.12.31", "김대표"]
        {
            assert!(m.text.contains(needle), "{needle} missing in\n{}", m.text);
        }
        for band in ["10억 원 초과 | 49.5% | 1,485만원", "1,400만 원 초과 ~ 5,000만 원 이하 | 16.5% | 495만원"]
        {
            assert!(m.text.contains(band), "{band} missing in\n{}", m.text);
        }
        assert!(m.html.contains(
            "<td style=\"padding:8px 12px;border:1px solid #dee2e6;font-size:14px;text-align:right\">1,386만원</td>"
        ));
    }

    #[test]
    fn closing_lists_the_six_documents_and_asks_for_a_reply() {
        let m = render(MailKind::Closing, &ctx(), &lp());
        assert_eq!(m.subject, "[한빛벤처스] 한빛 1호 개인투자조합 모집 마감 안내 및 서류 제출 요청");
        for (i, d) in CLOSING_DOCUMENTS.iter().enumerate() {
            assert!(m.text.contains(&format!("{}. {d}\n", i + 1)), "{d}");
        }
        assert!(m.text.contains("회신(답장)"));
        assert!(m.text.contains("- 신청 좌수: 30좌"));
    }

    #[test]
    fn the_subject_names_the_sending_firm_whatever_the_union_calls_its_gp() {
        let posing = MailContext { gp_name: "데모투자파트너스".into(), ..ctx() };
        let m = render(MailKind::Recruitment, &posing, &lp());
        assert!(m.subject.starts_with("[한빛벤처스] "), "{}", m.subject);
        assert!(m.text.contains("업무집행조합원: 데모투자파트너스"), "{}", m.text);
        // A context kept before the two were told apart shows the firm.
        let old = MailContext { gp_name: String::new(), ..ctx() };
        assert_eq!(old.operating_member(), "한빛벤처스");
    }

    #[test]
    fn payment_request_is_per_recipient_with_the_account() {
        let m = render(MailKind::PaymentRequest, &ctx(), &lp());
        assert_eq!(m.subject, "[한빛벤처스] 한빛 1호 개인투자조합 결성계획 승인 및 출자금 납입 요청");
        for needle in [
            "- 출자 좌수: 30좌",
            "- 1좌 금액: 1,000,000원",
            "- 출자금: 30,000,000원",
            "- 납입 계좌: 신한은행 110-123-456789",
            "- 예금주: 한빛 1호 개인투자조합",
            "- 납입 기한: 2027.01.15",
            "입금자명은 조합원 성명(홍길동)",
        ] {
            assert!(m.text.contains(needle), "{needle} missing in\n{}", m.text);
        }
        let other =
            render(MailKind::PaymentRequest, &ctx(), &Recipient { name: "이몽룡".into(), units: 5, amount: 5_000_000 });
        assert!(other.text.contains("- 출자금: 5,000,000원") && !other.text.contains("홍길동"));
    }

    #[test]
    fn payment_request_of_a_capital_call_asks_the_members_share_by_the_calls_due_date() {
        let c = MailContext {
            call: Some(CallLine {
                number: 2,
                percent: 30,
                before_percent: 30,
                due_on: NaiveDate::from_ymd_opt(2027, 3, 31).unwrap(),
            }),
            ..ctx()
        };
        let m = render(MailKind::PaymentRequest, &c, &Recipient { name: "홍길동".into(), units: 3, amount: 3_333_333 });
        for needle in [
            "2차 출자 요청을 드립니다",
            "아래 2차 출자금을 2027.03.31까지",
            "- 출자 약정액: 3,333,333원",
            "- 2차 요청 비율: 약정액의 30%",
            "- 2차 납입 금액: 1,000,000원",
            "- 납입 기한: 2027.03.31",
        ] {
            assert!(m.text.contains(needle), "{needle} missing in\n{}", m.text);
        }
        assert!(!m.text.contains("결성계획이 승인되었습니다"));
        let first =
            MailContext { call: Some(CallLine { number: 1, before_percent: 0, ..c.call.clone().unwrap() }), ..c };
        let m = render(MailKind::PaymentRequest, &first, &lp());
        assert!(m.text.contains("결성계획이 승인되었습니다. 아래 1차 출자금을"), "{}", m.text);
        assert!(m.text.contains("- 1차 납입 금액: 9,000,000원"), "{}", m.text);
    }

    #[test]
    fn additional_recruitment_and_the_sample_recipient() {
        let c = ctx();
        let m = render(MailKind::AdditionalRecruitment, &c, &Recipient::sample(&c));
        assert_eq!(m.subject, "[한빛벤처스] 한빛 1호 개인투자조합 조합원 추가 모집 안내");
        assert!(m.text.contains("○○○님") && m.text.contains("추가로 모집"));
        assert!(!m.text.contains("절세액"));
    }

    #[test]
    fn the_context_survives_json() {
        let c = ctx();
        let back: MailContext = serde_json::from_str(&serde_json::to_string(&c).unwrap()).unwrap();
        assert_eq!(back, c);
    }
}
