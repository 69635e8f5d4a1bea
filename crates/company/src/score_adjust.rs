//! A fact-checker's correction of the model (issue 17): an axis moved by at most ±30 points,
//! always with a reason the profile shows. The latest adjustment of an axis is the one in
//! force; 0 points returns the axis to the model. The total's history is kept, a point a day,
//! for the profile's score line.

use chrono::{DateTime, NaiveDate, Utc};
use kernel::{code_enum, FieldError};

code_enum!(
    /// The five axes of the value radar.
    ScoreAxis {
        CustomerProfit = "customer_profit" / "고객 수익성",
        FinancialCharacter = "financial_character" / "재무 건전성",
        MarketCompetition = "market_competition" / "시장 경쟁력",
        ProductService = "product_service" / "제품·서비스",
        HumanResources = "human_resources" / "인적 역량",
    }
);

/// The most an adjustment moves an axis, either way.
pub const MAX_ADJUST_POINTS: i32 = 30;
/// The longest reason, in characters.
pub const MAX_REASON_CHARS: usize = 500;

/// An adjustment as a fact-checker sends it.
#[derive(Debug, Clone, Default)]
pub struct ScoreAdjustmentDraft {
    pub axis: String,
    pub points: i32,
    pub reason: String,
}

/// A checked adjustment, before it is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewScoreAdjustment {
    pub axis: ScoreAxis,
    pub points: i32,
    pub reason: String,
}

/// An adjustment in force on a profile.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreAdjustment {
    pub axis: ScoreAxis,
    pub points: i32,
    pub reason: String,
    pub checker_name: String,
    pub at: DateTime<Utc>,
}

/// One point of the total's history.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScorePoint {
    pub on: NaiveDate,
    pub total: u8,
}

impl ScoreAdjustmentDraft {
    /// # Errors
    /// Every wrong field: unknown axis, points beyond ±30, a missing or long reason.
    pub fn validate(self) -> Result<NewScoreAdjustment, Vec<FieldError>> {
        let mut errors = Vec::new();
        let axis = ScoreAxis::parse(&self.axis);
        if axis.is_none() {
            errors.push(FieldError::new("axis", "조정할 항목을 다시 선택해 주세요."));
        }
        if self.points.abs() > MAX_ADJUST_POINTS {
            errors.push(FieldError::new("points", format!("점수는 ±{MAX_ADJUST_POINTS}점까지 조정할 수 있습니다.")));
        }
        let reason = self.reason.trim().to_owned();
        if reason.is_empty() {
            errors.push(FieldError::new("reason", "조정 사유를 입력해 주세요."));
        } else if reason.chars().count() > MAX_REASON_CHARS {
            errors.push(FieldError::new("reason", format!("조정 사유는 {MAX_REASON_CHARS}자 이내로 입력해 주세요.")));
        }
        match axis {
            Some(axis) if errors.is_empty() => Ok(NewScoreAdjustment { axis, points: self.points, reason }),
            _ => Err(errors),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(axis: &str, points: i32, reason: &str) -> ScoreAdjustmentDraft {
        ScoreAdjustmentDraft { axis: axis.into(), points, reason: reason.into() }
    }

    #[test]
    fn an_adjustment_needs_a_known_axis_a_bounded_move_and_a_reason() {
        let ok = draft("human_resources", -30, "  퇴사자 반영  ").validate().unwrap();
        assert_eq!((ok.axis, ok.points, ok.reason.as_str()), (ScoreAxis::HumanResources, -30, "퇴사자 반영"));
        assert!(draft("human_resources", 0, "모델 점수로 되돌림").validate().is_ok(), "0 returns to the model");
        let errors = draft("luck", 31, " ").validate().unwrap_err();
        let fields: Vec<&str> = errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["axis", "points", "reason"]);
        assert!(draft("product_service", 5, &"가".repeat(501)).validate().is_err());
    }
}
