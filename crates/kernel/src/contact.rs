//! How people and companies are identified and reached: the one rule for a Korean phone number
//! (sign-up, the startup profile) and for a business registration number (sign-up, the legacy
//! report import).

/// Digits of a Korean phone number (9–11 digits starting with 0; hyphens and spaces allowed),
/// or `None`.
pub fn phone_digits(raw: &str) -> Option<String> {
    if raw.chars().any(|c| !(c.is_ascii_digit() || c == '-' || c == ' ')) {
        return None;
    }
    let d: String = raw.chars().filter(char::is_ascii_digit).collect();
    ((9..=11).contains(&d.len()) && d.starts_with('0')).then_some(d)
}

/// Digits of a business registration number (exactly 10; hyphens and spaces allowed), or `None`.
pub fn business_number_digits(raw: &str) -> Option<String> {
    if raw.chars().any(|c| !(c.is_ascii_digit() || c == '-' || c == ' ')) {
        return None;
    }
    let d: String = raw.chars().filter(char::is_ascii_digit).collect();
    (d.len() == 10).then_some(d)
}

#[cfg(test)]
mod tests {
    use super::phone_digits;

    #[test]
    fn korean_numbers_keep_their_digits() {
        assert_eq!(phone_digits("02-555-1234").as_deref(), Some("025551234"));
        assert_eq!(phone_digits("010 1234 5678").as_deref(), Some("01012345678"));
        assert_eq!(phone_digits("1588-1234"), None);
        assert_eq!(phone_digits("010-1234-567a"), None);
    }
}
