//! Under the value radar: the fact-checkers' adjustments in force, for everyone who reads the
//! profile, and for a fact-checker the '점수 조정' button with its dialog.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useGetMeQuery } from '@/entities/me';
import { checksFacts } from '@/entities/startup';
import type { ScoreAdjustmentDto } from '../scoreApi';
import { ScoreAdjustModal } from './ScoreAdjustModal';
import { ScoreAdjustmentList } from './ScoreAdjustmentList';

export function ScoreAdjustments({
  startupId,
  adjustments,
}: {
  startupId: number;
  adjustments: ScoreAdjustmentDto[];
}) {
  const { data: me } = useGetMeQuery();
  const checker = me ? checksFacts(me) : false;
  const [opened, setOpened] = useState(false);
  // A new dialog each time: nothing typed before carries over.
  const [round, setRound] = useState(0);
  if (!checker && adjustments.length === 0) return null;
  return (
    <Stack
      gap="xs"
      mt="md"
      pt="md"
      role="group"
      aria-label="점수 조정"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group justify="space-between" gap="sm">
        <Text fz="sm" fw={600}>
          팩트체커 점수 조정
        </Text>
        {checker ? (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              setRound((now) => now + 1);
              setOpened(true);
            }}
          >
            점수 조정
          </Button>
        ) : null}
      </Group>
      {adjustments.length === 0 ? (
        <Text fz="sm" c="dimmed">
          적용 중인 점수 조정이 없습니다.
        </Text>
      ) : (
        <ScoreAdjustmentList adjustments={adjustments} />
      )}
      {checker ? (
        <ScoreAdjustModal
          key={round}
          startupId={startupId}
          opened={opened}
          adjustments={adjustments}
          onClose={() => setOpened(false)}
        />
      ) : null}
    </Stack>
  );
}
