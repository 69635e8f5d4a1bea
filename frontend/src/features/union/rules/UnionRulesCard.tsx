//! 규정 점검: each legal condition of the union (벤처투자법) with its state and why, so the GP
//! sees a problem while there is still time to fix it.
import { Badge, Group, List, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconInfo, IconX } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { useGetUnionRulesQuery, type UnionRuleDto } from './api';
import { FUND_RULES_TITLE, RULE_STATE, ruleSummary } from './model';

function StateIcon({ state }: { state: UnionRuleDto['state'] }) {
  const color = RULE_STATE[state].color;
  return (
    <ThemeIcon variant="light" color={color} radius="xl" size={28} aria-hidden>
      {state === 'ok' ? (
        <IconCheck size={16} />
      ) : state === 'broken' ? (
        <IconX size={16} />
      ) : (
        <IconInfo size={16} />
      )}
    </ThemeIcon>
  );
}

/** What the card is not, and what it cannot check from what the product holds. */
export const RULES_FOOTNOTE =
  '법률 자문이 아닙니다. 창업기획자의 투자 한도, 업무집행조합원의 자격과 연체 채무, 특수관계인과의 거래 제한은 점검하지 않습니다.';

export function UnionRulesCard({ unionId }: { unionId: number }) {
  const { data, error, refetch } = useGetUnionRulesQuery({ unionId });
  if (error)
    return (
      <LoadError
        title="규정 점검 결과를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  if (!data) return <Skeleton h={240} />;
  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-label="규정 점검"
    >
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Stack gap={2}>
            <Title order={3} fz="md">
              규정 점검
            </Title>
            <Text fz="xs" c="dimmed">
              {FUND_RULES_TITLE[data.fund_type]} · 벤처투자 촉진에 관한 법률 기준
            </Text>
          </Stack>
          <Badge variant="light" color={RULE_STATE[data.worst].color} size="lg" radius="sm">
            {ruleSummary(data.rules)}
          </Badge>
        </Group>
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.rules.map((rule) => (
            <Group key={rule.key} component="li" gap="sm" align="flex-start" wrap="nowrap">
              <StateIcon state={rule.state} />
              <Stack gap={2} style={{ flex: 1 }}>
                <Group gap="xs">
                  <Text fw={600} fz="sm">
                    {rule.label}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {rule.requirement}
                  </Text>
                  <StatusBadge info={RULE_STATE[rule.state]} size="sm" />
                </Group>
                <Text fz="sm" c={rule.state === 'broken' ? 'red.8' : undefined}>
                  {rule.reason}
                </Text>
                {rule.notes.length > 0 ? (
                  <List size="xs" c="dimmed" spacing={2} aria-label={`${rule.label} 참고`}>
                    {rule.notes.map((note) => (
                      <List.Item key={note}>{note}</List.Item>
                    ))}
                  </List>
                ) : null}
              </Stack>
            </Group>
          ))}
        </Stack>
        <Text fz="xs" c="dimmed">
          {RULES_FOOTNOTE}
        </Text>
      </Stack>
    </Paper>
  );
}
