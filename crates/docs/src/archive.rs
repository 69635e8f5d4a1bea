//! [`ArchiveReader`] with the zip crate: a bulk upload's zip parts opened on a blocking thread,
//! since inflating up to 2 GB would stall the async executor's workers.

use std::io::Read;

use union::evidence::{BulkEntry, BulkFailure, MAX_EVIDENCE_BYTES, MAX_ZIP_EXPANDED_BYTES};
use union::files::clean_file_name;
use union::ports::ArchiveReader;

/// Opens zip parts with the zip crate, off the async executor.
#[derive(Debug, Clone, Copy, Default)]
pub struct ZipArchives;

#[async_trait::async_trait]
impl ArchiveReader for ZipArchives {
    async fn expand(&self, raw_name: &str, bytes: Vec<u8>) -> Vec<BulkEntry> {
        let name = raw_name.to_string();
        match tokio::task::spawn_blocking(move || expand(&name, bytes)).await {
            Ok(entries) => entries,
            // The blocking task panicked: the part is reported as unreadable, not the request lost.
            Err(_) => vec![(clean_file_name(raw_name), Err(BulkFailure::BadArchive))],
        }
    }
}

/// Opens an uploaded part: a zip becomes its PDFs (flat entries only, each at most
/// `MAX_EVIDENCE_BYTES`, the whole at most `MAX_ZIP_EXPANDED_BYTES`, counted while reading,
/// never trusting the sizes the zip declares); anything else is one entry.
fn expand(raw_name: &str, bytes: Vec<u8>) -> Vec<BulkEntry> {
    let name = clean_file_name(raw_name);
    if !bytes.starts_with(b"PK\x03\x04") {
        return vec![(name, Ok(bytes))];
    }
    let Ok(mut archive) = zip::ZipArchive::new(std::io::Cursor::new(bytes)) else {
        return vec![(name, Err(BulkFailure::BadArchive))];
    };
    let mut out = Vec::new();
    let mut expanded: u64 = 0;
    for i in 0..archive.len() {
        let Ok(mut entry) = archive.by_index(i) else {
            out.push((format!("{name} #{i}"), Err(BulkFailure::BadArchive)));
            continue;
        };
        let entry_name = entry.name().map(|n| n.into_owned()).unwrap_or_else(|_| format!("{name} #{i}"));
        if entry.is_dir() {
            continue;
        }
        // macOS adds resource forks (__MACOSX/._name): not the user's files.
        if entry_name.starts_with("__MACOSX/") || entry_name.rsplit('/').next().is_some_and(|b| b.starts_with("._")) {
            continue;
        }
        if entry_name.contains('/') || entry_name.contains('\\') || entry_name.contains("..") {
            out.push((entry_name, Err(BulkFailure::NestedPath)));
            continue;
        }
        let mut data = Vec::new();
        let limit = (MAX_EVIDENCE_BYTES as u64 + 1).min(MAX_ZIP_EXPANDED_BYTES - expanded + 1);
        if (&mut entry).take(limit).read_to_end(&mut data).is_err() {
            out.push((entry_name, Err(BulkFailure::BadArchive)));
            continue;
        }
        expanded += data.len() as u64;
        if expanded > MAX_ZIP_EXPANDED_BYTES {
            out.push((entry_name, Err(BulkFailure::BadArchive)));
            break;
        }
        if data.len() > MAX_EVIDENCE_BYTES {
            out.push((entry_name, Err(BulkFailure::TooLarge)));
            continue;
        }
        if data.starts_with(b"PK\x03\x04") {
            out.push((entry_name, Err(BulkFailure::NestedPath)));
            continue;
        }
        out.push((clean_file_name(&entry_name), Ok(data)));
    }
    out
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use super::*;

    const PDF: &[u8] = b"%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n";

    fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
        let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        let opts = zip::write::SimpleFileOptions::default();
        for (n, b) in entries {
            w.start_file(*n, opts).unwrap();
            w.write_all(b).unwrap();
        }
        w.finish().unwrap().into_inner()
    }

    #[test]
    fn zips_open_into_flat_pdfs_and_refuse_folders_and_nested_zips() {
        let inner = zip_of(&[("x.pdf", PDF)]);
        let z =
            zip_of(&[("a_김.pdf", PDF), ("dir/b.pdf", PDF), ("__MACOSX/._a_김.pdf", b"junk"), ("inner.zip", &inner)]);
        let out = expand("bundle.zip", z);
        let summary: Vec<(&str, Result<usize, BulkFailure>)> =
            out.iter().map(|(n, r)| (n.as_str(), r.as_ref().map(Vec::len).map_err(|e| *e))).collect();
        assert_eq!(
            summary,
            [
                ("a_김.pdf", Ok(PDF.len())),
                ("dir/b.pdf", Err(BulkFailure::NestedPath)),
                ("inner.zip", Err(BulkFailure::NestedPath))
            ]
        );
        assert_eq!(expand("plain.pdf", PDF.to_vec()), vec![("plain.pdf".to_string(), Ok(PDF.to_vec()))]);
        assert_eq!(expand("broken.zip", b"PK\x03\x04garbage".to_vec())[0].1, Err(BulkFailure::BadArchive));
    }

    #[test]
    fn a_zip_bomb_entry_stops_at_the_file_limit() {
        // 60 MB of zeros compresses to a few tens of KB.
        let zeros = vec![0u8; MAX_EVIDENCE_BYTES + 10 * 1024 * 1024];
        let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        let opts = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
        w.start_file("u_bomb.pdf", opts).unwrap();
        w.write_all(&zeros).unwrap();
        let z = w.finish().unwrap().into_inner();
        assert!(z.len() < 1024 * 1024);
        assert_eq!(expand("b.zip", z)[0].1, Err(BulkFailure::TooLarge));
    }

    #[tokio::test]
    async fn the_port_opens_parts_off_the_executor() {
        let z = zip_of(&[("u_a.pdf", PDF)]);
        let out = ZipArchives.expand("bundle.zip", z).await;
        assert_eq!(out, vec![("u_a.pdf".to_string(), Ok(PDF.to_vec()))]);
    }
}
