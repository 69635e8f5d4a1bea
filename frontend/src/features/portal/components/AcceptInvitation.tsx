//! For a logged-in visitor: accept the invitation with this account, then go apply.
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { applyPath } from '../model';
import { useAcceptInvitationMutation } from '../api';

export function AcceptInvitation({ token }: { token: string }) {
  const navigate = useNavigate();
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setError(null);
    try {
      const answer = await accept({ token }).unwrap();
      void navigate(applyPath(answer.union_id), { replace: true });
    } catch (caught) {
      setError((caught as ApiError).message);
    }
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 32 }}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          로그인한 계정으로 초대를 수락하고 출자 신청을 진행합니다.
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button size="md" loading={isLoading} onClick={() => void run()}>
          초대 수락
        </Button>
      </Stack>
    </Paper>
  );
}
