//! The account modal (spec section 5): bank, account number and depositor are all required and
//! 저장 stays disabled while any is empty; the server's refusals show under their fields.
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { digitsOnly } from '@/shared/format';
import { applyProblem } from '@/shared/ui/applyProblem';
import { notifySuccess } from '@/shared/ui/notify';
import { useListBanksQuery, usePutBankAccountMutation, type BankAccountDto } from '../api';
import type { BankCode } from '@/api/gen/communication';

interface Values {
  bank_code: string;
  account_number: string;
  depositor: string;
}

const valuesOf = (account: BankAccountDto | null): Values => ({
  bank_code: account?.bank_code ?? '',
  account_number: account?.account_number ?? '',
  depositor: account?.depositor ?? '',
});

export function BankAccountModal({
  unionId,
  account,
  opened,
  onClose,
}: {
  unionId: number;
  account: BankAccountDto | null;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="계좌 정보" size={460} centered>
      {/* Mounted per opening, so the form starts from the saved account each time. */}
      {opened ? <BankAccountForm unionId={unionId} account={account} onClose={onClose} /> : null}
    </Modal>
  );
}

function BankAccountForm({
  unionId,
  account,
  onClose,
}: {
  unionId: number;
  account: BankAccountDto | null;
  onClose: () => void;
}) {
  const banks = useListBanksQuery();
  const [putBankAccount, { isLoading }] = usePutBankAccountMutation();
  const form = useForm<Values>({ mode: 'controlled', initialValues: valuesOf(account) });
  const [failure, setFailure] = useState<string | null>(null);
  const { values } = form;
  const complete =
    values.bank_code !== '' &&
    values.account_number.trim() !== '' &&
    values.depositor.trim() !== '';

  const submit = async () => {
    setFailure(null);
    try {
      await putBankAccount({
        unionId,
        bankAccountBody: {
          // Picked from GET /banks, the server's own list.
          bank_code: values.bank_code as BankCode,
          account_number: values.account_number.trim(),
          depositor: values.depositor.trim(),
        },
      }).unwrap();
      notifySuccess('납입 계좌를 저장했습니다.');
      onClose();
    } catch (caught) {
      const error = caught as ApiError;
      if (!applyProblem(form, error).placed) setFailure(error.message);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !isLoading) void submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Select
          label="은행"
          placeholder={banks.isError ? '은행 목록을 불러오지 못했습니다.' : '선택해 주세요.'}
          data={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
          searchable
          nothingFoundMessage="검색 결과가 없습니다."
          required
          disabled={banks.isLoading}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('bank_code')}
          value={values.bank_code || null}
          onChange={(code) => form.setFieldValue('bank_code', code ?? '')}
        />
        <TextInput
          label="계좌번호"
          placeholder="숫자와 -만 입력"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          required
          {...form.getInputProps('account_number')}
          onChange={(event) =>
            form.setFieldValue('account_number', digitsOnly(event.currentTarget.value, true))
          }
        />
        <TextInput
          label="예금주"
          autoComplete="off"
          maxLength={50}
          required
          {...form.getInputProps('depositor')}
        />
        {failure ? (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={isLoading}>
            취소
          </Button>
          <Button type="submit" disabled={!complete} loading={isLoading}>
            저장
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
