//! A plan side by side with the others: its price per term, what it offers, the points it
//! brings, and its button — none for the free plan, 가입하기, 변경하기 (with what happens to
//! the plan in use) or 기간 연장.
import { Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@/shared/ui/icons';
import type { PlanDto } from '../api';
import { PLAN_ACTION_LABELS, PLAN_CHANGE_NOTE, pointsText, won, type PlanAction } from '../model';

export function PlanCard({
  plan,
  action,
  canPay,
  onPick,
}: {
  plan: PlanDto;
  action: PlanAction;
  canPay: boolean;
  onPick: () => void;
}) {
  return (
    <Paper
      withBorder
      shadow="xs"
      p="xl"
      radius="md"
      aria-label={`${plan.name} 플랜`}
      component="section"
      style={plan.current ? { borderColor: 'var(--mantine-color-brand-5)', borderWidth: 2 } : {}}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="xl">
            {plan.name}
          </Title>
          {plan.current ? <Badge variant="filled">현재 이용 중</Badge> : null}
        </Group>
        <Group gap={4} align="baseline">
          <Text fz={28} fw={800}>
            {plan.price === 0 ? '무료' : won(plan.price)}
          </Text>
          {plan.price > 0 ? (
            <Text c="dimmed" fz="sm">
              / {plan.term_days}일
            </Text>
          ) : null}
        </Group>
        <List
          spacing="xs"
          fz="sm"
          center
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" color="teal">
              <IconCheck size={13} />
            </ThemeIcon>
          }
          style={{ flexGrow: 1 }}
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Text fz="sm" c="dimmed">
          {plan.included_points > 0
            ? `결제할 때마다 ${pointsText(plan.included_points)} 제공`
            : '포인트 제공 없음'}
        </Text>
        {action === 'none' ? null : (
          <Stack gap={6}>
            <Button
              variant={action === 'extend' ? 'light' : 'filled'}
              disabled={!canPay}
              aria-label={`${plan.name} ${PLAN_ACTION_LABELS[action]}`}
              onClick={onPick}
            >
              {PLAN_ACTION_LABELS[action]}
            </Button>
            {action === 'change' ? (
              <Text fz="xs" c="dimmed">
                {PLAN_CHANGE_NOTE}
              </Text>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
