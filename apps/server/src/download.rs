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

/// `file-12.pdf`: the fallback name for clients that cannot read `filename*`.
pub fn ascii_fallback(file_name: &str, id: i64) -> String {
    let ext = file_name
        .rsplit_once('.')
        .map(|(_, e)| e)
        .filter(|e| e.len() <= 8 && e.chars().all(|c| c.is_ascii_alphanumeric()));
    match ext {
        Some(e) => format!("file-{id}.{e}"),
        None => format!("file-{id}"),
    }
}

/// A stored file as a download: its detected type, its name, no sniffing, no shared caching.
pub fn file_response(content_type: &str, name: &str, ascii_fallback: &str, bytes: Vec<u8>) -> actix_web::HttpResponse {
    use actix_web::http::header;
    actix_web::HttpResponse::Ok()
        .content_type(content_type)
        .insert_header((header::CONTENT_DISPOSITION, attachment(name, ascii_fallback)))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .body(bytes)
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
