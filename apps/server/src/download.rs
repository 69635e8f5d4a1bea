//! File downloads: a `Content-Disposition` that keeps Korean names intact (RFC 6266 with the
//! RFC 5987 `filename*` form, plus an ASCII fallback for old clients).

/// `attachment; filename="<ascii>"; filename*=UTF-8''<percent-encoded>`.
pub fn attachment(name: &str, ascii_fallback: &str) -> String {
    let mut encoded = String::with_capacity(name.len() * 3);
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            encoded.push(b as char);
        } else {
            encoded.push_str(&format!("%{b:02X}"));
        }
    }
    let fallback: String = ascii_fallback.chars().filter(|c| c.is_ascii_graphic() && *c != '"' && *c != '\\').collect();
    format!("attachment; filename=\"{fallback}\"; filename*=UTF-8''{encoded}")
}

#[cfg(test)]
mod tests {
    #[test]
    fn korean_names_are_percent_encoded_with_an_ascii_fallback() {
        assert_eq!(
            super::attachment("조합 A.xlsx", "union.xlsx"),
            "attachment; filename=\"union.xlsx\"; filename*=UTF-8''%EC%A1%B0%ED%95%A9%20A.xlsx"
        );
    }
}
