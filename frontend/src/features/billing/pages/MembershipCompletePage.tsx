//! /membership-complete (멤버십 가입 완료): where the payment window sends a paid plan. The
//! payment is confirmed here; once paid, the plan, its term and the points it brought.
import { Button, Group } from '@mantine/core';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { OrderDto } from '../api';
import { PaidFacts } from '../components/PaidFacts';
import { PaymentConfirm } from '../components/PaymentConfirm';
import { ResultCard } from '../components/ResultCard';
import {
  MEMBERSHIP_PATH,
  paymentMethodText,
  POINT_PATH,
  pointsText,
  termText,
  won,
} from '../model';

function Joined({ order }: { order: OrderDto }) {
  return (
    <ResultCard tone="success" title="멤버십 결제가 완료되었습니다" description={order.order_name}>
      <PaidFacts
        facts={[
          { label: '이용 기간', value: termText(order) },
          { label: '제공 포인트', value: `+${pointsText(order.points)}` },
          { label: '결제 금액', value: won(order.amount) },
          { label: '카드', value: paymentMethodText(order) },
        ]}
      />
      <Group grow>
        <Button component={RouterLink} to={MEMBERSHIP_PATH} variant="default">
          멤버십
        </Button>
        <Button component={RouterLink} to={POINT_PATH}>
          포인트
        </Button>
      </Group>
    </ResultCard>
  );
}

export function MembershipCompletePage() {
  return <PaymentConfirm kind="membership">{(order) => <Joined order={order} />}</PaymentConfirm>;
}
