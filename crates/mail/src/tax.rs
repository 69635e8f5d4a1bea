//! The income-deduction table of the recruitment mail (조세특례제한법 §16: an individual's
//! investment through a personal investment union is deducted from income, 100% up to
//! 30 million won). Each row is a tax band; the saving is 30 million won times the band's rate
//! including local income tax.

use kernel::Won;

/// The investment the table's savings are computed for: the part deducted at 100%.
pub const FULL_DEDUCTION_LIMIT: Won = capital::tax_law::FULL_RATE_UP_TO;

/// One tax band of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TaxBand {
    /// 과세표준 range as people read it.
    pub bracket: &'static str,
    /// Income tax plus local income tax, in hundredths of a percent (4950 = 49.5%).
    pub rate_bp: i64,
}

impl TaxBand {
    /// `49.5%`.
    pub fn rate_text(self) -> String {
        format!("{}.{}%", self.rate_bp / 100, (self.rate_bp % 100) / 10)
    }

    /// The tax saved when [`FULL_DEDUCTION_LIMIT`] is deducted in this band.
    pub fn saving(self) -> Won {
        self.saving_on(FULL_DEDUCTION_LIMIT)
    }

    /// The tax saved when `deductible` is deducted in this band (won, rounded down).
    pub fn saving_on(self, deductible: Won) -> Won {
        Won(deductible.get().saturating_mul(self.rate_bp) / 10_000)
    }
}

/// The bands the spec lists, highest first.
pub const TAX_BANDS: [TaxBand; 7] = [
    TaxBand { bracket: "10억 원 초과", rate_bp: 4950 },
    TaxBand { bracket: "5억 원 초과 ~ 10억 원 이하", rate_bp: 4620 },
    TaxBand { bracket: "3억 원 초과 ~ 5억 원 이하", rate_bp: 4400 },
    TaxBand { bracket: "1억 5천만 원 초과 ~ 3억 원 이하", rate_bp: 4180 },
    TaxBand { bracket: "8,800만 원 초과 ~ 1억 5천만 원 이하", rate_bp: 3850 },
    TaxBand { bracket: "5,000만 원 초과 ~ 8,800만 원 이하", rate_bp: 2640 },
    TaxBand { bracket: "1,400만 원 초과 ~ 5,000만 원 이하", rate_bp: 1650 },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates_and_savings_are_the_specs() {
        let rates: Vec<String> = TAX_BANDS.iter().map(|b| b.rate_text()).collect();
        assert_eq!(rates, ["49.5%", "46.2%", "44.0%", "41.8%", "38.5%", "26.4%", "16.5%"]);
        let savings: Vec<i64> = TAX_BANDS.iter().map(|b| b.saving().get()).collect();
        assert_eq!(savings, [14_850_000, 13_860_000, 13_200_000, 12_540_000, 11_550_000, 7_920_000, 4_950_000]);
    }
}
