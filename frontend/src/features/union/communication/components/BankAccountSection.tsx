//! '납입 계좌': the union's payment account that the payment-request mail prints, and the way to
//! its form.
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Field } from '@/shared/ui/Field';
import type { BankAccountDto } from '../api';

export function BankAccountSection({
  account,
  isLoading,
  isError,
  onRetry,
  onEdit,
}: {
  account: BankAccountDto | null | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onEdit: () => void;
}) {
  return (
    <Paper withBorder shadow="xs" p="lg" role="region" aria-label="납입 계좌">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              납입 계좌
            </Title>
            <Text fz="sm" c="dimmed">
              결성계획 승인 및 출자금 납입 요청 메일에 안내되는 계좌입니다.
            </Text>
          </Stack>
          <Button variant="light" onClick={onEdit} disabled={isLoading || isError}>
            {account ? '계좌 수정' : '계좌 등록'}
          </Button>
        </Group>
        {isError ? (
          <Alert color="red" variant="light" title="납입 계좌를 불러오지 못했습니다.">
            <Button variant="light" size="xs" mt="xs" onClick={onRetry}>
              다시 시도
            </Button>
          </Alert>
        ) : isLoading ? (
          <Skeleton h={44} />
        ) : account ? (
          <Group gap={48} wrap="wrap">
            <Field label="은행" size="md">
              {account.bank_name}
            </Field>
            <Field label="계좌번호" size="md">
              {account.account_number}
            </Field>
            <Field label="예금주" size="md">
              {account.depositor}
            </Field>
          </Group>
        ) : (
          <Text c="dimmed">등록된 계좌가 없습니다.</Text>
        )}
      </Stack>
    </Paper>
  );
}
