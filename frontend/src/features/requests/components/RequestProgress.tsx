//! How far a request's answers are: a bar with '응답 n/N', and a red '기한 지남 n' when some
//! startups let the due date pass unanswered.
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { formatNumber } from '@/shared/format';

export function RequestProgress({
  answered,
  targets,
  late,
}: {
  answered: number;
  targets: number;
  late: number;
}) {
  const percent = targets > 0 ? Math.round((answered / targets) * 100) : 0;
  const text = `응답 ${formatNumber(answered)}/${formatNumber(targets)}`;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Progress value={percent} w={88} size="sm" color="green" aria-label={text} />
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {text}
        </Text>
      </Group>
      {late > 0 ? (
        <Badge variant="light" color="red" size="sm" radius="sm" w="fit-content">
          기한 지남 {formatNumber(late)}
        </Badge>
      ) : null}
    </Stack>
  );
}
