//! Sign-up from an invitation (the invited address, read-only): join, keep the session as the
//! login does, then go apply. An address that already has an account is sent to log in instead.
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  type CheckboxProps,
  Group,
  Paper,
  PasswordInput,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { useAppDispatch } from '@/shared/hooks/useAppDispatch';
import { storeToken, tokenChanged } from '@/shared/session';
import { applyProblem } from '@/shared/ui/applyProblem';
import { PhoneInput } from '@/shared/ui/PhoneInput';
import { RouterLink } from '@/shared/ui/RouterLink';
import { applyPath } from '../model';
import { useJoinByInvitationMutation, type InvitationDto } from '../api';
import { EMPTY_JOIN, joinBodyOf, joinRules, type JoinValues } from './joinForm';
import { LoginAnchor, LoginButton } from './LoginButton';

export const EMAIL_TAKEN_MESSAGE = '이미 가입된 이메일입니다. 로그인 후 초대를 수락해 주세요.';

type Problem = { message: string; emailTaken: boolean } | null;

function Agreement({
  label,
  to,
  ...input
}: { label: string; to: string } & Omit<CheckboxProps, 'label'>) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Checkbox
        label={
          <Text fz="sm">
            <Text span c="brand.7" fw={700}>
              [필수]
            </Text>{' '}
            {label}
          </Text>
        }
        {...input}
      />
      <Anchor component={RouterLink} to={to} target="_blank" fz="xs" c="dimmed">
        전문 보기
      </Anchor>
    </Group>
  );
}

export function InvitationJoinForm({
  token,
  invitation,
}: {
  token: string;
  invitation: InvitationDto;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [join, { isLoading }] = useJoinByInvitationMutation();
  const [problem, setProblem] = useState<Problem>(null);
  const form = useForm<JoinValues>({
    mode: 'controlled',
    initialValues: EMPTY_JOIN,
    validate: joinRules,
  });

  const submit = async (values: JoinValues) => {
    setProblem(null);
    try {
      const answer = await join({ token, invitationJoinBody: joinBodyOf(values) }).unwrap();
      if (answer.token) {
        // Exactly what a login keeps: this tab's session only, and the store told.
        storeToken(answer.token.access_token, false);
        dispatch(tokenChanged(answer.token.access_token));
      }
      void navigate(applyPath(answer.union_id), { replace: true });
    } catch (caught) {
      const error = caught as ApiError;
      if (error.code === 'email_taken') {
        setProblem({ message: EMAIL_TAKEN_MESSAGE, emailTaken: true });
        return;
      }
      const { placed, unplaced } = applyProblem(form, error);
      if (!placed || unplaced.length > 0) {
        const messages = [error.message, ...unplaced.map((item) => item.message)];
        setProblem({ message: messages.join(' '), emailTaken: false });
      }
    }
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 32 }}>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="lg">
              회원가입 후 초대 수락
            </Title>
            <Text fz="sm" c="dimmed">
              가입하면 바로 출자 신청을 할 수 있습니다.
            </Text>
          </Stack>
          <TextInput label="이메일 (아이디)" value={invitation.email} readOnly variant="filled" />
          <TextInput
            label="이름"
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('name')}
          />
          <PhoneInput
            label="휴대폰 번호"
            withAsterisk
            value={form.values.phone}
            onChange={(digits) => form.setFieldValue('phone', digits)}
            error={form.errors.phone}
          />
          <PasswordInput
            label="비밀번호"
            description="영문, 숫자를 포함해 8자 이상"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="비밀번호 확인"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirm')}
          />
          <Radio.Group label="구분" withAsterisk {...form.getInputProps('lp_type')}>
            <Group gap="lg" mt={6}>
              <Radio value="individual" label="개인" />
              <Radio value="corporate" label="법인" />
            </Group>
          </Radio.Group>
          {form.values.lp_type === 'corporate' ? (
            <TextInput label="법인명" withAsterisk {...form.getInputProps('company_name')} />
          ) : null}
          <Stack gap="xs">
            <Agreement
              label="이용약관에 동의합니다"
              to="/terms-policy"
              {...form.getInputProps('agree_terms', { type: 'checkbox' })}
            />
            <Agreement
              label="개인정보 처리방침에 동의합니다"
              to="/privacy-policy"
              {...form.getInputProps('agree_privacy', { type: 'checkbox' })}
            />
          </Stack>
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text fz="sm">{problem.message}</Text>
                {problem.emailTaken ? <LoginButton /> : null}
              </Stack>
            </Alert>
          ) : null}
          <Button type="submit" size="md" loading={isLoading}>
            가입하고 초대 수락
          </Button>
          <Group justify="center" gap={6}>
            <Text fz="sm" c="dimmed">
              이미 회원이신가요?
            </Text>
            <LoginAnchor />
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
