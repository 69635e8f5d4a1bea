//! The CEO's form of the firm's details, saved with PUT /company; saved, the user is back on
//! 기업 기본 정보. The identity set at sign-up shows read-only; the server's field messages show
//! under their fields. Leaving with changes ('취소') asks first.
import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { formatBusinessNumber, formatNumber, koreanToday } from '@/shared/format';
import { applyProblem } from '@/shared/ui/applyProblem';
import { confirmLeave } from '@/shared/ui/confirmLeave';
import { FormSection } from '@/shared/ui/FormSection';
import { notifySuccess } from '@/shared/ui/notify';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { useUpdateFirmMutation, type FirmDto } from '../api';
import {
  FIRM_LIMITS,
  firmRules,
  firmToForm,
  formToFirmBody,
  investorTypeLabel,
  type FirmFormValues,
} from '../model';
import { FIRM_INFO_PATH } from '../paths';

/** '12 / 2,000자' under a long text. */
const counter = (text: string, max: number) =>
  `${formatNumber([...text].length)} / ${formatNumber(max)}자`;

export function FirmForm({ firm }: { firm: FirmDto }) {
  const navigate = useNavigate();
  const [updateFirm, { isLoading }] = useUpdateFirmMutation();
  const [problem, setProblem] = useState<string | null>(null);
  // A second click (or Enter) before the button shows it is busy must not send twice.
  const inFlight = useRef(false);
  const form = useForm<FirmFormValues>({
    mode: 'controlled',
    initialValues: firmToForm(firm),
    validate: firmRules,
  });

  const submit = async (values: FirmFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    try {
      await updateFirm({ firmBody: formToFirmBody(values) }).unwrap();
      notifySuccess('기업 기본 정보를 저장했습니다.');
      void navigate(FIRM_INFO_PATH);
    } catch (caught) {
      const error = caught as ApiError;
      const { placed, unplaced } = applyProblem(form, error);
      if (!placed || unplaced.length > 0) setProblem(unplaced[0]?.message ?? error.message);
    } finally {
      inFlight.current = false;
    }
  };

  // Built on submit, not during render: `submit` reads the in-flight ref.
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit((values) => void submit(values))(event);

  const back = () => void navigate(FIRM_INFO_PATH);
  const cancel = () => (form.isDirty() ? confirmLeave(back) : back());

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <FormSection title="등록 정보" description="가입할 때 등록한 정보여서 바꿀 수 없습니다.">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <TextInput
              label="사업자등록번호"
              value={formatBusinessNumber(firm.business_number)}
              readOnly
              variant="filled"
            />
            <TextInput
              label="투자사 유형"
              value={investorTypeLabel(firm.investor_type)}
              readOnly
              variant="filled"
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title="기본 정보">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
            <TextInput
              label="회사명"
              withAsterisk
              maxLength={FIRM_LIMITS.name}
              {...form.getInputProps('name')}
            />
            <TextInput
              label="대표자명"
              withAsterisk
              maxLength={FIRM_LIMITS.ceo_name}
              {...form.getInputProps('ceo_name')}
            />
            <TextInput
              label="설립일"
              type="date"
              max={koreanToday()}
              {...form.getInputProps('founded_on')}
            />
            <PhoneInput
              label="대표 전화"
              placeholder="02-0000-0000"
              autoComplete="off"
              value={form.values.phone}
              onChange={(digits) => form.setFieldValue('phone', digits)}
              error={form.errors.phone}
            />
            <TextInput
              label="이메일"
              type="email"
              placeholder="contact@example.com"
              maxLength={FIRM_LIMITS.contact_email}
              {...form.getInputProps('contact_email')}
            />
            <TextInput
              label="홈페이지"
              placeholder="https://www.example.com"
              maxLength={FIRM_LIMITS.homepage}
              {...form.getInputProps('homepage')}
            />
          </SimpleGrid>
          <TextInput
            label="주소"
            maxLength={FIRM_LIMITS.address}
            {...form.getInputProps('address')}
          />
          <Textarea
            label="회사 소개"
            description={counter(form.values.introduction, FIRM_LIMITS.introduction)}
            rows={7}
            maxLength={FIRM_LIMITS.introduction}
            {...form.getInputProps('introduction')}
          />
        </FormSection>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} disabled={isLoading}>
            취소
          </Button>
          <Button type="submit" loading={isLoading} disabled={isLoading}>
            저장
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
