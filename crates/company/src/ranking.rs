//! The dashboard's rank tables (spec: rank item, rank colouring): the month's biggest risers and
//! fallers in company value, and a profile's value history.

use chrono::NaiveDate;
use kernel::Won;

use crate::model::StartupId;

/// How many rows each rank table shows.
pub const RANK_ROWS: usize = 10;

/// A company value on a day (the value history's line).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ValuePoint {
    pub on: NaiveDate,
    pub value: Won,
}

/// A startup's value a month ago and now, as storage finds them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValueChange {
    pub id: StartupId,
    pub name: String,
    pub before: Won,
    pub after: Won,
}

/// A rank table row: the change in hundredths of a percent (1234 = 12.34 %).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankItem {
    pub id: StartupId,
    pub name: String,
    pub rate_basis_points: i64,
}

/// The two tables.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Rankings {
    /// Rose the most first; only companies whose value rose.
    pub risers: Vec<RankItem>,
    /// Fell the most first; only companies whose value fell.
    pub fallers: Vec<RankItem>,
}

/// The change from `before` to `after` in basis points, rounded half away from zero (beyond
/// 64 bits: the largest); `None` without a value to compare with.
pub fn change_basis_points(before: Won, after: Won) -> Option<i64> {
    let (b, a) = (i128::from(before.get()), i128::from(after.get()));
    if b <= 0 {
        return None;
    }
    let scaled = (a - b) * 10_000;
    let rounded = if scaled >= 0 { (scaled + b / 2) / b } else { (scaled - b / 2) / b };
    Some(i64::try_from(rounded).unwrap_or(if rounded > 0 { i64::MAX } else { i64::MIN }))
}

/// The rate as the spec's rank item shows it: percent with two decimals, '0.00' unchanged.
pub fn rate_text(basis_points: i64) -> String {
    let sign = if basis_points < 0 { "-" } else { "" };
    let abs = basis_points.unsigned_abs();
    format!("{sign}{}.{:02}", abs / 100, abs % 100)
}

impl Rankings {
    /// The risers and fallers among `changes`; ties by name, then id, so a page never shuffles.
    pub fn of(changes: Vec<ValueChange>) -> Rankings {
        let mut items: Vec<RankItem> = changes
            .into_iter()
            .filter_map(|c| {
                let rate = change_basis_points(c.before, c.after)?;
                Some(RankItem { id: c.id, name: c.name, rate_basis_points: rate })
            })
            .collect();
        items.sort_by(|a, b| {
            b.rate_basis_points.cmp(&a.rate_basis_points).then_with(|| a.name.cmp(&b.name)).then(a.id.cmp(&b.id))
        });
        let risers = items.iter().filter(|i| i.rate_basis_points > 0).take(RANK_ROWS).cloned().collect();
        let fallers = items.iter().rev().filter(|i| i.rate_basis_points < 0).take(RANK_ROWS).cloned().collect();
        Rankings { risers, fallers }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(id: i64, name: &str, before: i64, after: i64) -> ValueChange {
        ValueChange { id: StartupId(id), name: name.into(), before: Won(before), after: Won(after) }
    }

    #[test]
    fn rates_round_half_away_from_zero_and_read_as_percent() {
        assert_eq!(change_basis_points(Won(300), Won(400)), Some(3_333));
        assert_eq!(change_basis_points(Won(300), Won(200)), Some(-3_333));
        assert_eq!(change_basis_points(Won(8), Won(9)), Some(1_250));
        assert_eq!(change_basis_points(Won(0), Won(9)), None);
        assert_eq!(change_basis_points(Won(1), Won(i64::MAX)), Some(i64::MAX));
        assert_eq!((rate_text(1_234), rate_text(-5), rate_text(0)), ("12.34".into(), "-0.05".into(), "0.00".into()));
    }

    #[test]
    fn risers_and_fallers_come_biggest_first_without_the_unchanged() {
        let mut changes: Vec<ValueChange> = (1..=12).map(|i| change(i, &format!("상승{i:02}"), 100, 100 + i)).collect();
        changes.push(change(20, "하락큰", 100, 50));
        changes.push(change(21, "하락작은", 100, 99));
        changes.push(change(22, "그대로", 100, 100));
        changes.push(change(23, "신규", 0, 100));
        let r = Rankings::of(changes);
        assert_eq!(r.risers.len(), RANK_ROWS);
        assert_eq!(r.risers[0].name, "상승12");
        assert_eq!(r.risers[9].name, "상승03");
        let fallers: Vec<&str> = r.fallers.iter().map(|i| i.name.as_str()).collect();
        assert_eq!(fallers, ["하락큰", "하락작은"]);
        assert!(Rankings::of(Vec::new()).risers.is_empty());
    }
}
