//! The 조합원 명부 (member register) filed with the registration: the GPs and every member who
//! has paid in (the capital book's roster), with units, the amount committed and paid, and each
//! one's share of the 출자금 총액. Shares are exact fractions of the commitments, rounded for
//! print by largest remainder so the column adds up to exactly 100.00%. Registration numbers
//! are the masked ones the product keeps (`800101-1******`, a corporation's business number).

use chrono::NaiveDate;
use kernel::money::largest_remainder;
use kernel::{Actor, PortError, Won};

use crate::book::{CapitalBook, Payer};
pub use crate::member::MemberRole;
use union::applicant::{ApplicantId, LpType};
use union::model::{PaymentMethod, Union, UnionId};

/// A member's particulars as storage has them (anyone with a payment recorded).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaidMember {
    pub applicant: ApplicantId,
    pub name: String,
    pub lp_type: LpType,
    pub unit_count: i64,
    pub phone: String,
    pub registration_number: String,
    pub address: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegisterRow {
    pub role: MemberRole,
    pub name: String,
    /// 개인 or 법인; empty for GPs, whose kind the product does not know.
    pub kind: String,
    pub registration_number: String,
    pub address: String,
    pub phone: String,
    pub unit_count: i64,
    /// What the member committed (units × unit price; a co-GP's amount).
    pub amount: Won,
    /// What they have paid in so far.
    pub paid: Won,
    /// Share of the 출자금 총액 in hundredths of a percent (3.33% is 333); the column adds up
    /// to 10,000.
    pub share_basis_points: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberRegister {
    pub union_name: String,
    pub unit_price: Won,
    pub rows: Vec<RegisterRow>,
    pub total_units: i64,
    pub total_amount: Won,
    pub total_paid: Won,
    /// 수시납 and 분할납 unions print what was paid beside what was committed.
    pub shows_paid: bool,
    /// 작성일, printed on both the sheet and the PDF.
    pub written_on: NaiveDate,
}

/// The register: the GPs by seat, then every applicant who has paid in, in application order.
pub fn member_register(
    union: &Union,
    book: &CapitalBook,
    particulars: Vec<PaidMember>,
    written_on: NaiveDate,
) -> MemberRegister {
    let mut rows = Vec::new();
    for m in &book.members {
        let paid = book.paid_total(m.payer);
        let (kind, registration_number, address, phone, unit_count) = match m.payer {
            Payer::Gp(seat) => {
                let units = match seat.0 {
                    0 => union.input.gp_unit_count.unwrap_or(0),
                    k => union.input.co_gps.get(k as usize - 1).map_or(0, |c| c.unit_count),
                };
                (String::new(), String::new(), String::new(), String::new(), units)
            }
            Payer::Applicant(id) => {
                let Some(p) = particulars.iter().find(|p| p.applicant == id).filter(|_| paid.get() > 0) else {
                    continue;
                };
                (
                    p.lp_type.label().to_owned(),
                    p.registration_number.clone(),
                    p.address.clone(),
                    p.phone.clone(),
                    p.unit_count,
                )
            }
        };
        rows.push(RegisterRow {
            role: m.role(),
            name: m.name.clone(),
            kind,
            registration_number,
            address,
            phone,
            unit_count,
            amount: m.commitment,
            paid,
            share_basis_points: 0,
        });
    }
    let weights: Vec<i64> = rows.iter().map(|r| r.amount.get()).collect();
    for (r, bp) in rows.iter_mut().zip(largest_remainder(10_000, &weights)) {
        r.share_basis_points = bp;
    }
    MemberRegister {
        union_name: union.input.name.clone(),
        unit_price: union.input.unit_price,
        total_units: rows.iter().map(|r| r.unit_count).fold(0, i64::saturating_add),
        total_amount: Won::saturating_sum(rows.iter().map(|r| r.amount)),
        total_paid: Won::saturating_sum(rows.iter().map(|r| r.paid)),
        shows_paid: union.input.payment_method != PaymentMethod::LumpSum,
        written_on,
        rows,
    }
}

/// `333` → `3.33%`.
pub fn share_text(basis_points: i64) -> String {
    format!("{}.{:02}%", basis_points / 100, basis_points % 100)
}

/// The particulars of the union's members on storage.
#[async_trait::async_trait]
pub trait PaidMembers: Send + Sync {
    /// The particulars of every applicant of the union with a payment recorded, by
    /// application.
    ///
    /// # Errors
    /// `NotFound` when the union is not the firm's.
    async fn paid_members(&self, actor: &Actor, union: UnionId) -> Result<Vec<PaidMember>, PortError>;
}

/// Writes the register as files.
pub trait RegisterRenderer: Send + Sync {
    /// # Errors
    /// `Unexpected` when the file cannot be written.
    fn xlsx(&self, register: &MemberRegister) -> Result<Vec<u8>, PortError>;
    /// # Errors
    /// `Unexpected` when the file cannot be written.
    fn pdf(&self, register: &MemberRegister) -> Result<Vec<u8>, PortError>;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::{GpSeat, Member, Payment, PaymentId};
    use union::model::CoGp;
    use union::status::ApplicantStatus;
    use union::test_support::day;

    fn particulars(id: i64, units: i64) -> PaidMember {
        PaidMember {
            applicant: ApplicantId(id),
            name: format!("조합원{id}"),
            lp_type: LpType::Individual,
            unit_count: units,
            phone: "01012345678".into(),
            registration_number: "800101-1******".into(),
            address: "서울".into(),
        }
    }

    fn paid(id: i64, payer: Payer, amount: i64) -> Payment {
        Payment {
            id: PaymentId(id),
            payer,
            call: None,
            paid_on: day(2024, 1, 2),
            amount: Won(amount),
            note: String::new(),
            recorded_by: String::new(),
            recorded_at: chrono::DateTime::default(),
        }
    }

    fn book(members: Vec<Member>, payments: Vec<Payment>) -> CapitalBook {
        CapitalBook {
            method: PaymentMethod::LumpSum,
            due_date: None,
            closes_on: day(2024, 12, 31),
            opened_on: day(2024, 1, 1),
            target: Won(100_000_000),
            calls: vec![],
            members,
            payments,
            distributions: vec![],
        }
    }

    #[test]
    fn gps_come_first_and_shares_add_up_to_exactly_100_percent() {
        let mut u = union::test_support::union();
        u.input.gp_unit_count = Some(3);
        u.input.co_gps = vec![CoGp { company_name: "공동 GP".into(), unit_count: 2, amount: Won(2_000_000) }];
        let lp = Payer::Applicant(ApplicantId(7));
        let b = book(
            vec![
                Member::gp(GpSeat(0), "데모투자".into(), Won(3_000_000)),
                Member::gp(GpSeat(1), "공동 GP".into(), Won(2_000_000)),
                Member::applicant(ApplicantId(7), "조합원7".into(), ApplicantStatus::Paid, Won(95_000_000)),
                Member::applicant(ApplicantId(8), "조합원8".into(), ApplicantStatus::DocumentsSubmitted, Won(1)),
            ],
            vec![paid(1, Payer::Gp(GpSeat(0)), 3_000_000), paid(2, lp, 95_000_000)],
        );
        let r = member_register(&u, &b, vec![particulars(7, 95), particulars(8, 1)], day(2026, 11, 29));
        let roles: Vec<_> = r.rows.iter().map(|r| r.role).collect();
        assert_eq!(roles, [MemberRole::ManagingGp, MemberRole::CoGp, MemberRole::Limited], "8 paid nothing");
        assert_eq!((r.rows[0].name.as_str(), r.rows[0].amount, r.rows[0].unit_count), ("데모투자", Won(3_000_000), 3));
        assert_eq!((r.rows[1].paid, r.rows[1].unit_count), (Won::ZERO, 2), "the co-GP has not paid yet");
        assert_eq!((r.total_units, r.total_amount, r.total_paid), (100, Won(100_000_000), Won(98_000_000)));
        let shares: Vec<String> = r.rows.iter().map(|r| share_text(r.share_basis_points)).collect();
        assert_eq!(shares, ["3.00%", "2.00%", "95.00%"]);
        assert_eq!(r.rows[2].kind, "개인");
    }

    #[test]
    fn thirds_and_small_stakes_still_sum_to_100_00() {
        // Rounding each share on its own would print 1.12% + 3 × 32.96% = 99.99%.
        let u = union::test_support::union();
        let members: Vec<Member> = std::iter::once(Member::gp(GpSeat(0), "GP".into(), Won(6)))
            .chain(
                (1..=3)
                    .map(|i| Member::applicant(ApplicantId(i), format!("조합원{i}"), ApplicantStatus::Paid, Won(176))),
            )
            .collect();
        let payments = (1..=3).map(|i| paid(i, Payer::Applicant(ApplicantId(i)), 1)).collect();
        let r = member_register(
            &u,
            &book(members, payments),
            (1..=3).map(|i| particulars(i, 176)).collect(),
            day(2026, 1, 1),
        );
        let bp: Vec<i64> = r.rows.iter().map(|r| r.share_basis_points).collect();
        assert_eq!(bp.iter().sum::<i64>(), 10_000);
        assert_eq!(bp, [112, 3_296, 3_296, 3_296], "1.12% + 3 × 32.96% = 100.00%");
    }
}
