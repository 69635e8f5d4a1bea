//! /membership (멤버십): the plan in use and its term, and the plans side by side to join,
//! change to or extend, each paid by card after a confirmation. Only the CEO pays. The payment
//! window comes back here when it was cancelled or failed.
import { Badge, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { Field } from '@/shared/ui/Field';
import { PageHeader } from '@/shared/ui/PageHeader';
import type { BillingSummaryDto, PlanDto } from '../api';
import { CeoOnlyNote } from '../components/CeoOnlyNote';
import { FailReturnAlert } from '../components/FailReturnAlert';
import { PlanCard } from '../components/PlanCard';
import { PlanCheckoutModal } from '../components/PlanCheckoutModal';
import { WithSummary } from '../components/WithSummary';
import { planAction, planUntilText, pointsText } from '../model';

function CurrentPlan({ summary }: { summary: BillingSummaryDto }) {
  return (
    <Paper component="section" withBorder shadow="xs" p="lg" aria-label="현재 플랜">
      <Group gap="xl" wrap="wrap">
        <Field label="현재 플랜" size="md">
          <Group gap={6} component="span">
            {summary.plan_name}
            <Badge variant="light" size="sm">
              이용 중
            </Badge>
          </Group>
        </Field>
        <Field label="이용 기간" size="md">
          {planUntilText(summary.plan_until)}
        </Field>
        <Field label="보유 포인트" size="md">
          {pointsText(summary.balance)}
        </Field>
      </Group>
    </Paper>
  );
}

function Plans({ summary }: { summary: BillingSummaryDto }) {
  const [picked, setPicked] = useState<PlanDto | null>(null);
  return (
    <Stack gap="lg">
      <CurrentPlan summary={summary} />
      <CeoOnlyNote canPay={summary.can_pay} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {summary.plans.map((plan) => (
          <PlanCard
            key={plan.code}
            plan={plan}
            action={planAction(plan, summary.plans)}
            canPay={summary.can_pay}
            onPick={() => setPicked(plan)}
          />
        ))}
      </SimpleGrid>
      <PlanCheckoutModal
        plan={picked}
        action={picked ? planAction(picked, summary.plans) : 'none'}
        onClose={() => setPicked(null)}
      />
    </Stack>
  );
}

export function MembershipPage() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="멤버십"
        description="플랜에 가입하면 더 많은 기능을 쓰고, 결제할 때마다 포인트를 받습니다. 이용 기간은 30일 단위입니다."
      />
      <FailReturnAlert />
      <WithSummary>{(summary) => <Plans summary={summary} />}</WithSummary>
    </Stack>
  );
}
