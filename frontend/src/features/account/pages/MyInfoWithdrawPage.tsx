//! /my-info-withdraw (회원 탈퇴): what withdrawing does, an optional reason, the password and the
//! consent; confirmed once more, POST /me/withdrawal ends the account and its session, and the
//! landing page opens with the notice. The server's refusals (a wrong password, a CEO whose
//! company still has members) show here.
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { leaveSession } from '@/entities/me';
import { applyProblem } from '@/shared/ui/applyProblem';
import { IconInfo } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useWithdrawMutation } from '../api';
import { REASON_MAX_LENGTH, WITHDRAWAL_DONE_NOTICE } from '../model';
import { MY_INFO_PATH } from '../paths';

const CONSEQUENCES = [
  '탈퇴하면 이 계정으로 다시 로그인할 수 없습니다.',
  '회사의 조합, 문서, 보고서 등 기록은 회사에 남고, 작성자는 ‘탈퇴한 회원’으로 표시됩니다.',
  '이메일 주소와 연락처는 지워집니다.',
];

/** Where a CEO whose company still has members goes to settle them. */
const MEMBER_MANAGE_PATH = '/member-mange';

interface WithdrawValues {
  reason: string;
  password: string;
  agree: boolean;
}

export function MyInfoWithdrawPage() {
  const navigate = useNavigate();
  const [withdraw, { isLoading }] = useWithdrawMutation();
  const [problem, setProblem] = useState<{ message: string; code: string | null } | null>(null);
  // Set once the account is gone: the page stays busy until the landing page loads.
  const [done, setDone] = useState(false);
  const inFlight = useRef(false);
  const form = useForm<WithdrawValues>({
    mode: 'controlled',
    initialValues: { reason: '', password: '', agree: false },
    validate: {
      reason: (value) =>
        [...value.trim()].length > REASON_MAX_LENGTH
          ? `탈퇴 사유는 ${REASON_MAX_LENGTH}자 이내로 입력해 주세요.`
          : null,
      password: isNotEmpty('비밀번호를 입력해 주세요.'),
      agree: (value) => (value ? null : '탈퇴 안내를 확인하고 동의해 주세요.'),
    },
  });

  const send = async (values: WithdrawValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    const reason = values.reason.trim();
    try {
      await withdraw({
        withdrawalBody: { password: values.password, ...(reason ? { reason } : {}) },
      }).unwrap();
      setDone(true);
      leaveSession(WITHDRAWAL_DONE_NOTICE);
    } catch (caught) {
      const error = caught as ApiError;
      const { placed, unplaced } = applyProblem(form, error);
      if (!placed || unplaced.length > 0) {
        setProblem({ message: unplaced[0]?.message ?? error.message, code: error.code });
      }
    } finally {
      inFlight.current = false;
    }
  };

  const busy = isLoading || done;

  const confirm = (values: WithdrawValues) => {
    if (busy) return;
    modals.openConfirmModal({
      title: '회원 탈퇴',
      children: (
        <Stack gap={4}>
          <Text fz="sm">정말 탈퇴하시겠습니까?</Text>
          <Text fz="xs" c="dimmed">
            탈퇴한 계정은 되돌릴 수 없습니다.
          </Text>
        </Stack>
      ),
      labels: { confirm: '탈퇴', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => void send(values),
    });
  };

  // Built on submit, not during render: `send` reads the in-flight ref.
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => form.onSubmit(confirm)(event);

  return (
    <Stack gap="lg">
      <PageHeader title="회원 탈퇴" description="탈퇴하기 전에 아래 내용을 확인해 주세요." />
      <Paper withBorder p="lg" bg="gray.0" component="section" aria-label="탈퇴 안내">
        <Group gap="xs" mb="sm" wrap="nowrap">
          <IconInfo size={18} />
          <Title order={2} fz="md">
            탈퇴하면 이렇게 됩니다
          </Title>
        </Group>
        <List spacing={6} fz="sm">
          {CONSEQUENCES.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Paper>
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Textarea
              label="탈퇴 사유"
              description={`선택 사항입니다. ${REASON_MAX_LENGTH}자 이내로 적어 주세요.`}
              rows={4}
              maxLength={REASON_MAX_LENGTH}
              {...form.getInputProps('reason')}
            />
            <PasswordInput
              label="비밀번호"
              description="본인 확인을 위해 현재 비밀번호를 입력해 주세요."
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <Checkbox
              label="위 내용을 확인했으며 탈퇴에 동의합니다."
              {...form.getInputProps('agree', { type: 'checkbox' })}
            />
            {problem ? (
              <Alert color="red" variant="light" role="alert">
                <Text fz="sm">{problem.message}</Text>
                {problem.code === 'ceo_has_members' ? (
                  <Anchor component={RouterLink} to={MEMBER_MANAGE_PATH} fz="sm" fw={600}>
                    구성원 관리로 이동
                  </Anchor>
                ) : null}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate(MY_INFO_PATH)} disabled={busy}>
                취소
              </Button>
              <Button type="submit" color="red" loading={busy}>
                회원 탈퇴
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
