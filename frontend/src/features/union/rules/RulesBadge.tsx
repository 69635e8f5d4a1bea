//! The header's hint that a rule needs attention: it opens the 기본 정보 tab where 규정 점검 is.
import { Badge } from '@mantine/core';
import { RouterLink } from '@/shared/ui/RouterLink';
import { unionDetailPath } from '../model';
import { useGetUnionRulesQuery } from './api';
import { RULE_STATE, ruleSummary } from './model';

export function RulesBadge({ unionId }: { unionId: number }) {
  const { data } = useGetUnionRulesQuery({ unionId });
  if (!data || data.worst === 'ok') return null;
  return (
    <Badge
      component={RouterLink}
      to={unionDetailPath(unionId, 'info')}
      variant="outline"
      color={RULE_STATE[data.worst].color}
      size="lg"
      radius="sm"
      style={{ cursor: 'pointer' }}
    >
      규정 {ruleSummary(data.rules)}
    </Badge>
  );
}
