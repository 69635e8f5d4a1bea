//! What every upload goes through, whoever keeps the file: the name kept (NFC, no path, no
//! control, bidi or invisible characters) and the type read from the bytes, never from the
//! browser; a download's name ends in its type's extension.

use unicode_normalization::UnicodeNormalization;

/// Largest file accepted: 50 MB.
pub const MAX_FILE_BYTES: usize = 50 * 1024 * 1024;
/// Longest kept file name, in characters.
const MAX_NAME_CHARS: usize = 200;

const CFB_MAGIC: [u8; 8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];

/// The content type of `bytes` when it is a kind of document a union or a startup keeps: PDF, images,
/// Office and 한글 documents (OOXML, HWPX and other zips, and the older compound files).
pub fn detect_document_type(bytes: &[u8], file_name: &str) -> Option<&'static str> {
    const ALLOWED: &[&str] = &[
        "application/pdf",
        "image/png",
        "image/jpeg",
        "image/gif",
        "image/webp",
        "image/tiff",
        "image/bmp",
        "application/zip",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        "application/msword",
        "application/vnd.ms-excel",
        "application/vnd.ms-powerpoint",
        "application/vnd.oasis.opendocument.text",
        "application/vnd.oasis.opendocument.spreadsheet",
        "application/vnd.oasis.opendocument.presentation",
    ];
    if let Some(t) = infer::get(bytes) {
        let mime = t.mime_type();
        if let Some(ok) = ALLOWED.iter().find(|a| **a == mime) {
            return Some(ok);
        }
    }
    // 한글 (.hwp) and other compound files that infer does not name.
    if bytes.starts_with(&CFB_MAGIC) {
        return Some(if file_name.to_lowercase().ends_with(".hwp") {
            "application/x-hwp"
        } else {
            "application/x-cfb"
        });
    }
    None
}

/// Keeps the last path segment of a browser's file name, NFC-normalized (macOS sends NFD
/// Korean), without control, bidi or invisible characters, at most 200 characters (the
/// extension is kept).
pub fn clean_file_name(raw: &str) -> String {
    let base = raw.rsplit(['/', '\\']).next().unwrap_or(raw);
    let name: String =
        base.nfc().filter(|c| !c.is_control() && !is_invisible(*c)).collect::<String>().trim().to_string();
    let name = if name.is_empty() || name == "." || name == ".." { "파일".to_string() } else { name };
    if name.chars().count() <= MAX_NAME_CHARS {
        return name;
    }
    let ext: String = match name.rsplit_once('.') {
        Some((_, e)) if e.chars().count() <= 10 => format!(".{e}"),
        _ => String::new(),
    };
    let keep = MAX_NAME_CHARS - ext.chars().count();
    name.chars().take(keep).collect::<String>() + &ext
}

/// Characters that show nothing or reorder what follows: a right-to-left override turns
/// `invoice\u{202E}fdp.exe` into what reads as `invoiceexe.pdf`. Bidi embeddings, overrides and
/// isolates, zero-width characters, the word joiner family, the byte-order mark, soft hyphen.
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{061C}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{2069}'
            | '\u{FEFF}'
    )
}

/// The extensions a content type is known by, the usual one first.
fn extensions(content_type: &str) -> &'static [&'static str] {
    match content_type {
        "application/pdf" => &["pdf"],
        "image/png" => &["png"],
        "image/jpeg" => &["jpg", "jpeg"],
        "image/gif" => &["gif"],
        "image/webp" => &["webp"],
        "image/tiff" => &["tif", "tiff"],
        "image/bmp" => &["bmp"],
        "application/zip" => &["zip", "hwpx"],
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document" => &["docx"],
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" => &["xlsx"],
        "application/vnd.openxmlformats-officedocument.presentationml.presentation" => &["pptx"],
        "application/msword" => &["doc"],
        "application/vnd.ms-excel" => &["xls"],
        "application/vnd.ms-powerpoint" => &["ppt"],
        "application/vnd.oasis.opendocument.text" => &["odt"],
        "application/vnd.oasis.opendocument.spreadsheet" => &["ods"],
        "application/vnd.oasis.opendocument.presentation" => &["odp"],
        "application/x-hwp" => &["hwp"],
        "application/x-cfb" => &["doc", "xls", "ppt", "hwp", "msg"],
        _ => &[],
    }
}

