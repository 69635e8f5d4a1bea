//! Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP, HMAC-SHA1, 30-second steps,
//! six digits): the codes authenticator apps show. Pure arithmetic, no clock and no storage.

use hmac::{Hmac, KeyInit, Mac};
use sha1::Sha1;

/// Seconds per time step.
pub const STEP_SECONDS: i64 = 30;
/// Digits of a code.
pub const DIGITS: u32 = 6;
/// Bytes of a secret (160 bits, RFC 4226's recommendation).
pub const SECRET_BYTES: usize = 20;

/// RFC 4226's HOTP value for `counter`, reduced to `digits` digits.
pub fn hotp(secret: &[u8], counter: u64, digits: u32) -> u32 {
    // HMAC takes keys of any length, so this cannot fail; if it did, no code would match (the
    // value is out of range for every digit count).
    let Ok(mut mac) = <Hmac<Sha1> as KeyInit>::new_from_slice(secret) else { return u32::MAX };
    mac.update(&counter.to_be_bytes());
    let hash = mac.finalize().into_bytes();
    let offset = usize::from(hash[hash.len() - 1] & 0x0f);
    let binary = u32::from_be_bytes([hash[offset] & 0x7f, hash[offset + 1], hash[offset + 2], hash[offset + 3]]);
    binary % 10u32.pow(digits)
}

/// The time step of a Unix time.
pub fn step_at(unix_seconds: i64) -> i64 {
    unix_seconds.div_euclid(STEP_SECONDS)
}

/// The code of one step, zero-padded.
pub fn code_at_step(secret: &[u8], step: i64, digits: u32) -> String {
    let value = hotp(secret, u64::try_from(step).unwrap_or(0), digits);
    format!("{value:0width$}", width = digits as usize)
}

/// The step a six-digit code belongs to, if it matches the current step or one step either
/// side (clocks of phones drift) and is later than `after` (a code is good once: RFC 6238 §5.2).
pub fn matching_step(secret: &[u8], code: &str, unix_seconds: i64, after: Option<i64>) -> Option<i64> {
    let code = code.trim();
    if code.len() != DIGITS as usize || !code.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let now = step_at(unix_seconds);
    (now - 1..=now + 1)
        .filter(|s| after.is_none_or(|last| *s > last))
        .find(|s| constant_time_eq(code_at_step(secret, *s, DIGITS).as_bytes(), code.as_bytes()))
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The secret as authenticator apps take it typed in (RFC 4648 base32, no padding).
pub fn secret_base32(secret: &[u8]) -> String {
    data_encoding::BASE32_NOPAD.encode(secret)
}

/// A typed-in secret back to bytes (spaces and case ignored); `None` when it is not base32.
pub fn secret_from_base32(text: &str) -> Option<Vec<u8>> {
    let cleaned: String = text.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_uppercase();
    data_encoding::BASE32_NOPAD.decode(cleaned.as_bytes()).ok()
}

/// The `otpauth://` address a QR code carries (Google Authenticator's key URI format).
pub fn otpauth_uri(secret: &[u8], issuer: &str, account: &str) -> String {
    let (issuer, account) = (percent_encode(issuer), percent_encode(account));
    format!(
        "otpauth://totp/{issuer}:{account}?secret={}&issuer={issuer}&algorithm=SHA1&digits={DIGITS}&period={STEP_SECONDS}",
        secret_base32(secret)
    )
}

fn percent_encode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'@' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    // RFC 6238 appendix B, SHA-1 rows: the ASCII secret "12345678901234567890", eight digits.
    const RFC_SECRET: &[u8] = b"12345678901234567890";
    const RFC_VECTORS: [(i64, &str); 6] = [
        (59, "94287082"),
        (1_111_111_109, "07081804"),
        (1_111_111_111, "14050471"),
        (1_234_567_890, "89005924"),
        (2_000_000_000, "69279037"),
        (20_000_000_000, "65353130"),
    ];

    #[test]
    fn matches_rfc_6238_test_vectors() {
        for (time, expected) in RFC_VECTORS {
            assert_eq!(code_at_step(RFC_SECRET, step_at(time), 8), expected, "at {time}");
        }
    }

    #[test]
    fn matches_rfc_4226_hotp_vectors() {
        // RFC 4226 appendix D, counters 0 to 4.
        let expected = [755_224, 287_082, 359_152, 969_429, 338_314];
        for (counter, value) in expected.iter().enumerate() {
            assert_eq!(hotp(RFC_SECRET, counter as u64, 6), *value);
        }
    }

    #[test]
    fn accepts_one_step_of_drift_and_never_the_same_step_twice() {
        let now = 1_234_567_890;
        let step = step_at(now);
        let current = code_at_step(RFC_SECRET, step, 6);
        let previous = code_at_step(RFC_SECRET, step - 1, 6);
        let too_old = code_at_step(RFC_SECRET, step - 2, 6);
        assert_eq!(matching_step(RFC_SECRET, &current, now, None), Some(step));
        assert_eq!(matching_step(RFC_SECRET, &previous, now, None), Some(step - 1));
        assert_eq!(matching_step(RFC_SECRET, &too_old, now, None), None);
        assert_eq!(matching_step(RFC_SECRET, &current, now, Some(step)), None, "replayed");
        assert_eq!(matching_step(RFC_SECRET, &previous, now, Some(step - 1)), None);
        assert_eq!(matching_step(RFC_SECRET, " 12345a", now, None), None);
    }

    #[test]
    fn the_key_uri_names_the_account_and_carries_the_base32_secret() {
        assert_eq!(secret_base32(RFC_SECRET), "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
        assert_eq!(secret_from_base32("gezd gnbv gy3t qojq gezd gnbv gy3t qojq").as_deref(), Some(RFC_SECRET));
        assert_eq!(secret_from_base32("not base32!"), None);
        let uri = otpauth_uri(RFC_SECRET, "조합 Johap", "demo@johap.kr");
        assert!(uri.starts_with("otpauth://totp/%EC%A1%B0%ED%95%A9%20Johap:demo@johap.kr?secret=GEZDGNBVGY3TQOJQ"));
        assert!(uri.ends_with("&algorithm=SHA1&digits=6&period=30"));
    }
}
