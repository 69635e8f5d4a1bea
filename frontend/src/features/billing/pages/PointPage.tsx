//! /point (포인트): the firm's balance and plan, 포인트 내역 (the ledger) and 결제 내역 (the
//! orders, with receipts and refund requests). The tab rides in the address (`?tab=orders`) so
//! the payment pages can link to the orders.
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { formatNumber } from '@/shared/format';
import { IconPlus, IconTarget } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { StatTile } from '@/shared/ui/StatTile';
import type { BillingSummaryDto } from '../api';
import { OrderHistory } from '../components/OrderHistory';
import { PointLedger } from '../components/PointLedger';
import { WithSummary } from '../components/WithSummary';
import { MEMBERSHIP_PATH, planUntilText, POINT_CHARGE_PATH } from '../model';

type PointTab = 'points' | 'orders';
const tabOf = (value: string | null): PointTab => (value === 'orders' ? 'orders' : 'points');

function Balance({ summary }: { summary: BillingSummaryDto }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <StatTile
        size="lg"
        label="보유 포인트"
        value={formatNumber(summary.balance)}
        unit="P"
        icon={<IconTarget size={22} />}
      >
        <Group gap="xs">
          <Text fz="sm" c="dimmed">
            현재 플랜
          </Text>
          <Badge variant="light" radius="sm">
            {summary.plan_name}
          </Badge>
          <Text fz="sm" c="dimmed">
            {planUntilText(summary.plan_until)}
          </Text>
          <Anchor component={RouterLink} to={MEMBERSHIP_PATH} fz="sm">
            멤버십 보기
          </Anchor>
        </Group>
      </StatTile>
    </SimpleGrid>
  );
}

export function PointPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const changeTab = (value: string | null) =>
    setParams(value === 'orders' ? { tab: value } : {}, { replace: true });

  return (
    <Stack gap="lg">
      <PageHeader
        title="포인트"
        description="포인트는 유료 부가 기능에 쓰는 회사의 선불 잔액입니다. 카드로 충전하거나 멤버십에 가입하면 적립됩니다."
        actions={
          <Button
            component={RouterLink}
            to={POINT_CHARGE_PATH}
            leftSection={<IconPlus size={16} />}
          >
            포인트 충전
          </Button>
        }
      />
      <WithSummary>
        {(summary) => (
          <Stack gap="lg">
            <Balance summary={summary} />
            <Tabs value={tab} keepMounted={false} onChange={changeTab}>
              <Tabs.List mb="lg">
                <Tabs.Tab value="points">포인트 내역</Tabs.Tab>
                <Tabs.Tab value="orders">결제 내역</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="points">
                <PointLedger />
              </Tabs.Panel>
              <Tabs.Panel value="orders">
                <OrderHistory canPay={summary.can_pay} />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )}
      </WithSummary>
    </Stack>
  );
}
