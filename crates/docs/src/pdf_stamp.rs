//! The watermark on a gated share link's PDFs: the reader's address and the time, in light
//! translucent diagonal lines across every page and once at its foot, so a leaked copy names
//! who saved it. Drawn with lopdf over the page as it is: the old content is wrapped in `q`/`Q`
//! (whatever state it leaves, the stamp starts clean), the page's resources (its own or the
//! ones it inherits) gain one standard font and one transparency state under names of ours.

use kernel::PortError;
use lopdf::content::{Content, Operation};
use lopdf::{dictionary, Dictionary, Document, Object, ObjectId, Stream};

const FONT: &str = "JohapStampF";
const STATE: &str = "JohapStampGs";
/// A4 portrait, for a page that states no size.
const A4: [f32; 4] = [0.0, 0.0, 595.0, 842.0];

/// [`portfolio::PdfStamp`] with lopdf.
#[derive(Debug, Clone, Copy, Default)]
pub struct PdfStamper;

impl portfolio::PdfStamp for PdfStamper {
    fn stamp(&self, pdf: &[u8], line: &str) -> Result<Vec<u8>, PortError> {
        stamp(pdf, line).map_err(|e| PortError::Unexpected(format!("stamping the PDF: {e}")))
    }
}

fn stamp(pdf: &[u8], line: &str) -> Result<Vec<u8>, lopdf::Error> {
    let mut doc = Document::load_mem(pdf)?;
    let font = doc.add_object(dictionary! {
        "Type" => "Font",
        "Subtype" => "Type1",
        "BaseFont" => "Helvetica",
        "Encoding" => "WinAnsiEncoding",
    });
    let state = doc.add_object(dictionary! { "Type" => "ExtGState", "ca" => 0.16, "CA" => 0.16 });
    let text = win_ansi(line);
    let pages: Vec<ObjectId> = doc.get_pages().into_values().collect();
    for page in pages {
        let bounds = media_box(&doc, page);
        let mut resources = inherited(&doc, page, b"Resources").unwrap_or_default();
        add_named(&doc, &mut resources, b"Font", FONT, font);
        add_named(&doc, &mut resources, b"ExtGState", STATE, state);
        let save = doc.add_object(Stream::new(Dictionary::new(), b"q\n".to_vec()));
        let marks = doc.add_object(Stream::new(Dictionary::new(), marks(bounds, &text).encode()?));
        let mut contents = vec![Object::Reference(save)];
        contents.extend(doc.get_page_contents(page).into_iter().map(Object::Reference));
        contents.push(Object::Reference(marks));
        let dict = doc.get_object_mut(page)?.as_dict_mut()?;
        dict.set("Resources", resources);
        dict.set("Contents", contents);
    }
    let mut out = Vec::with_capacity(pdf.len() + 4096);
    doc.save_to(&mut out)?;
    Ok(out)
}

/// The page's own value for `key`, or the nearest parent's, as a dictionary.
fn inherited(doc: &Document, page: ObjectId, key: &[u8]) -> Option<Dictionary> {
    let mut node = doc.get_dictionary(page).ok()?;
    for _ in 0..32 {
        if let Ok(value) = node.get(key) {
            return doc.dereference(value).ok()?.1.as_dict().ok().cloned();
        }
        node = doc.get_dictionary(node.get(b"Parent").ok()?.as_reference().ok()?).ok()?;
    }
    None
}

fn media_box(doc: &Document, page: ObjectId) -> [f32; 4] {
    let mut node = doc.get_dictionary(page).ok();
    for _ in 0..32 {
        let Some(dict) = node else { break };
        if let Ok(value) = dict.get(b"MediaBox") {
            let numbers: Vec<f32> = doc
                .dereference(value)
                .ok()
                .and_then(|(_, o)| o.as_array().ok())
                .map(|a| a.iter().filter_map(|n| n.as_float().ok()).collect())
                .unwrap_or_default();
            return numbers.try_into().unwrap_or(A4);
        }
        node = dict.get(b"Parent").and_then(Object::as_reference).ok().and_then(|p| doc.get_dictionary(p).ok());
    }
    A4
}

/// Adds `name` → `id` to the resources' `category` (Font, ExtGState), kept inline.
fn add_named(doc: &Document, resources: &mut Dictionary, category: &[u8], name: &str, id: ObjectId) {
    let mut entries = resources
        .get(category)
        .ok()
        .and_then(|o| doc.dereference(o).ok())
        .and_then(|(_, o)| o.as_dict().ok().cloned())
        .unwrap_or_default();
    entries.set(name, Object::Reference(id));
    resources.set(category, entries);
}

