//! The fact-checkers' adjustments in force (already counted in the scores), one a line:
//! '인적 역량 −10점 · 사유 · 검증자 · 날짜'.
import { List, Text } from '@mantine/core';
import { formatDate } from '@/shared/format';
import type { ScoreAdjustmentDto } from '../scoreApi';
import { signedPoints } from '../scoreAdjust';

export function ScoreAdjustmentList({ adjustments }: { adjustments: ScoreAdjustmentDto[] }) {
  return (
    <List size="sm" spacing={4} listStyleType="none" ml={0} aria-label="적용 중인 점수 조정">
      {adjustments.map((adjustment) => (
        <List.Item key={adjustment.axis}>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            <Text span fw={600} c={adjustment.points < 0 ? 'red.7' : 'blue.7'}>
              {adjustment.axis_label} {signedPoints(adjustment.points)}
            </Text>
            {` · ${adjustment.reason} · ${adjustment.checker_name} · ${formatDate(adjustment.at)}`}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
