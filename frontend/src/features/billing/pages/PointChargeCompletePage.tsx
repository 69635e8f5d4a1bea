//! /point-charge-complete (포인트 충전 완료): where the payment window sends a paid charge. The
//! payment is confirmed here; once paid, the points added and the card, with the receipt.
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { dash } from '@/shared/format';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { OrderDto } from '../api';
import { PaidFacts } from '../components/PaidFacts';
import { PaymentConfirm } from '../components/PaymentConfirm';
import { ReceiptModal } from '../components/ReceiptModal';
import { ResultCard } from '../components/ResultCard';
import { paymentMethodText, POINT_PATH, pointsText, won } from '../model';

function Charged({ order }: { order: OrderDto }) {
  const [receipt, setReceipt] = useState<OrderDto | null>(null);
  return (
    <ResultCard tone="success" title="포인트가 충전되었습니다" description={order.order_name}>
      <PaidFacts
        facts={[
          { label: '결제 금액', value: won(order.amount) },
          { label: '충전 포인트', value: `+${pointsText(order.points)}` },
          { label: '카드', value: paymentMethodText(order) },
          { label: '승인 번호', value: dash(order.approval_number) },
        ]}
      />
      <Group grow>
        <Button variant="default" onClick={() => setReceipt(order)}>
          영수증
        </Button>
        <Button component={RouterLink} to={POINT_PATH}>
          포인트 내역
        </Button>
      </Group>
      <ReceiptModal order={receipt} onClose={() => setReceipt(null)} />
    </ResultCard>
  );
}

export function PointChargeCompletePage() {
  return <PaymentConfirm kind="points">{(order) => <Charged order={order} />}</PaymentConfirm>;
}
