//! The 조합원 명부 (member register) filed with the registration: the GPs and every member who
//! paid, with units, amount and share. Registration numbers are the masked ones the product
//! keeps (`800101-1******`, a corporation's business number).

use kernel::{Actor, PortError, Won};

use crate::applicant::LpType;
use crate::model::{gp_display_name, Union, UnionId};

/// A member who paid (P, F), as storage has it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaidMember {
    pub name: String,
    pub lp_type: LpType,
    pub unit_count: i64,
    pub amount: Won,
    pub phone: String,
    pub registration_number: String,
    pub address: String,
}

/// 업무집행조합원 or 유한책임조합원.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemberRole {
    ManagingGp,
    CoGp,
    Limited,
}

impl MemberRole {
    pub fn label(self) -> &'static str {
        match self {
            MemberRole::ManagingGp => "업무집행조합원(대표)",
            MemberRole::CoGp => "업무집행조합원",
            MemberRole::Limited => "유한책임조합원",
        }
    }
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
    pub amount: Won,
    /// Share of all units in the register, in hundredths of a percent (3.33% is 333).
    pub share_basis_points: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberRegister {
    pub union_name: String,
    pub unit_price: Won,
    pub rows: Vec<RegisterRow>,
    pub total_units: i64,
    pub total_amount: Won,
}

/// The register: the managing GP first, then the co-GPs, then the paid members in the order
/// storage gives them (by application).
pub fn member_register(union: &Union, firm_name: String, paid: Vec<PaidMember>) -> MemberRegister {
    let price = union.input.unit_price;
    let gp_units = union.input.gp_unit_count.unwrap_or(0);
    let mut rows = vec![RegisterRow {
        role: MemberRole::ManagingGp,
        name: gp_display_name(union.input.gp_name.clone(), firm_name),
        kind: String::new(),
        registration_number: String::new(),
        address: String::new(),
        phone: String::new(),
        unit_count: gp_units,
        amount: price.checked_mul(gp_units).unwrap_or(Won::ZERO),
        share_basis_points: 0,
    }];
    rows.extend(union.input.co_gps.iter().map(|c| RegisterRow {
        role: MemberRole::CoGp,
        name: c.company_name.clone(),
        kind: String::new(),
        registration_number: String::new(),
        address: String::new(),
        phone: String::new(),
        unit_count: c.unit_count,
        amount: c.amount,
        share_basis_points: 0,
    }));
    rows.extend(paid.into_iter().map(|m| RegisterRow {
        role: MemberRole::Limited,
        kind: m.lp_type.label().to_owned(),
        name: m.name,
        registration_number: m.registration_number,
        address: m.address,
        phone: m.phone,
        unit_count: m.unit_count,
        amount: m.amount,
        share_basis_points: 0,
    }));
    let total_units: i64 = rows.iter().map(|r| r.unit_count).sum();
    for r in &mut rows {
        r.share_basis_points = if total_units > 0 {
            ((i128::from(r.unit_count) * 10_000 + i128::from(total_units) / 2) / i128::from(total_units)) as i64
        } else {
            0
        };
    }
    let total_amount = rows.iter().fold(Won::ZERO, |s, r| s.checked_add(r.amount).unwrap_or(s));
    MemberRegister { union_name: union.input.name.clone(), unit_price: price, rows, total_units, total_amount }
}

/// `333` → `3.33%`.
pub fn share_text(basis_points: i64) -> String {
    format!("{}.{:02}%", basis_points / 100, basis_points % 100)
}

/// The paid members on storage.
#[async_trait::async_trait]
pub trait PaidMembers: Send + Sync {
    /// The firm's name and the union's members who paid (P, F), by application.
    ///
    /// # Errors
    /// `NotFound` when the union is not the firm's.
    async fn paid_members(&self, actor: &Actor, union: UnionId) -> Result<(String, Vec<PaidMember>), PortError>;
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
    use crate::model::CoGp;

    #[test]
    fn gps_come_first_and_shares_add_up_over_every_unit() {
        let mut u = crate::test_support::union();
        u.input.gp_unit_count = Some(3);
        u.input.co_gps = vec![CoGp { company_name: "공동 GP".into(), unit_count: 2, amount: Won(2_000_000) }];
        let paid = PaidMember {
            name: "김출자".into(),
            lp_type: LpType::Individual,
            unit_count: 95,
            amount: Won(95_000_000),
            phone: "01012345678".into(),
            registration_number: "800101-1******".into(),
            address: "서울".into(),
        };
        let r = member_register(&u, "데모투자".into(), vec![paid]);
        let roles: Vec<_> = r.rows.iter().map(|r| r.role).collect();
        assert_eq!(roles, [MemberRole::ManagingGp, MemberRole::CoGp, MemberRole::Limited]);
        assert_eq!(r.rows[0].name, "데모투자");
        assert_eq!(r.rows[0].amount, Won(3_000_000));
        assert_eq!((r.total_units, r.total_amount), (100, Won(100_000_000)));
        let shares: Vec<String> = r.rows.iter().map(|r| share_text(r.share_basis_points)).collect();
        assert_eq!(shares, ["3.00%", "2.00%", "95.00%"]);
        assert_eq!(r.rows[2].kind, "개인");
    }
}