/// Diagonal lines tiled over the page, then one line at its foot.
fn marks([x0, y0, x1, y1]: [f32; 4], text: &[u8]) -> Content {
    let (cos, sin) = (0.866_f32, 0.5_f32);
    let mut ops = vec![
        // Ends the page's own content (opened by the `q` before it), then draws anew.
        Operation::new("Q", vec![]),
        Operation::new("q", vec![]),
        Operation::new("gs", vec![Object::Name(STATE.into())]),
        Operation::new("g", vec![0.2.into()]),
        Operation::new("BT", vec![]),
        Operation::new("Tf", vec![Object::Name(FONT.into()), 15.into()]),
    ];
    // Lines run along u (30° up), a fixed gap apart across v, so no two ever cross; each line
    // repeats its text with a space between. The page's corners bound u and v.
    let length = 15.0 * 0.56 * text.len() as f32 + 70.0;
    let gap = 110.0;
    let corners = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)];
    let along = corners.map(|(x, y)| x * cos + y * sin);
    let across = corners.map(|(x, y)| -x * sin + y * cos);
    let low = |a: [f32; 4]| a.iter().copied().fold(f32::MAX, f32::min);
    let high = |a: [f32; 4]| a.iter().copied().fold(f32::MIN, f32::max);
    let mut v = low(across) + gap / 2.0;
    let mut row = 0.0;
    while v < high(across) {
        // Rows are staggered by half a text, so the gaps do not line up into a column.
        let mut u = low(along) - length + row * length / 2.0;
        while u < high(along) {
            let place = [cos, sin, -sin, cos, u * cos - v * sin, u * sin + v * cos].map(Object::from).to_vec();
            ops.push(Operation::new("Tm", place));
            ops.push(Operation::new("Tj", vec![Object::string_literal(text.to_vec())]));
            u += length;
        }
        v += gap;
        row = 1.0 - row;
    }
    ops.push(Operation::new("ET", vec![]));
    ops.push(Operation::new("Q", vec![]));
    // The foot line, readable in print: solid, small.
    ops.extend([
        Operation::new("q", vec![]),
        Operation::new("g", vec![0.45.into()]),
        Operation::new("BT", vec![]),
        Operation::new("Tf", vec![Object::Name(FONT.into()), 7.into()]),
        Operation::new("Td", vec![(x0 + 24.0).into(), (y0 + 12.0).into()]),
        Operation::new("Tj", vec![Object::string_literal(text.to_vec())]),
        Operation::new("ET", vec![]),
        Operation::new("Q", vec![]),
    ]);
    Content { operations: ops }
}

/// The line in the standard fonts' encoding: Latin-1 letters as they are, others as `?`.
fn win_ansi(line: &str) -> Vec<u8> {
    line.chars()
        .map(|c| u8::try_from(u32::from(c)).ok().filter(|b| *b >= 0x20 && !(0x7f..0xa0).contains(b)).unwrap_or(b'?'))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use portfolio::PdfStamp;

    /// A two-page PDF: pages inheriting resources and size from their parent, one page's
    /// content leaving its graphics state changed.
    fn two_pages() -> Vec<u8> {
        let mut doc = Document::with_version("1.5");
        let pages_id = doc.new_object_id();
        let font = doc.add_object(dictionary! { "Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Courier" });
        let resources = doc.add_object(dictionary! { "Font" => dictionary! { "F1" => font } });
        let mut kids = vec![];
        for body in
            ["BT /F1 12 Tf 72 720 Td (first page) Tj ET 2 0 0 2 0 0 cm", "BT /F1 12 Tf 72 720 Td (second) Tj ET"]
        {
            let content = doc.add_object(Stream::new(Dictionary::new(), body.as_bytes().to_vec()));
            kids.push(Object::Reference(doc.add_object(dictionary! {
                "Type" => "Page", "Parent" => pages_id, "Contents" => content,
            })));
        }
        doc.objects.insert(
            pages_id,
            Object::Dictionary(dictionary! {
                "Type" => "Pages", "Kids" => kids, "Count" => 2, "Resources" => resources,
                "MediaBox" => vec![0.into(), 0.into(), 842.into(), 595.into()],
            }),
        );
        let catalog = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
        doc.trailer.set("Root", catalog);
        let mut out = vec![];
        doc.save_to(&mut out).unwrap();
        out
    }

    #[test]
    fn every_page_carries_the_line_and_keeps_its_own_content_and_fonts() {
        let stamped = PdfStamper.stamp(&two_pages(), "kim@example.com · 2026.11.27 15:30 KST").unwrap();
        let doc = Document::load_mem(&stamped).unwrap();
        let pages = doc.get_pages();
        assert_eq!(pages.len(), 2);
        for (n, page) in pages.values().enumerate() {
            let content = String::from_utf8_lossy(&doc.get_page_content(*page)).into_owned();
            assert!(content.contains("(kim@example.com "), "the reader's line is drawn");
            assert!(content.contains(["first page", "second"][n]), "the page's own text stays");
            assert!(content.trim_start().starts_with('q'), "the old content is wrapped");
            let fonts = doc.get_page_fonts(*page).unwrap();
            assert!(fonts.contains_key(b"F1".as_slice()), "the inherited font stays");
            assert!(fonts.contains_key(FONT.as_bytes()));
        }
    }

    #[test]
    fn the_stamp_is_tiled_over_a_landscape_page() {
        let stamped = PdfStamper.stamp(&two_pages(), "x@y.kr").unwrap();
        let doc = Document::load_mem(&stamped).unwrap();
        let page = *doc.get_pages().values().next().unwrap();
        let content = doc.get_page_content(page);
        let times = content.windows(8).filter(|w| *w == b"(x@y.kr)").count();
        assert!(times >= 6, "diagonal lines across the page and the foot line: {times}");
    }

    #[test]
    fn not_a_pdf_is_an_error_not_a_panic() {
        assert!(PdfStamper.stamp(b"%PDF-1.4 garbage", "x").is_err());
        assert!(PdfStamper.stamp(b"", "x").is_err());
    }

    #[test]
    fn letters_outside_latin_1_become_question_marks() {
        assert_eq!(win_ansi("김a·"), vec![b'?', b'a', 0xb7]);
    }
}
