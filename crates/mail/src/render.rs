//! A mail body as a few kinds of blocks, written out twice: as HTML with inline styles (mail
//! clients ignore style sheets) and as the plain-text alternative. Writing both from one list
//! keeps them saying the same thing.

use kernel::mail::escape_html;

/// One part of a mail body. Every string is plain text; HTML escaping happens here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Block {
    Paragraph(String),
    Heading(String),
    /// Label and value rows (the union's summary, the payment details).
    Facts(Vec<(String, String)>),
    /// A table with a header row.
    Table {
        head: Vec<String>,
        rows: Vec<Vec<String>>,
    },
    /// A numbered list.
    List(Vec<String>),
    /// Small grey text.
    Note(String),
}

const FONT: &str = "font-family:'Pretendard','Apple SD Gothic Neo','Malgun Gothic',sans-serif";
const CELL: &str = "padding:8px 12px;border:1px solid #dee2e6;font-size:14px";

/// The HTML document: a 640px column with the firm's name on top and `title` as the heading.
pub fn html(firm: &str, title: &str, blocks: &[Block], footer: &str) -> String {
    let mut body = String::new();
    for b in blocks {
        body.push_str(&block_html(b));
    }
    format!(
        "<!DOCTYPE html><html lang=\"ko\"><head><meta charset=\"utf-8\"><title>{t}</title></head>\
         <body style=\"margin:0;padding:24px;background:#f1f3f5;{FONT}\">\
         <div style=\"max-width:640px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;color:#212529\">\
         <div style=\"font-size:13px;color:#1c7ed6;font-weight:700;margin-bottom:8px\">{f}</div>\
         <h1 style=\"font-size:20px;margin:0 0 24px\">{t}</h1>{body}\
         <p style=\"margin:32px 0 0;font-size:12px;color:#868e96\">{footer}</p></div></body></html>",
        t = escape_html(title),
        f = escape_html(firm),
        footer = escape_html(footer),
    )
}

fn block_html(b: &Block) -> String {
    match b {
        Block::Paragraph(t) => {
            format!("<p style=\"font-size:15px;line-height:1.7;margin:0 0 16px\">{}</p>", escape_html(t))
        }
        Block::Heading(t) => format!("<h2 style=\"font-size:16px;margin:28px 0 12px\">{}</h2>", escape_html(t)),
        Block::Note(t) => {
            format!(
                "<p style=\"font-size:13px;line-height:1.6;color:#868e96;margin:8px 0 16px\">{}</p>",
                escape_html(t)
            )
        }
        Block::Facts(rows) => {
            let mut s = String::from("<table style=\"border-collapse:collapse;width:100%;margin:0 0 16px\">");
            for (k, v) in rows {
                s.push_str(&format!(
                    "<tr><th style=\"{CELL};background:#f8f9fa;text-align:left;width:32%;font-weight:600\">{}</th>\
                     <td style=\"{CELL}\">{}</td></tr>",
                    escape_html(k),
                    escape_html(v)
                ));
            }
            s + "</table>"
        }
        Block::Table { head, rows } => {
            let mut s = String::from("<table style=\"border-collapse:collapse;width:100%;margin:0 0 16px\"><tr>");
            for h in head {
                s.push_str(&format!("<th style=\"{CELL};background:#f8f9fa;font-weight:600\">{}</th>", escape_html(h)));
            }
            s.push_str("</tr>");
            for r in rows {
                s.push_str("<tr>");
                for (i, c) in r.iter().enumerate() {
                    let align = if i == 0 { "left" } else { "right" };
                    s.push_str(&format!("<td style=\"{CELL};text-align:{align}\">{}</td>", escape_html(c)));
                }
                s.push_str("</tr>");
            }
            s + "</table>"
        }
        Block::List(items) => {
            let mut s = String::from("<ol style=\"font-size:15px;line-height:1.8;margin:0 0 16px;padding-left:22px\">");
            for i in items {
                s.push_str(&format!("<li>{}</li>", escape_html(i)));
            }
            s + "</ol>"
        }
    }
}

/// The plain-text alternative of the same blocks.
pub fn text(firm: &str, title: &str, blocks: &[Block], footer: &str) -> String {
    let mut s = format!("[{firm}] {title}\n\n");
    for b in blocks {
        match b {
            Block::Paragraph(t) => s.push_str(&format!("{t}\n\n")),
            Block::Heading(t) => s.push_str(&format!("■ {t}\n\n")),
            Block::Note(t) => s.push_str(&format!("※ {t}\n\n")),
            Block::Facts(rows) => {
                for (k, v) in rows {
                    s.push_str(&format!("- {k}: {v}\n"));
                }
                s.push('\n');
            }
            Block::Table { head, rows } => {
                s.push_str(&head.join(" | "));
                s.push('\n');
                for r in rows {
                    s.push_str(&r.join(" | "));
                    s.push('\n');
                }
                s.push('\n');
            }
            Block::List(items) => {
                for (i, item) in items.iter().enumerate() {
                    s.push_str(&format!("{}. {item}\n", i + 1));
                }
                s.push('\n');
            }
        }
    }
    s.push_str(footer);
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_forms_carry_every_block_and_html_is_escaped() {
        let blocks = vec![
            Block::Paragraph("<b>김</b>님".into()),
            Block::Facts(vec![("조합명".into(), "한빛 & 동반".into())]),
            Block::Table { head: vec!["a".into(), "b".into()], rows: vec![vec!["1".into(), "2".into()]] },
            Block::List(vec!["신분증 사본".into(), "통장 사본".into()]),
        ];
        let h = html("한빛<벤처>", "제목", &blocks, "바닥글");
        assert!(h.contains("&lt;b&gt;김&lt;/b&gt;님") && !h.contains("<b>김"));
        assert!(h.contains("한빛 &amp; 동반") && h.contains("한빛&lt;벤처&gt;"));
        assert!(h.contains("<li>통장 사본</li>"));
        let t = text("한빛<벤처>", "제목", &blocks, "바닥글");
        assert!(t.starts_with("[한빛<벤처>] 제목\n"));
        assert!(t.contains("- 조합명: 한빛 & 동반\n"));
        assert!(t.contains("a | b\n1 | 2\n"));
        assert!(t.contains("2. 통장 사본\n"));
        assert!(t.trim_end().ends_with("바닥글"));
    }
}
