//! The demo's communication tab: payment accounts, and a send history in which most mail was
//! delivered and a few addresses bounced.

use kernel::Actor;
use mail::{MailKind, RecipientSelection, SendRequest};
use union::{ApplicantStatus, BankAccountDraft};

use super::seeded::SeededUnion;
use crate::state::AppState;

/// What a bounced address's last answer says, as a receiving server would.
const BOUNCE: &str = "550 5.1.1 <수신자> 존재하지 않는 메일 주소입니다 (User unknown)";

pub async fn seed(state: &AppState, actor: &Actor, unions: &[SeededUnion]) -> anyhow::Result<()> {
    for (i, u) in unions.iter().enumerate() {
        let account = BankAccountDraft {
            bank_code: ["004", "088", "020", "011"][i % 4].into(),
            account_number: format!("{:03}-{:06}-{:02}-{:03}", 100 + i, 204_000 + i * 37, 11 + i, 300 + i),
            depositor: u.spec.name.into(),
        };
        state.communication.save_bank_account(actor, u.id, &account).await?;
        // Each union that recruited got its notices in the order of its life so far.
        let kinds: &[MailKind] = match u.spec.moves {
            [] | ["S"] => &[MailKind::Recruitment],
            ["C"] => &[MailKind::Recruitment, MailKind::Closing],
            ["C", "A"] => &[MailKind::Recruitment, MailKind::Closing, MailKind::AdditionalRecruitment],
            _ => &[MailKind::Recruitment, MailKind::Closing, MailKind::PaymentRequest],
        };
        for (k, kind) in kinds.iter().enumerate() {
            let picked: Vec<_> = u
                .applicants
                .iter()
                .filter(|a| {
                    *kind != MailKind::PaymentRequest
                        || matches!(
                            a.status,
                            ApplicantStatus::DocumentsSubmitted | ApplicantStatus::Paid | ApplicantStatus::Closed
                        )
                })
                .collect();
            let request = SendRequest {
                kind: *kind,
                selection: RecipientSelection { applicants: picked.iter().map(|a| a.id).collect(), groups: vec![] },
                reply_to: Some("ir@demo-invest.kr".into()),
                idempotency_key: None,
            };
            let created = state.communication.send(actor, u.id, request).await?;
            // Every seventh address of the first send bounced; later sends went through.
            let failed: Vec<String> = if k == 0 {
                picked.iter().filter(|a| !a.email.is_empty()).step_by(7).map(|a| a.email.clone()).collect()
            } else {
                Vec::new()
            };
            db::demo::settle_mailing(&state.pool, created.mailing.id.get(), &failed, BOUNCE, 3)
                .await
                .map_err(anyhow::Error::msg)?;
        }
    }
    Ok(())
}
