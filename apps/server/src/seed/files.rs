//! Demo files made on the spot: a logo and a photo as real PNGs, documents as real one-page
//! PDFs, so the demo's uploads open in any viewer without shipping binaries in the repository.

/// A `size`×`size` PNG: a rounded tile in `base` with a lighter disc, the look of a simple logo.
pub fn logo_png(size: u32, base: [u8; 3]) -> Vec<u8> {
    let light = base.map(|c| c / 3 + 170);
    let (s, r) = (f64::from(size), f64::from(size) / 4.0);
    pixels_png(size, size, |x, y| {
        let (fx, fy) = (f64::from(x) + 0.5, f64::from(y) + 0.5);
        // Outside the rounded corners: white.
        let cx = fx.clamp(r, s - r);
        let cy = fy.clamp(r, s - r);
        if (fx - cx).hypot(fy - cy) > r {
            return [255, 255, 255];
        }
        if (fx - s * 0.58).hypot(fy - s * 0.42) < s * 0.22 {
            light
        } else {
            base
        }
    })
}

/// A `w`×`h` PNG: a sky-to-ground gradient with a band, the look of an office photo.
pub fn photo_png(w: u32, h: u32, tint: [u8; 3]) -> Vec<u8> {
    pixels_png(w, h, |x, y| {
        let t = f64::from(y) / f64::from(h);
        let band = (f64::from(x) / f64::from(w) * 6.0).sin() * 0.08;
        let mix = |c: u8, k: f64| (f64::from(c) * (1.0 - k) + 235.0 * k).round().clamp(0.0, 255.0) as u8;
        let k = if t < 0.62 + band { 0.75 - t * 0.6 } else { 0.15 };
        tint.map(|c| mix(c, k))
    })
}

fn pixels_png(w: u32, h: u32, at: impl Fn(u32, u32) -> [u8; 3]) -> Vec<u8> {
    let mut raw = Vec::with_capacity(((w * 3 + 1) * h) as usize);
    for y in 0..h {
        raw.push(0); // filter: none
        for x in 0..w {
            raw.extend_from_slice(&at(x, y));
        }
    }
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&w.to_be_bytes());
    ihdr.extend_from_slice(&h.to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]); // 8-bit RGB
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    chunk(&mut png, b"IHDR", &ihdr);
    chunk(&mut png, b"IDAT", &zlib_stored(&raw));
    chunk(&mut png, b"IEND", &[]);
    png
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&u32::try_from(data.len()).unwrap_or(u32::MAX).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

/// zlib with stored (uncompressed) deflate blocks: valid everywhere, no compressor needed.
fn zlib_stored(data: &[u8]) -> Vec<u8> {
    let mut out = vec![0x78, 0x01];
    let blocks: Vec<&[u8]> = data.chunks(65_535).collect();
    for (i, block) in blocks.iter().enumerate() {
        out.push(u8::from(i + 1 == blocks.len()));
        let len = u16::try_from(block.len()).unwrap_or(u16::MAX);
        out.extend_from_slice(&len.to_le_bytes());
        out.extend_from_slice(&(!len).to_le_bytes());
        out.extend_from_slice(block);
    }
    let (mut a, mut b) = (1u32, 0u32);
    for &byte in data {
        a = (a + u32::from(byte)) % 65_521;
        b = (b + a) % 65_521;
    }
    out.extend_from_slice(&((b << 16) | a).to_be_bytes());
    out
}

fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

/// A one-page PDF with `lines` of ASCII text (the demo's stand-in for a scanned document).
pub fn text_pdf(lines: &[&str]) -> Vec<u8> {
    let mut content = String::from("BT /F1 14 Tf 72 760 Td 18 TL\n");
    for line in lines {
        let safe: String = line.chars().filter(|c| c.is_ascii() && !matches!(c, '(' | ')' | '\\')).collect();
        content.push_str(&format!("({safe}) Tj T*\n"));
    }
    content.push_str("ET\n");
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>"
            .to_string(),
        format!("<< /Length {} >>\nstream\n{content}endstream", content.len()),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_string(),
    ];
    let mut pdf = b"%PDF-1.4\n%\xE2\xE3\xCF\xD3\n".to_vec();
    let mut offsets = Vec::new();
    for (i, body) in objects.iter().enumerate() {
        offsets.push(pdf.len());
        pdf.extend_from_slice(format!("{} 0 obj\n{body}\nendobj\n", i + 1).as_bytes());
    }
    let xref = pdf.len();
    pdf.extend_from_slice(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes());
    for o in offsets {
        pdf.extend_from_slice(format!("{o:010} 00000 n \n").as_bytes());
    }
    pdf.extend_from_slice(
        format!("trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n", objects.len() + 1).as_bytes(),
    );
    pdf
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_made_files_are_what_they_claim_to_be() {
        let logo = super::logo_png(96, [37, 99, 235]);
        assert_eq!(kernel::upload::detect_image_type(&logo), Some("image/png"));
        assert_eq!(super::crc32(b"IEND"), 0xAE42_6082, "the PNG chunk checksum is CRC-32");
        let pdf = super::text_pdf(&["Demo Startup", "Business registration (demo)"]);
        assert_eq!(kernel::upload::detect_document_type(&pdf, "a.pdf"), Some("application/pdf"));
        assert!(String::from_utf8_lossy(&pdf).contains("startxref"));
    }
}
