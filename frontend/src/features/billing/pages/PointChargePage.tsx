//! /point-charge (포인트 충전): pick a package, check the order, agree and pay by card. Only the
//! CEO pays. The payment window comes back here when it was cancelled or failed.
import { Alert, Box, Button, Checkbox, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Field } from '@/shared/ui/Field';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { BillingSummaryDto } from '../api';
import { CeoOnlyNote } from '../components/CeoOnlyNote';
import { FailReturnAlert } from '../components/FailReturnAlert';
import { PackagePicker } from '../components/PackagePicker';
import { WithSummary } from '../components/WithSummary';
import { useCheckout } from '../hooks/useCheckout';
import { packageName, packagePoints, payLabel, POINT_PATH, pointsText, won } from '../model';

function ChargeForm({ summary }: { summary: BillingSummaryDto }) {
  const packages = summary.point_packages;
  const [code, setCode] = useState<string | null>(packages[0]?.code ?? null);
  const [agreed, setAgreed] = useState(false);
  const { start, opening, error } = useCheckout();
  const picked = packages.find((pkg) => pkg.code === code) ?? null;

  return (
    <Stack gap="lg">
      <PackagePicker packages={packages} value={code} onChange={setCode} />
      <Paper withBorder shadow="xs" p="lg" maw={520}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            주문 내용
          </Title>
          <Box component="dl" m={0}>
            <Field label="상품" layout="row">
              {picked ? packageName(picked) : '-'}
            </Field>
            <Field label="결제 금액" layout="row">
              {picked ? won(picked.price) : '-'}
            </Field>
            <Field label="적립 포인트" layout="row">
              {picked ? pointsText(packagePoints(picked)) : '-'}
            </Field>
          </Box>
          <Checkbox
            label="주문 내용을 확인했으며 결제에 동의합니다."
            checked={agreed}
            onChange={(event) => setAgreed(event.currentTarget.checked)}
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button
            size="md"
            disabled={!picked || !agreed || !summary.can_pay}
            loading={opening}
            onClick={() => picked && void start('points', picked.code)}
          >
            {picked ? payLabel(picked.price) : '카드 결제'}
          </Button>
          <CeoOnlyNote canPay={summary.can_pay} />
        </Stack>
      </Paper>
    </Stack>
  );
}

export function PointChargePage() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="포인트 충전"
        description="충전할 포인트를 고르고 카드로 결제합니다. 많이 충전할수록 보너스 포인트가 더해집니다."
        actions={
          <Button component={RouterLink} to={POINT_PATH} variant="default">
            포인트 내역
          </Button>
        }
      />
      <FailReturnAlert />
      <WithSummary>{(summary) => <ChargeForm summary={summary} />}</WithSummary>
    </Stack>
  );
}
