//! What a firm can buy: point packages and membership plans (prices include VAT).

use kernel::Won;

/// Points for a price; bigger packages carry bonus points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PointPackage {
    pub code: &'static str,
    pub points: i64,
    pub bonus: i64,
    pub price: Won,
}

impl PointPackage {
    /// Points the package adds to the balance.
    pub fn total_points(&self) -> i64 {
        self.points + self.bonus
    }
}

pub const POINT_PACKAGES: [PointPackage; 4] = [
    PointPackage { code: "p10", points: 10_000, bonus: 0, price: Won(10_000) },
    PointPackage { code: "p30", points: 30_000, bonus: 1_500, price: Won(30_000) },
    PointPackage { code: "p50", points: 50_000, bonus: 5_000, price: Won(50_000) },
    PointPackage { code: "p100", points: 100_000, bonus: 15_000, price: Won(100_000) },
];

/// A membership plan: a term of [`Plan::TERM_DAYS`] days for its price.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plan {
    pub code: &'static str,
    pub name: &'static str,
    /// Per term; zero for the free plan every firm starts on.
    pub price: Won,
    /// Points added when the term is paid.
    pub included_points: i64,
    /// What the plan offers, as the plan cards list it: every plan has every feature; plans
    /// differ in the data requests free each month (`crate::usage`) and the points included.
    pub features: &'static [&'static str],
}

impl Plan {
    pub const TERM_DAYS: i64 = 30;

    pub fn is_free(&self) -> bool {
        self.price == Won::ZERO
    }
}

pub const PLANS: [Plan; 3] = [
    Plan {
        code: "basic",
        name: "베이직",
        price: Won(0),
        included_points: 0,
        features: &["조합·LP·메일·보고서 등 모든 기능", "자료 요청 월 10곳 무료", "초과 1곳당 500P"],
    },
    Plan {
        code: "standard",
        name: "스탠다드",
        price: Won(99_000),
        included_points: 10_000,
        features: &["조합·LP·메일·보고서 등 모든 기능", "자료 요청 월 50곳 무료", "초과 1곳당 500P"],
    },
    Plan {
        code: "premium",
        name: "프리미엄",
        price: Won(290_000),
        included_points: 50_000,
        features: &["조합·LP·메일·보고서 등 모든 기능", "자료 요청 무제한 무료"],
    },
];

/// What an order buys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Product {
    Points(PointPackage),
    Membership(Plan),
}

impl Product {
    /// `points` or `membership`.
    pub fn kind(&self) -> &'static str {
        match self {
            Product::Points(_) => "points",
            Product::Membership(_) => "membership",
        }
    }

    pub fn code(&self) -> &'static str {
        match self {
            Product::Points(p) => p.code,
            Product::Membership(p) => p.code,
        }
    }

    /// The product from its kind and code; the free plan cannot be bought.
    pub fn parse(kind: &str, code: &str) -> Option<Product> {
        match kind {
            "points" => POINT_PACKAGES.iter().find(|p| p.code == code).copied().map(Product::Points),
            "membership" => PLANS.iter().find(|p| p.code == code && !p.is_free()).copied().map(Product::Membership),
            _ => None,
        }
    }

    pub fn price(&self) -> Won {
        match self {
            Product::Points(p) => p.price,
            Product::Membership(p) => p.price,
        }
    }

    /// The order name the payment window and the receipt show.
    pub fn order_name(&self) -> String {
        match self {
            Product::Points(p) => format!("{} 포인트 충전", kernel::format::number(p.points)),
            Product::Membership(p) => format!("{} 멤버십 ({}일)", p.name, Plan::TERM_DAYS),
        }
    }

    /// Points the order adds when paid.
    pub fn points(&self) -> i64 {
        match self {
            Product::Points(p) => p.total_points(),
            Product::Membership(p) => p.included_points,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plan_cards_say_the_allowance_the_rules_give() {
        for plan in PLANS {
            let allowance = match crate::usage::monthly_request_allowance(plan.code) {
                Some(n) => format!("자료 요청 월 {n}곳 무료"),
                None => "자료 요청 무제한 무료".to_owned(),
            };
            assert!(plan.features.contains(&allowance.as_str()), "{}: {allowance}", plan.code);
            let beyond = format!("초과 1곳당 {}P", kernel::format::number(crate::usage::DATA_REQUEST_POINTS));
            let limited = crate::usage::monthly_request_allowance(plan.code).is_some();
            assert_eq!(plan.features.contains(&beyond.as_str()), limited, "{}", plan.code);
        }
    }

    #[test]
    fn products_parse_from_kind_and_code_and_the_free_plan_is_not_sold() {
        let p = Product::parse("points", "p30").unwrap();
        assert_eq!((p.price(), p.points()), (Won(30_000), 31_500));
        assert_eq!(p.order_name(), "30,000 포인트 충전");
        assert_eq!(Product::parse("membership", "premium").unwrap().order_name(), "프리미엄 멤버십 (30일)");
        assert_eq!(Product::parse("membership", "basic"), None);
        assert_eq!(Product::parse("points", "p7"), None);
        assert_eq!(Product::parse("gift", "p10"), None);
    }
}