/// The name a file is downloaded under: its extension is one its detected type is known by
/// (a PDF uploaded as `poly.html` downloads as `poly.pdf`), so the browser and the desktop open
/// it as what it is. A type with no known extension leaves the name alone.
pub fn name_for_type(name: &str, content_type: &str) -> String {
    let known = extensions(content_type);
    let Some(usual) = known.first() else { return name.to_string() };
    let (stem, ext) = match name.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() => (stem, Some(ext)),
        _ => (name, None),
    };
    match ext {
        Some(e) if known.iter().any(|k| k.eq_ignore_ascii_case(e)) => name.to_string(),
        _ => format!("{stem}.{usual}"),
    }
}

/// The content type of `bytes` when it is a picture a browser shows everywhere (PNG, JPEG,
/// GIF, WebP). SVG is refused: it can carry script.
pub fn detect_image_type(bytes: &[u8]) -> Option<&'static str> {
    const IMAGES: &[&str] = &["image/png", "image/jpeg", "image/gif", "image/webp"];
    let mime = infer::get(bytes)?.mime_type();
    IMAGES.iter().find(|a| **a == mime).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_nfc_without_paths_or_controls() {
        let nfd = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}.pdf"; // 한글.pdf, decomposed
        assert_eq!(clean_file_name(nfd), "한글.pdf");
        assert_eq!(clean_file_name("C:\\fakepath\\조합규약.pdf"), "조합규약.pdf");
        assert_eq!(clean_file_name("../../etc/passwd"), "passwd");
        assert_eq!(clean_file_name("a\u{0}b\n.pdf"), "ab.pdf");
        assert_eq!(clean_file_name("  "), "파일");
        assert_eq!(clean_file_name("invoice\u{202E}fdp.exe"), "invoicefdp.exe");
        assert_eq!(clean_file_name("\u{FEFF}보고\u{200B}서.pdf"), "보고서.pdf");
        let long = format!("{}.pdf", "가".repeat(300));
        let cut = clean_file_name(&long);
        assert_eq!(cut.chars().count(), 200);
        assert!(cut.ends_with(".pdf"));
    }

    #[test]
    fn a_download_is_named_for_what_its_bytes_are() {
        assert_eq!(name_for_type("poly.html", "application/pdf"), "poly.pdf");
        assert_eq!(name_for_type("조합규약.PDF", "application/pdf"), "조합규약.PDF");
        assert_eq!(name_for_type("사진.jpeg", "image/jpeg"), "사진.jpeg");
        assert_eq!(name_for_type("사진", "image/png"), "사진.png");
        assert_eq!(name_for_type(".hidden", "image/png"), ".hidden.png");
        assert_eq!(name_for_type("신고서.hwp", "application/x-hwp"), "신고서.hwp");
        assert_eq!(name_for_type("a.bin", "application/octet-stream"), "a.bin");
    }

    #[test]
    fn images_are_the_four_a_browser_shows_and_never_svg() {
        let png = [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, b'I', b'H', b'D', b'R'];
        assert_eq!(detect_image_type(&png), Some("image/png"));
        assert_eq!(detect_image_type(b"\xFF\xD8\xFF\xE0\x00\x10JFIF\x00"), Some("image/jpeg"));
        assert_eq!(detect_image_type(b"<svg xmlns='http://www.w3.org/2000/svg'><script/></svg>"), None);
        assert_eq!(detect_image_type(b"%PDF-1.7\n"), None);
        assert_eq!(detect_document_type(b"%PDF-1.7\n", "a.pdf"), Some("application/pdf"));
    }
}
