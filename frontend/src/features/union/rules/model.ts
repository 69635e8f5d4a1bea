//! How each rule state reads and looks.
import type { UnionRulesDto } from './api';

type RuleState = UnionRulesDto['worst'];

export const RULE_STATE: Record<RuleState, { label: string; color: string }> = {
  ok: { label: '충족', color: 'teal' },
  warning: { label: '주의', color: 'yellow' },
  broken: { label: '위반', color: 'red' },
};

/** '위반 1 · 주의 2', or '모두 충족'. */
export function ruleSummary(rules: UnionRulesDto['rules']): string {
  const broken = rules.filter((r) => r.state === 'broken').length;
  const warning = rules.filter((r) => r.state === 'warning').length;
  const parts = [broken ? `위반 ${broken}` : null, warning ? `주의 ${warning}` : null].filter(
    Boolean,
  );
  return parts.length ? parts.join(' · ') : '모두 충족';
}

export const FUND_RULES_TITLE: Record<UnionRulesDto['fund_type'], string> = {
  '1': '벤처투자조합 등록 요건',
  '2': '개인투자조합 등록 요건',
};
