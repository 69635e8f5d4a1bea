//! Examples of running a union by the book: the rules' verdicts.

use super::Examples;
use crate::routes::union_rules::{UnionRuleDto, UnionRulesDto};

pub fn add(ex: &mut Examples) {
    let rule = |key: &str, label: &str, requirement: &str, state: &str, reason: &str| UnionRuleDto {
        key: key.into(),
        label: label.into(),
        requirement: requirement.into(),
        state: state.into(),
        reason: reason.into(),
    };
    ex.response(UnionRulesDto {
        union_id: 1,
        fund_type: "2".into(),
        worst: "warning".into(),
        rules: vec![
            rule(
                "members",
                "조합원 수",
                "49인 이하",
                "warning",
                "현재 47인입니다. 진행 중인 신청 4건이 모두 납입되면 51인이 되어 49인을 넘습니다.",
            ),
            rule("unit_price", "출자 1좌 금액", "1,000,000원 이상", "ok", "1좌 1,000,000원입니다."),
            rule("total", "출자금 총액", "100,000,000원 이상", "ok", "목표 300,000,000원, 납입 152,000,000원입니다."),
            rule("gp_stake", "업무집행조합원 출자 비율", "3% 이상", "ok", "300좌 중 10좌로 3.3%입니다."),
            rule("term", "존속기간", "5년 이상", "ok", "2026.12.01 ~ 2031.11.30입니다."),
            rule(
                "investment_obligation",
                "투자 의무",
                "등록 후 3년 안에 출자금의 50% 이상",
                "ok",
                "결성 후 3년 안에 150,000,000원 이상 투자해야 합니다.",
            ),
        ],
    });
}
