//! What every PDF of the product is drawn with: Pretendard subset-embedded (only the glyphs
//! used go into the file), text, lines and boxes in millimetres from the bottom left, and a
//! flowing A4 writer that starts a new page when the next block does not fit.

use printpdf::{
    Color, Line, LinePoint, Mm, Op, PaintMode, ParsedFont, PdfDocument, PdfFontHandle, PdfPage, PdfSaveOptions, Point,
    Polygon, PolygonRing, Pt, Rgb, TextItem, WindingOrder,
};

const REGULAR: &[u8] = include_bytes!("../assets/fonts/Pretendard-Regular.ttf");
const BOLD: &[u8] = include_bytes!("../assets/fonts/Pretendard-Bold.ttf");

/// The two weights, parsed once per process.
pub struct Fonts {
    regular: ParsedFont,
    bold: ParsedFont,
}

impl Fonts {
    /// Parses the embedded fonts.
    ///
    /// # Errors
    /// When a font cannot be parsed (a broken build).
    pub fn new() -> Result<Self, String> {
        let parse = |bytes: &[u8], name: &str| {
            ParsedFont::from_bytes(bytes, 0, &mut Vec::new()).ok_or_else(|| format!("font {name} does not parse"))
        };
        Ok(Fonts { regular: parse(REGULAR, "Pretendard-Regular")?, bold: parse(BOLD, "Pretendard-Bold")? })
    }

    /// A document using both weights.
    pub fn document(&self, title: &str) -> (PdfDocument, PdfFontHandle, PdfFontHandle) {
        let mut doc = PdfDocument::new(title);
        let regular = PdfFontHandle::External(doc.add_font(&self.regular));
        let bold = PdfFontHandle::External(doc.add_font(&self.bold));
        (doc, regular, bold)
    }
}

/// Text placed at `(x, y)` millimetres from the bottom left.
pub fn text(font: &PdfFontHandle, size: f32, x: f32, y: f32, s: &str) -> Vec<Op> {
    vec![
        Op::StartTextSection,
        Op::SetTextCursor { pos: Point { x: Mm(x).into(), y: Mm(y).into() } },
        Op::SetFont { font: font.clone(), size: Pt(size) },
        Op::ShowText { items: vec![TextItem::Text(s.to_string())] },
        Op::EndTextSection,
    ]
}

/// Hangul and other wide glyphs are about one em; the rest about half. Close enough to centre
/// or right-align text without shaping it.
pub fn approx_width_mm(s: &str, size: f32) -> f32 {
    let ems: f32 = s.chars().map(|c| if c.is_ascii() { 0.55 } else { 0.95 }).sum();
    ems * size * 0.3528
}

fn point(x: f32, y: f32) -> LinePoint {
    LinePoint { p: Point { x: Mm(x).into(), y: Mm(y).into() }, bezier: false }
}

pub fn line(x1: f32, y1: f32, x2: f32, y2: f32) -> Op {
    Op::DrawLine { line: Line { points: vec![point(x1, y1), point(x2, y2)], is_closed: false } }
}

/// A polyline through the points.
pub fn polyline(points: &[(f32, f32)]) -> Op {
    Op::DrawLine { line: Line { points: points.iter().map(|(x, y)| point(*x, *y)).collect(), is_closed: false } }
}

/// A filled rectangle with its bottom left at `(x, y)`.
pub fn filled_rect(x: f32, y: f32, w: f32, h: f32) -> Op {
    let ring = PolygonRing { points: vec![point(x, y), point(x + w, y), point(x + w, y + h), point(x, y + h)] };
    Op::DrawPolygon {
        polygon: Polygon { rings: vec![ring], mode: PaintMode::Fill, winding_order: WindingOrder::NonZero },
    }
}

pub fn rgb(r: f32, g: f32, b: f32) -> Color {
    Color::Rgb(Rgb { r, g, b, icc_profile: None })
}

/// Saves the pages with the fonts subset.
pub fn save(mut doc: PdfDocument, pages: Vec<PdfPage>) -> Vec<u8> {
    let options = PdfSaveOptions { subset_fonts: true, ..PdfSaveOptions::default() };
    let mut warnings = Vec::new();
    doc.with_pages(pages).save(&options, &mut warnings)
}

/// A4 portrait, written top to bottom; a block that does not fit starts the next page.
pub struct Flow {
    doc: PdfDocument,
    pub regular: PdfFontHandle,
    pub bold: PdfFontHandle,
    pages: Vec<Vec<Op>>,
    ops: Vec<Op>,
    /// The next block's top, in millimetres from the bottom.
    pub y: f32,
    footer: String,
}

pub const LEFT: f32 = 15.0;
pub const RIGHT: f32 = 195.0;
const TOP: f32 = 282.0;
const BOTTOM: f32 = 18.0;

/// How a table column's text sits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

impl Flow {
    /// A document whose pages carry `footer` and their number at the bottom.
    pub fn new(fonts: &Fonts, title: &str, footer: &str) -> Flow {
        let (doc, regular, bold) = fonts.document(title);
        Flow { doc, regular, bold, pages: Vec::new(), ops: Vec::new(), y: TOP, footer: footer.to_owned() }
    }

    /// Starts a new page unless `height` millimetres still fit on this one.
    pub fn room(&mut self, height: f32) {
        if self.y - height < BOTTOM {
            self.pages.push(std::mem::take(&mut self.ops));
            self.y = TOP;
        }
    }

    pub fn push(&mut self, op: Op) {
        self.ops.push(op);
    }

