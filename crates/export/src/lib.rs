//! The firm's raw data download (/raw-download, issue 20): one workbook with a sheet per kind of
//! record the firm keeps (unions, applications, LPs, mail history). The rows come from the
//! [`RawDataSource`] port in keyset batches, so the writer never holds more than one batch:
//! memory stays flat however large the firm is. Codes become the labels the screens show.

use chrono::{DateTime, NaiveDate, Utc};
use kernel::{Actor, PortError};

pub mod service;
pub use service::RawDataService;

/// Rows read per batch.
pub const BATCH: i64 = 2_000;

/// A sheet of the workbook, in the order they appear.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sheet {
    Unions,
    Applicants,
    LpMembers,
    Mailings,
}

impl Sheet {
    pub const ALL: [Sheet; 4] = [Sheet::Unions, Sheet::Applicants, Sheet::LpMembers, Sheet::Mailings];

    /// The wire name (`?sheets=unions,applicants`).
    pub fn code(self) -> &'static str {
        match self {
            Sheet::Unions => "unions",
            Sheet::Applicants => "applicants",
            Sheet::LpMembers => "lp_members",
            Sheet::Mailings => "mailings",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.code() == code)
    }

    /// The tab's name in the workbook and on the screen.
    pub fn title(self) -> &'static str {
        match self {
            Sheet::Unions => "조합",
            Sheet::Applicants => "출자 신청",
            Sheet::LpMembers => "LP 회원",
            Sheet::Mailings => "메일 발송 이력",
        }
    }

    /// Column headers and widths (in characters).
    pub fn columns(self) -> &'static [(&'static str, f64)] {
        match self {
            Sheet::Unions => &[
                ("번호", 8.0),
                ("조합명", 28.0),
                ("상태", 10.0),
                ("고유번호", 16.0),
                ("1좌 금액(원)", 14.0),
                ("모집 좌수", 10.0),
                ("모집 목표액(원)", 18.0),
                ("모집 시작일", 12.0),
                ("모집 마감일", 12.0),
                ("신청 금액(원)", 18.0),
                ("납입 금액(원)", 18.0),
                ("신청 건수", 10.0),
                ("등록일시", 18.0),
            ],
            Sheet::Applicants => &[
                ("번호", 8.0),
                ("조합명", 28.0),
                ("이름", 14.0),
                ("구분", 8.0),
                ("신청 금액(원)", 16.0),
                ("좌수", 8.0),
                ("연락처", 16.0),
                ("이메일", 26.0),
                ("서류", 8.0),
                ("상태", 10.0),
                ("신청일시", 18.0),
            ],
            Sheet::LpMembers => &[
                ("번호", 8.0),
                ("이름", 14.0),
                ("구분", 8.0),
                ("연락처", 16.0),
                ("이메일", 26.0),
                ("상태", 8.0),
                ("계정 연결", 10.0),
                ("메모", 30.0),
                ("등록일시", 18.0),
            ],
            Sheet::Mailings => &[
                ("번호", 8.0),
                ("발송일시", 18.0),
                ("종류", 12.0),
                ("제목", 36.0),
                ("조합명", 28.0),
                ("보낸 사람", 12.0),
                ("수신자 수", 10.0),
                ("성공", 8.0),
                ("실패", 8.0),
            ],
        }
    }
}

/// One cell as the workbook stores it: amounts and counts stay numbers, moments stay dates.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    Text(String),
    Number(i64),
    /// Won, shown with thousands separators.
    Money(i64),
    Date(NaiveDate),
    /// Shown in Korean time.
    Moment(DateTime<Utc>),
    Empty,
}

fn text(s: &str) -> Cell {
    if s.trim().is_empty() {
        Cell::Empty
    } else {
        Cell::Text(s.to_owned())
    }
}

