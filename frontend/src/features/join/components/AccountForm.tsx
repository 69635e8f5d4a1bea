//! Last join step: the person's account (e-mail, password, name, phone, form type), then POST /join.
import {
  Alert,
  Anchor,
  Button,
  Group,
  Input,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { applyProblem } from '@/shared/ui/applyProblem';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { RouterLink } from '@/shared/ui/RouterLink';
import { passwordRule, phoneRule } from '@/shared/validation';
import { useJoinMutation, type JoinBody } from '../api';
import { joinCompleted, selectJoin, type UserType } from '../joinSlice';
import { companyDetails } from './companyDetails';

interface AccountValues {
  email: string;
  password: string;
  confirm: string;
  name: string;
  phone: string;
  form_type: 'individual' | 'enterprise';
}

const COMPANY_FIELD_LABELS: Record<string, string> = {
  'new_company.name': '회사명',
  'new_company.business_number': '사업자등록번호',
  'new_company.ceo_name': '대표자명',
  existing_company_id: '소속 회사',
  investor_type: '투자사 유형',
  agree_terms: '이용약관 동의',
  agree_privacy: '개인정보 처리방침 동의',
};

export function AccountForm({
  userType,
  companyStep,
}: {
  userType: UserType;
  companyStep: string;
}) {
  const join = useSelector(selectJoin);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [submitJoin, { isLoading }] = useJoinMutation();
  const [problem, setProblem] = useState<{
    message: string;
    details: string[];
    code: string | null;
  } | null>(null);

  const form = useForm<AccountValues>({
    mode: 'controlled',
    initialValues: {
      email: '',
      password: '',
      confirm: '',
      name: '',
      phone: '',
      form_type: join.investorType === 'P' ? 'individual' : 'enterprise',
    },
    validate: {
      email: isEmail('올바른 이메일 주소를 입력해 주세요.'),
      password: passwordRule,
      confirm: (value, values) =>
        value === values.password ? null : '비밀번호가 일치하지 않습니다.',
      name: isNotEmpty('이름을 입력해 주세요.'),
      phone: phoneRule,
    },
  });

  // Kept from the first render: a completed join clears the flow state before the page changes.
  const [company] = useState(join.company);
  if (!company) return null;

  const submit = async (values: AccountValues) => {
    setProblem(null);
    const request: JoinBody = {
      user_type: userType,
      email: values.email.trim(),
      password: values.password,
      name: values.name.trim(),
      phone: values.phone,
      form_type: values.form_type,
      investor_type: userType === 'investor' ? join.investorType : null,
      agree_terms: join.agreeTerms,
      agree_privacy: join.agreePrivacy,
      existing_company_id: company.mode === 'existing' ? company.id : null,
      new_company:
        company.mode === 'new'
          ? {
              name: company.name,
              business_number: company.business_number,
              ceo_name: company.ceo_name,
            }
          : null,
    };
    try {
      const result = await submitJoin({ joinBody: request }).unwrap();
      dispatch(joinCompleted(result));
      void navigate('/join-complete', { replace: true });
    } catch (caught) {
      const error = caught as ApiError;
      const { placed, unplaced } = applyProblem(form, error, { email_taken: 'email' });
      // The company's fields are on the previous step: their messages are listed here.
      const details = unplaced.map(
        ({ field, message }) => `${COMPANY_FIELD_LABELS[field] ?? field}: ${message}`,
      );
      if (!placed || details.length > 0) {
        setProblem({ message: error.message, details, code: error.code });
      }
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <Paper bg="gray.0" p="md" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2}>
              <Text fz="xs" c="dimmed">
                {company.mode === 'new' ? '새로 등록할 회사' : '가입할 소속 회사'}
              </Text>
              <Text fw={700}>{company.name}</Text>
              <Text fz="xs" c="dimmed">
                {companyDetails(company.business_number, company.ceo_name)}
              </Text>
            </Stack>
            <Anchor component={RouterLink} to={companyStep} fz="sm">
              변경
            </Anchor>
          </Group>
        </Paper>
        <TextInput
          label="이메일 (아이디)"
          placeholder="name@company.com"
          type="email"
          autoComplete="email"
          size="md"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="비밀번호"
          description="영문, 숫자를 포함해 8자 이상"
          autoComplete="new-password"
          size="md"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="비밀번호 확인"
          autoComplete="new-password"
          size="md"
          withAsterisk
          {...form.getInputProps('confirm')}
        />
        <TextInput
          label="이름"
          placeholder="홍길동"
          autoComplete="name"
          size="md"
          withAsterisk
          {...form.getInputProps('name')}
        />
        <PhoneInput
          label="휴대전화번호"
          size="md"
          withAsterisk
          value={form.values.phone}
          onChange={(digits) => form.setFieldValue('phone', digits)}
          error={form.errors.phone}
        />
        <Input.Wrapper label="가입 형태" error={form.errors.form_type}>
          <SegmentedControl
            fullWidth
            mt={6}
            data={[
              { value: 'enterprise', label: '기업 회원' },
              { value: 'individual', label: '개인 회원' },
            ]}
            {...form.getInputProps('form_type')}
          />
        </Input.Wrapper>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            <Text fz="sm">{problem.message}</Text>
            {problem.details.map((line) => (
              <Text key={line} fz="sm">
                · {line}
              </Text>
            ))}
            {problem.code === 'business_number_taken' || problem.code === 'company_not_found' ? (
              <Anchor component={RouterLink} to={companyStep} fz="sm" fw={600}>
                회사 선택으로 돌아가기
              </Anchor>
            ) : null}
          </Alert>
        ) : null}
        <Button type="submit" size="md" loading={isLoading}>
          가입하기
        </Button>
      </Stack>
    </form>
  );
}