    pub fn extend(&mut self, ops: Vec<Op>) {
        self.ops.extend(ops);
    }

    pub fn gap(&mut self, mm: f32) {
        self.y -= mm;
    }

    /// A bold line of `size` points.
    pub fn heading(&mut self, s: &str, size: f32) {
        let h = size * 0.3528 + 3.0;
        self.room(h + 8.0);
        self.y -= h;
        let ops = text(&self.bold, size, LEFT, self.y, s);
        self.extend(ops);
        self.y -= 2.0;
    }

    /// Regular text wrapped to the page width, one paragraph per line of `s`.
    pub fn paragraph(&mut self, s: &str, size: f32) {
        let line_h = size * 0.3528 * 1.6;
        for paragraph in s.lines() {
            for l in wrap(paragraph, size, RIGHT - LEFT) {
                self.room(line_h);
                self.y -= line_h;
                let ops = text(&self.regular, size, LEFT, self.y, &l);
                self.extend(ops);
            }
        }
        self.y -= 2.0;
    }

    /// A table: a bold header row, then the rows; a row that does not fit starts a new page
    /// with the header again.
    pub fn table(&mut self, columns: &[(&str, f32, Align)], rows: &[Vec<String>]) {
        const ROW: f32 = 7.0;
        let header = |flow: &mut Flow| {
            flow.room(ROW * 2.0);
            flow.push(Op::SetFillColor { col: rgb(0.93, 0.95, 0.98) });
            flow.push(filled_rect(LEFT, flow.y - ROW, RIGHT - LEFT, ROW));
            flow.push(Op::SetFillColor { col: rgb(0.0, 0.0, 0.0) });
            flow.cells(columns, &columns.iter().map(|c| c.0.to_owned()).collect::<Vec<_>>(), true);
        };
        header(self);
        for row in rows {
            if self.y - ROW < BOTTOM {
                self.room(ROW * 2.0);
                header(self);
            }
            self.cells(columns, row, false);
        }
        self.y -= 3.0;
    }

    fn cells(&mut self, columns: &[(&str, f32, Align)], values: &[String], bold: bool) {
        const ROW: f32 = 7.0;
        let size = 8.5;
        let font = if bold { self.bold.clone() } else { self.regular.clone() };
        let mut x = LEFT;
        for ((_, width, align), value) in columns.iter().zip(values) {
            let value = clip(value, size, width - 2.0);
            let tx = match align {
                Align::Left => x + 1.5,
                Align::Right => x + width - 1.5 - approx_width_mm(&value, size),
            };
            let ops = text(&font, size, tx, self.y - ROW + 2.2, &value);
            self.extend(ops);
            x += width;
        }
        self.push(Op::SetOutlineColor { col: rgb(0.8, 0.82, 0.86) });
        self.push(Op::SetOutlineThickness { pt: Pt(0.4) });
        self.push(line(LEFT, self.y - ROW, RIGHT, self.y - ROW));
        self.y -= ROW;
    }

    /// The pages, numbered, with the fonts subset.
    pub fn finish(mut self) -> Vec<u8> {
        if !self.ops.is_empty() || self.pages.is_empty() {
            self.pages.push(std::mem::take(&mut self.ops));
        }
        let total = self.pages.len();
        let mut pages = Vec::with_capacity(total);
        for (i, mut ops) in self.pages.into_iter().enumerate() {
            ops.push(Op::SetFillColor { col: rgb(0.45, 0.45, 0.5) });
            ops.extend(text(&self.regular, 8.0, LEFT, 10.0, &self.footer));
            let n = format!("{} / {total}", i + 1);
            ops.extend(text(&self.regular, 8.0, RIGHT - approx_width_mm(&n, 8.0), 10.0, &n));
            pages.push(PdfPage::new(Mm(210.0), Mm(297.0), ops));
        }
        save(self.doc, pages)
    }
}

/// `s` cut to fit `width` millimetres, with an ellipsis when cut.
fn clip(s: &str, size: f32, width: f32) -> String {
    if approx_width_mm(s, size) <= width {
        return s.to_owned();
    }
    let mut out = String::new();
    for c in s.chars() {
        if approx_width_mm(&format!("{out}{c}…"), size) > width {
            break;
        }
        out.push(c);
    }
    out.push('…');
    out
}

/// `s` broken into lines of at most `width` millimetres, at spaces where it can.
fn wrap(s: &str, size: f32, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut current = String::new();
    for word in s.split(' ') {
        let candidate = if current.is_empty() { word.to_owned() } else { format!("{current} {word}") };
        if approx_width_mm(&candidate, size) <= width {
            current = candidate;
            continue;
        }
        if !current.is_empty() {
            lines.push(std::mem::take(&mut current));
        }
        // A word wider than the line (long Korean runs have no spaces) breaks anywhere.
        for c in word.chars() {
            if approx_width_mm(&format!("{current}{c}"), size) > width {
                lines.push(std::mem::take(&mut current));
            }
            current.push(c);
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_wrap_within_the_width_and_cells_clip() {
        let text = "가".repeat(120);
        let lines = wrap(&text, 10.0, 100.0);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| approx_width_mm(l, 10.0) <= 100.0));
        assert_eq!(lines.concat(), text);
        assert_eq!(wrap("짧은 문장", 10.0, 100.0), ["짧은 문장"]);
        assert!(clip(&"나".repeat(50), 8.5, 20.0).ends_with('…'));
        assert_eq!(clip("12", 8.5, 20.0), "12");
    }
}
