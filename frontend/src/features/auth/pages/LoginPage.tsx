//! /login: e-mail, password, "로그인 상태 유지", and links to recover the account or join; for an
//! account with two-factor login, then the authenticator app's code on the same card.
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { useLocation } from 'react-router-dom';
import { FormCard } from '@/shared/ui/FormCard';
import { IconInfo } from '@/shared/ui/icons';
import { RouterLink } from '@/shared/ui/RouterLink';
import { TwoFactorCodeStep } from '../components/TwoFactorCodeStep';
import { useLoginFlow, type LoginValues } from '../hooks/useLoginFlow';

export function LoginPage() {
  const location = useLocation();
  const wanted = (location.state as { from?: string } | null)?.from ?? null;
  const { submit, startOver, needsCode, error, codeError, pending } = useLoginFlow(wanted);

  const form = useForm<LoginValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '', remember: false },
    validate: {
      email: isEmail('올바른 이메일 주소를 입력해 주세요.'),
      password: isNotEmpty('비밀번호를 입력해 주세요.'),
    },
  });

  const credentials = (): LoginValues => {
    const values = form.getValues();
    return { ...values, email: values.email.trim() };
  };

  if (needsCode) {
    return (
      <FormCard
        title="2단계 인증"
        description={`${credentials().email} 계정은 2단계 인증을 사용합니다. 인증 앱에 표시된 코드를 입력해 주세요.`}
      >
        <TwoFactorCodeStep
          error={error}
          codeError={codeError}
          pending={pending}
          onSubmit={(code) => void submit(credentials(), code)}
          onBack={() => {
            form.reset();
            startOver();
          }}
        />
      </FormCard>
    );
  }

  return (
    <FormCard title="로그인" description="조합 계정으로 로그인하고 포트폴리오와 조합을 관리하세요.">
      <form
        onSubmit={form.onSubmit((values) => void submit({ ...values, email: values.email.trim() }))}
        noValidate
      >
        <Stack gap="md">
          {wanted ? (
            <Alert variant="light" color="brand" icon={<IconInfo size={18} />}>
              로그인이 필요한 화면입니다. 로그인 후 이동합니다.
            </Alert>
          ) : null}
          <TextInput
            label="이메일"
            placeholder="name@company.com"
            type="email"
            autoComplete="username"
            size="md"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="비밀번호"
            placeholder="비밀번호"
            autoComplete="current-password"
            size="md"
            {...form.getInputProps('password')}
          />
          <Checkbox
            label="로그인 상태 유지"
            {...form.getInputProps('remember', { type: 'checkbox' })}
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={pending}>
            로그인
          </Button>
        </Stack>
      </form>
      <Group justify="center" gap="xs">
        <Anchor component={RouterLink} to="/find-id" fz="sm" c="dark.5">
          아이디 찾기
        </Anchor>
        <Divider orientation="vertical" />
        <Anchor component={RouterLink} to="/find-pw" fz="sm" c="dark.5">
          비밀번호 찾기
        </Anchor>
        <Divider orientation="vertical" />
        <Anchor component={RouterLink} to="/join-intro" fz="sm" fw={600}>
          회원가입
        </Anchor>
      </Group>
      <Text fz="xs" c="dimmed" ta="center">
        공용 PC에서는 로그인 상태 유지를 선택하지 마세요.
      </Text>
      <Text fz="xs" c="dimmed" ta="center">
        아직 서비스를 이용하지 않는 회사라면{' '}
        <Anchor component={RouterLink} to="/waiting-main" fz="xs">
          대기 등록
        </Anchor>
      </Text>
    </FormCard>
  );
}