/// A union with its application totals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnionRow {
    pub id: i64,
    pub name: String,
    pub status: String,
    pub unique_number: Option<String>,
    pub unit_price: i64,
    pub unit_count: i64,
    pub recruitment_start: NaiveDate,
    pub recruitment_end: NaiveDate,
    pub applied_amount: i64,
    pub paid_amount: i64,
    pub applications: i64,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApplicantRow {
    pub id: i64,
    pub union_name: String,
    pub name: String,
    pub lp_type: String,
    pub amount: i64,
    pub unit_count: i64,
    pub phone: String,
    pub email: String,
    pub document_count: i64,
    pub status: String,
    pub applied_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LpMemberRow {
    pub id: i64,
    pub name: String,
    pub lp_type: String,
    pub phone: String,
    pub email: String,
    pub status: String,
    pub has_account: bool,
    pub note: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailingRow {
    pub id: i64,
    pub sent_at: DateTime<Utc>,
    pub kind: String,
    pub subject: String,
    pub union_name: String,
    pub sender_name: String,
    pub recipients: i64,
    pub sent: i64,
    pub failed: i64,
}

/// A batch of one sheet's rows, keyed by id (ascending) for the next batch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rows {
    Unions(Vec<UnionRow>),
    Applicants(Vec<ApplicantRow>),
    LpMembers(Vec<LpMemberRow>),
    Mailings(Vec<MailingRow>),
}

impl Rows {
    pub fn len(&self) -> usize {
        match self {
            Rows::Unions(r) => r.len(),
            Rows::Applicants(r) => r.len(),
            Rows::LpMembers(r) => r.len(),
            Rows::Mailings(r) => r.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The id to read the next batch after.
    pub fn last_id(&self) -> Option<i64> {
        match self {
            Rows::Unions(r) => r.last().map(|x| x.id),
            Rows::Applicants(r) => r.last().map(|x| x.id),
            Rows::LpMembers(r) => r.last().map(|x| x.id),
            Rows::Mailings(r) => r.last().map(|x| x.id),
        }
    }

    /// The rows as cells, in the sheet's column order.
    pub fn into_cells(self) -> Vec<Vec<Cell>> {
        match self {
            Rows::Unions(r) => r.into_iter().map(union_cells).collect(),
            Rows::Applicants(r) => r.into_iter().map(applicant_cells).collect(),
            Rows::LpMembers(r) => r.into_iter().map(lp_member_cells).collect(),
            Rows::Mailings(r) => r.into_iter().map(mailing_cells).collect(),
        }
    }
}

fn label<T: Copy>(code: &str, parse: impl Fn(&str) -> Option<T>, label: impl Fn(T) -> &'static str) -> Cell {
    // A code the screens do not know is shown as stored rather than dropped.
    parse(code).map_or_else(|| text(code), |v| Cell::Text(label(v).to_owned()))
}

fn union_cells(u: UnionRow) -> Vec<Cell> {
    vec![
        Cell::Number(u.id),
        Cell::Text(u.name),
        label(&u.status, union::UnionStatus::parse, union::UnionStatus::label),
        u.unique_number.as_deref().map_or(Cell::Empty, text),
        Cell::Money(u.unit_price),
        Cell::Number(u.unit_count),
        Cell::Money(u.unit_price.saturating_mul(u.unit_count)),
        Cell::Date(u.recruitment_start),
        Cell::Date(u.recruitment_end),
        Cell::Money(u.applied_amount),
        Cell::Money(u.paid_amount),
        Cell::Number(u.applications),
        Cell::Moment(u.created_at),
    ]
}

fn applicant_cells(a: ApplicantRow) -> Vec<Cell> {
    vec![
        Cell::Number(a.id),
        Cell::Text(a.union_name),
        Cell::Text(a.name),
        label(&a.lp_type, union::LpType::parse, union::LpType::label),
        Cell::Money(a.amount),
        Cell::Number(a.unit_count),
        text(&kernel::format::phone(&a.phone)),
        text(&a.email),
        Cell::Number(a.document_count),
        label(&a.status, union::ApplicantStatus::parse, union::ApplicantStatus::label),
        Cell::Moment(a.applied_at),
    ]
}

fn lp_member_cells(m: LpMemberRow) -> Vec<Cell> {
    vec![
        Cell::Number(m.id),
        Cell::Text(m.name),
        label(&m.lp_type, union::LpType::parse, union::LpType::label),
        text(&kernel::format::phone(&m.phone)),
        text(&m.email),
        label(&m.status, lp::LpMemberStatus::parse, lp::LpMemberStatus::label),
        Cell::Text(if m.has_account { "연결" } else { "미연결" }.to_owned()),
        text(&m.note),
        Cell::Moment(m.created_at),
    ]
}

fn mailing_cells(m: MailingRow) -> Vec<Cell> {
    vec![
        Cell::Number(m.id),
        Cell::Moment(m.sent_at),
        label(&m.kind, mail::MailKind::parse, mail::MailKind::label),
        Cell::Text(m.subject),
        Cell::Text(m.union_name),
        text(&m.sender_name),
        Cell::Number(m.recipients),
        Cell::Number(m.sent),
        Cell::Number(m.failed),
    ]
}

/// How many rows each sheet will have, for the screen's choice and its progress bar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetCount {
    pub sheet: Sheet,
    pub rows: i64,
}

/// The firm's records, read for the download. Every method reads `actor.company_id`'s rows only
/// (deleted unions and their applications, deleted LPs left out).
#[async_trait::async_trait]
pub trait RawDataSource: Send + Sync {
    async fn counts(&self, actor: &Actor) -> Result<Vec<SheetCount>, PortError>;

    /// Up to `limit` rows of `sheet` with ids above `after`, by id.
    async fn batch(&self, actor: &Actor, sheet: Sheet, after: Option<i64>, limit: i64) -> Result<Rows, PortError>;
}

/// The sheets a request asks for, in workbook order, each once; all of them when none named.
///
/// # Errors
/// The first unknown name.
pub fn chosen_sheets(names: &[&str]) -> Result<Vec<Sheet>, String> {
    let mut chosen = Vec::new();
    for n in names.iter().map(|n| n.trim()).filter(|n| !n.is_empty()) {
        chosen.push(Sheet::parse(n).ok_or_else(|| n.to_string())?);
    }
    if chosen.is_empty() {
        return Ok(Sheet::ALL.to_vec());
    }
    Ok(Sheet::ALL.into_iter().filter(|s| chosen.contains(s)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sheets_come_in_workbook_order_once_and_unknown_names_are_named() {
        assert_eq!(chosen_sheets(&[]).unwrap(), Sheet::ALL.to_vec());
        assert_eq!(chosen_sheets(&["mailings", " unions", "mailings"]).unwrap(), vec![Sheet::Unions, Sheet::Mailings]);
        assert_eq!(chosen_sheets(&["unions", "ledger"]), Err("ledger".to_string()));
    }

    #[test]
    fn every_row_fills_every_column_with_labels_not_codes() {
        let at = DateTime::<Utc>::from_timestamp(1_700_000_000, 0).unwrap();
        let day = NaiveDate::from_ymd_opt(2026, 11, 1).unwrap();
        let u = Rows::Unions(vec![UnionRow {
            id: 1,
            name: "1호 조합".into(),
            status: "R".into(),
            unique_number: None,
            unit_price: 1_000_000,
            unit_count: 100,
            recruitment_start: day,
            recruitment_end: day,
            applied_amount: 5_000_000,
            paid_amount: 0,
            applications: 2,
            created_at: at,
        }]);
        let cells = u.into_cells();
        assert_eq!(cells[0].len(), Sheet::Unions.columns().len());
        assert_eq!(cells[0][2], Cell::Text("모집중".into()));
        assert_eq!(cells[0][6], Cell::Money(100_000_000));
        let m = Rows::LpMembers(vec![LpMemberRow {
            id: 7,
            name: "이서연".into(),
            lp_type: "individual".into(),
            phone: "01023456789".into(),
            email: String::new(),
            status: "X".into(),
            has_account: true,
            note: String::new(),
            created_at: at,
        }]);
        let cells = m.into_cells();
        assert_eq!(cells[0].len(), Sheet::LpMembers.columns().len());
        assert_eq!(cells[0][3], Cell::Text("010-2345-6789".into()));
        assert_eq!((&cells[0][4], &cells[0][5]), (&Cell::Empty, &Cell::Text("X".into())), "unknown codes kept");
        let a = Rows::Applicants(vec![ApplicantRow {
            id: 3,
            union_name: "1호 조합".into(),
            name: "김".into(),
            lp_type: "corporate".into(),
            amount: 1,
            unit_count: 1,
            phone: String::new(),
            email: "a@b.kr".into(),
            document_count: 0,
            status: "P".into(),
            applied_at: at,
        }]);
        assert_eq!(a.into_cells()[0].len(), Sheet::Applicants.columns().len());
        let mails = Rows::Mailings(vec![MailingRow {
            id: 9,
            sent_at: at,
            kind: "I".into(),
            subject: "안내".into(),
            union_name: "1호 조합".into(),
            sender_name: "김조합".into(),
            recipients: 3,
            sent: 3,
            failed: 0,
        }]);
        let cells = mails.into_cells();
        assert_eq!(cells[0].len(), Sheet::Mailings.columns().len());
        assert_ne!(cells[0][2], Cell::Text("I".into()), "the kind is labelled");
    }
}
