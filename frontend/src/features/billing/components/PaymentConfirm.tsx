//! The success address' page body: confirms the payment, waits, then shows the paid order
//! (`children`) or why it was not paid — a declined card (pay again), an unreachable gateway
//! (confirm again), anything else (the server's words), or an address without a payment.
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { OrderDto } from '../api';
import { useConfirmReturn } from '../hooks/useConfirmReturn';
import { confirmFailureOf, POINT_PATH, retryPathOf, type ProductKind } from '../model';
import { ResultCard } from './ResultCard';

const payAgainLabel = (kind: ProductKind) => (kind === 'points' ? '포인트 충전으로' : '멤버십으로');

export function PaymentConfirm({
  kind,
  children,
}: {
  kind: ProductKind;
  children: (order: OrderDto) => ReactNode;
}) {
  const { state, retry } = useConfirmReturn();
  const again = retryPathOf(kind);

  if (state.status === 'missing') {
    return (
      <ResultCard
        tone="neutral"
        title="결제 정보를 확인할 수 없습니다"
        description="결제창에서 돌아온 주소에 결제 정보가 없습니다. 결제하셨다면 포인트의 결제 내역에서 확인해 주세요."
      >
        <Group grow>
          <Button component={RouterLink} to={`${POINT_PATH}?tab=orders`} variant="default">
            결제 내역
          </Button>
          <Button component={RouterLink} to={again}>
            {payAgainLabel(kind)}
          </Button>
        </Group>
      </ResultCard>
    );
  }
  if (state.status === 'pending') {
    return (
      <Center mih={360} role="status" aria-busy="true">
        <Stack align="center" gap="md">
          <Loader />
          <Text c="dimmed">결제를 확인하고 있습니다…</Text>
        </Stack>
      </Center>
    );
  }
  if (state.status === 'paid') return children(state.order);

  const failure = confirmFailureOf(state.error);
  if (failure === 'unavailable') {
    return (
      <ResultCard
        tone="failure"
        title="결제를 확인하지 못했습니다"
        description={state.error.message}
      >
        <Button onClick={retry}>다시 확인</Button>
      </ResultCard>
    );
  }
  return (
    <ResultCard
      tone="failure"
      title={failure === 'declined' ? '결제에 실패했습니다' : '결제를 완료하지 못했습니다'}
      description={state.error.message}
    >
      <Group grow>
        {failure === 'other' ? (
          <Button component={RouterLink} to={`${POINT_PATH}?tab=orders`} variant="default">
            결제 내역
          </Button>
        ) : null}
        <Button component={RouterLink} to={again}>
          다시 결제하기
        </Button>
      </Group>
    </ResultCard>
  );
}
