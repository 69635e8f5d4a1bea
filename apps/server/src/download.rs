//! File downloads: a `Content-Disposition` that keeps Korean names intact (RFC 6266 with the
//! RFC 5987 `filename*` form, plus an ASCII fallback for old clients), and the writer that
//! streams a generated file into a response body.

use std::io::Write;

use actix_web::web::Bytes;
use tokio::sync::mpsc;

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

/// A stored file as a download: its detected type, its name (cleaned again, for names stored
/// before the rule, and ending in the type's extension, the fallback too), no sniffing, no shared
/// caching.
pub fn file_response(content_type: &str, name: &str, ascii_fallback: &str, bytes: Vec<u8>) -> actix_web::HttpResponse {
    use actix_web::http::header;
    use kernel::upload::{clean_file_name, name_for_type};
    let name = name_for_type(&clean_file_name(name), content_type);
    let fallback = name_for_type(ascii_fallback, content_type);
    actix_web::HttpResponse::Ok()
        .content_type(content_type)
        .insert_header((header::CONTENT_DISPOSITION, attachment(&name, &fallback)))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .body(bytes)
}

/// The xlsx media type.
pub const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// Forwards what the xlsx writer produces to the HTTP body in 64 KiB chunks.
pub struct ChunkWriter {
    tx: mpsc::Sender<Result<Bytes, std::io::Error>>,
    buf: Vec<u8>,
}

impl ChunkWriter {
    pub fn new(tx: mpsc::Sender<Result<Bytes, std::io::Error>>) -> Self {
        ChunkWriter { tx, buf: Vec::with_capacity(64 * 1024) }
    }
}

impl Write for ChunkWriter {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        self.buf.extend_from_slice(data);
        if self.buf.len() >= 64 * 1024 {
            self.flush()?;
        }
        Ok(data.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if !self.buf.is_empty() {
            let chunk = Bytes::from(std::mem::take(&mut self.buf));
            self.tx.blocking_send(Ok(chunk)).map_err(|_| std::io::Error::other("client went away"))?;
        }
        Ok(())
    }
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
