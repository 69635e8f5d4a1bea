//! Many certificates in one zip: one PDF per member, named after the member (and the applicant id,
//! so two members with one name do not collide).

use std::io::Write;

use union::Certificate;

/// Zips `(certificate, pdf)` pairs; PDFs are already compressed, so entries are stored.
///
/// # Errors
/// A zip writing failure (in memory: practically never).
pub fn zip_certificates(certificates: &[(Certificate, Vec<u8>)]) -> Result<Vec<u8>, String> {
    let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let opts = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for (c, pdf) in certificates {
        let name = format!("출자증명서_{}_{}.pdf", c.investor.replace(['/', '\\'], "_"), c.applicant_id.get());
        w.start_file(name, opts).map_err(|e| e.to_string())?;
        w.write_all(pdf).map_err(|e| e.to_string())?;
    }
    Ok(w.finish().map_err(|e| e.to_string())?.into_inner())
}
