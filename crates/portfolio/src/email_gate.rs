//! The e-mail gate (beyond the spec, as Papermark and DocSend do): a link may ask who reads it.
//! The reader gives an address, receives a six-digit one-time code there, and opens a visit
//! with both; the visit then carries the address, the GP's view log shows it and every PDF the
//! visit reads is stamped with it. Codes live ten minutes, allow five tries, and are sent at
//! most five times per address and thirty times per link in fifteen minutes, so a link holder
//! cannot mail-bomb anyone through us.

use chrono::Duration;
use kernel::mail::{escape_html, OutgoingMail};
use kernel::{Email, FieldError, PortError};

use crate::error::PortfolioError;
use crate::model::ShareLinkId;
use crate::readers::{CODE_TTL_MINUTES, CODE_WINDOW_MINUTES};
use crate::sharing::ShareService;

/// The address a reader typed, lower-cased so one mailbox is one reader.
///
/// # Errors
/// A field error on `email`.
pub fn checked_address(raw: Option<&str>) -> Result<Email, PortfolioError> {
    let raw = raw.map(str::trim).filter(|e| !e.is_empty()).ok_or(PortfolioError::ShareEmailRequired)?;
    Email::parse(&raw.to_lowercase())
        .map_err(|_| PortfolioError::Validation(vec![FieldError::new("email", "이메일 주소를 확인해 주세요.")]))
}

/// Six digits from a random token's digest (32 bits mod a million: the bias is negligible).
pub fn code_from(random: &[u8]) -> String {
    let mut four = [0u8; 4];
    for (slot, b) in four.iter_mut().zip(random) {
        *slot = *b;
    }
    format!("{:06}", u32::from_be_bytes(four) % 1_000_000)
}

/// What a code's digest covers: the link and the address too, so a code opens nothing else.
fn code_subject(link: ShareLinkId, email: &Email, code: &str) -> String {
    format!("share-code:{}:{}:{}", link.get(), email.as_str(), code.trim())
}

impl ShareService {
    /// Mails a one-time code to `email` for opening the link.
    ///
    /// # Errors
    /// As opening the link; `Validation` when the link does not ask for an e-mail or the
    /// address is malformed; `TooManyCodes` past the sending limits; mail transport failures.
    pub async fn send_code(&self, token: &str, email: Option<&str>) -> Result<(), PortfolioError> {
        let share = self.live(token).await?;
        if !share.require_email {
            return Err(PortfolioError::Validation(vec![FieldError::new(
                "email",
                "이메일 인증을 쓰지 않는 링크입니다.",
            )]));
        }
        let email = checked_address(email)?;
        let now = self.now();
        let since = now - Duration::minutes(CODE_WINDOW_MINUTES);
        if !self.repo.codes_sent(share.link, email.as_str(), since).await?.allows_another() {
            return Err(PortfolioError::TooManyCodes { retry_after_minutes: CODE_WINDOW_MINUTES });
        }
        let code = code_from(&self.tokens.digest(&self.tokens.mint()));
        let digest = self.tokens.digest(&code_subject(share.link, &email, &code));
        let expires_at = now + Duration::minutes(CODE_TTL_MINUTES);
        self.repo.store_code(share.link, email.as_str(), &digest, now, expires_at).await?;
        let mail = &self.code_mail;
        mail.transport.send(&code_message(&email, &code, &mail.from_name)).await.map_err(PortError::from)?;
        Ok(())
    }

    /// The checked address of a reader of an e-mail-gated link, the code now spent.
    ///
    /// # Errors
    /// `ShareEmailRequired` without an address or code; `ShareCodeExpired` when no code for
    /// the address is open; `ShareCodeWrong` (counted).
    pub(crate) async fn spend_code(
        &self,
        link: ShareLinkId,
        email: Option<&str>,
        code: Option<&str>,
    ) -> Result<Email, PortfolioError> {
        let email = checked_address(email)?;
        let code = code.map(str::trim).filter(|c| !c.is_empty()).ok_or(PortfolioError::ShareEmailRequired)?;
        let now = self.now();
        let stored = self.repo.latest_code(link, email.as_str()).await?;
        let stored = stored.filter(|c| c.open(now)).ok_or(PortfolioError::ShareCodeExpired)?;
        if self.tokens.digest(&code_subject(link, &email, code)) != stored.digest {
            self.repo.note_code_try(stored.id).await?;
            return Err(PortfolioError::ShareCodeWrong);
        }
        // Spent once: a second click with the same code finds it used.
        if !self.repo.spend_code(stored.id, now).await? {
            return Err(PortfolioError::ShareCodeExpired);
        }
        Ok(email)
    }
}

fn code_message(to: &Email, code: &str, from_name: &str) -> OutgoingMail {
    let product = escape_html(from_name);
    let html = format!(
        "<p>공유받은 포트폴리오를 열람하려면 아래 인증번호를 입력해 주세요.</p>\
         <p style=\"font-size:28px;font-weight:700;letter-spacing:6px\">{code}</p>\
         <p>인증번호는 {CODE_TTL_MINUTES}분 동안 한 번만 사용할 수 있습니다. \
         요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.</p><p>{product} 드림</p>"
    );
    let text = format!(
        "공유받은 포트폴리오를 열람하려면 아래 인증번호를 입력해 주세요.\n\n{code}\n\n\
         인증번호는 {CODE_TTL_MINUTES}분 동안 한 번만 사용할 수 있습니다. 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.\n{from_name} 드림\n"
    );
    OutgoingMail {
        to: to.clone(),
        to_name: None,
        from_name: from_name.to_owned(),
        reply_to: None,
        subject: format!("[{from_name}] 포트폴리오 열람 인증번호 {code}"),
        html,
        text,
        message_id: None,
        attachments: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_six_digits_from_the_random_bytes() {
        assert_eq!(code_from(&[0, 0, 0, 7, 99]), "000007");
        assert_eq!(code_from(&[0xff, 0xff, 0xff, 0xff]), format!("{:06}", u32::MAX % 1_000_000));
        assert_ne!(code_from(&[1, 2, 3, 4]), code_from(&[4, 3, 2, 1]));
    }

    #[test]
    fn addresses_are_lower_cased_and_checked() {
        assert_eq!(checked_address(Some(" Kim@Example.COM ")).unwrap().as_str(), "kim@example.com");
        assert!(matches!(checked_address(Some("not-an-address")), Err(PortfolioError::Validation(_))));
        assert!(matches!(checked_address(Some("  ")), Err(PortfolioError::ShareEmailRequired)));
    }

    #[test]
    fn the_code_mail_carries_the_code_and_escapes_the_sender() {
        let mail = code_message(&Email::parse("kim@example.com").unwrap(), "012345", "<조합>");
        assert!(mail.subject.contains("012345"));
        assert!(mail.html.contains("012345") && mail.html.contains("&lt;조합&gt;"));
        assert!(mail.text.contains("10분"));
    }
}
