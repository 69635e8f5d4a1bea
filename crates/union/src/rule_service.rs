//! The union's rules as of today: the union, what happened to it, and the verdicts.

use std::sync::Arc;

use kernel::format::korean_date;
use kernel::{Actor, Clock};

use crate::error::UnionError;
use crate::model::{Union, UnionId};
use crate::ports::UnionRepository;
use crate::rules::{self, RuleCheck, RuleState, UnionRuleFacts};

/// A union's verdicts in [`rules::check`]'s order, and the worst of them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnionRules {
    pub union: Union,
    pub checks: Vec<RuleCheck>,
    pub worst: RuleState,
}

#[derive(Clone)]
pub struct RuleService {
    unions: Arc<dyn UnionRepository>,
    facts: Arc<dyn UnionRuleFacts>,
    clock: Arc<dyn Clock>,
}

impl RuleService {
    pub fn new(unions: Arc<dyn UnionRepository>, facts: Arc<dyn UnionRuleFacts>, clock: Arc<dyn Clock>) -> Self {
        RuleService { unions, facts, clock }
    }

    /// # Errors
    /// `NotFound` when the union is not the firm's.
    pub async fn check(&self, actor: &Actor, id: UnionId) -> Result<UnionRules, UnionError> {
        let union = self.unions.get(actor, id).await?;
        let facts = self.facts.rule_facts(actor, id).await?;
        let checks = rules::check(&union, &facts, korean_date(self.clock.now()));
        let worst = rules::worst(&checks);
        Ok(UnionRules { union, checks, worst })
    }
}
