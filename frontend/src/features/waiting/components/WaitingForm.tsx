//! The 대기 등록 신청 form: the company, its contact person and the privacy consent, checked as
//! the server checks them, then POST /waiting-list. The server's field messages go under their
//! fields; a 409 (already waiting, already on the product) says where to go instead.
import { Alert, Button, Group, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { applyProblem } from '@/shared/ui/applyProblem';
import { BusinessNumberInput } from '@/shared/ui/BusinessNumberInput';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useRegisterWaitingMutation } from '../api';
import {
  charCount,
  conflictAction,
  emptyWaitingForm,
  NOTE_MAX,
  noteCounter,
  toWaitingBody,
  validateWaiting,
  WAITING_COMPLETE_PATH,
  WAITING_KINDS,
  type WaitingFormValues,
} from '../model';
import { PrivacyConsent } from './PrivacyConsent';

interface FormFailure {
  message: string;
  action: { label: string; to: string } | null;
}

export function WaitingForm({ businessNumber }: { businessNumber?: string | null }) {
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterWaitingMutation();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const form = useForm<WaitingFormValues>({
    mode: 'controlled',
    initialValues: emptyWaitingForm(businessNumber),
    validate: validateWaiting,
  });

  const submit = async (values: WaitingFormValues) => {
    // The button is disabled while sending; Enter in a field must not send twice either.
    if (isLoading) return;
    setFailure(null);
    const body = toWaitingBody(values);
    try {
      const receipt = await register({ waitingBody: body }).unwrap();
      void navigate(WAITING_COMPLETE_PATH, { state: { receipt } });
    } catch (caught) {
      const error = caught as ApiError;
      const { placed, unplaced } = applyProblem(form, error);
      if (!placed || unplaced.length > 0) {
        setFailure({
          message:
            unplaced.length > 0 ? unplaced.map((item) => item.message).join(' ') : error.message,
          action: conflictAction(error.code, body.business_number),
        });
      }
    }
  };

  const noteOver = charCount(form.values.note.trim()) > NOTE_MAX;

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <Radio.Group label="회사 유형" withAsterisk {...form.getInputProps('company_kind')}>
          <Group gap="xl" mt={8}>
            {WAITING_KINDS.map((kind) => (
              <Radio key={kind.value} value={kind.value} label={kind.label} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label="회사명"
          placeholder="주식회사 조합"
          autoComplete="organization"
          withAsterisk
          {...form.getInputProps('company_name')}
        />
        <BusinessNumberInput
          label="사업자등록번호"
          autoComplete="off"
          withAsterisk
          value={form.values.business_number}
          onChange={(digits) => form.setFieldValue('business_number', digits)}
          error={form.errors.business_number}
        />
        <TextInput
          label="담당자 이름"
          placeholder="홍길동"
          autoComplete="name"
          withAsterisk
          {...form.getInputProps('contact_name')}
        />
        <TextInput
          label="이메일"
          description="회원가입이 열리면 이 주소로 안내해 드립니다."
          placeholder="name@company.com"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PhoneInput
          label="휴대폰"
          withAsterisk
          value={form.values.phone}
          onChange={(digits) => form.setFieldValue('phone', digits)}
          error={form.errors.phone}
        />
        <Textarea
          label="문의 사항"
          placeholder="도입 일정, 궁금한 점 등을 남겨 주세요. (선택)"
          rows={4}
          description={
            <Text span fz="xs" c={noteOver ? 'red.7' : 'dimmed'}>
              {noteCounter(form.values.note)}
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('note')}
        />
        <PrivacyConsent
          checked={form.values.agreed_privacy}
          onChange={(checked) => form.setFieldValue('agreed_privacy', checked)}
          error={form.errors.agreed_privacy}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{failure.message}</Text>
              {failure.action ? (
                <Button component={RouterLink} to={failure.action.to} size="xs" variant="light">
                  {failure.action.label}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <Button type="submit" size="md" loading={isLoading}>
          대기 등록 신청
        </Button>
      </Stack>
    </form>
  );
}
