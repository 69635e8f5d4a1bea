//! /invitations/{token}: the firm's invitation and the union's terms; a visitor signs up (or logs
//! in and comes back), a logged-in user accepts. Either way the next stop is the apply dialog.
import { Box, Stack } from '@mantine/core';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { selectIsLoggedIn } from '@/shared/session';
import { LoadingScreen } from '@/shared/ui/LoadingScreen';
import { AcceptInvitation } from '../components/AcceptInvitation';
import { InvitationJoinForm } from '../components/InvitationJoinForm';
import { InvitationSummary } from '../components/InvitationSummary';
import { InvitationUnavailable } from '../components/InvitationUnavailable';
import { useGetInvitationQuery } from '../api';

/** Answers that mean the link itself is dead; retrying cannot help. */
const DEAD_LINK = [404, 410];

export function InvitationPage() {
  const { token = '' } = useParams();
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data, error, isLoading, refetch } = useGetInvitationQuery({ token });

  if (isLoading) return <LoadingScreen />;
  if (!data) {
    const failure = error as ApiError | undefined;
    const dead = DEAD_LINK.includes(Number(failure?.status));
    return (
      <InvitationUnavailable
        message={failure?.message ?? '초대 정보를 불러오지 못했습니다.'}
        loggedIn={loggedIn}
        onRetry={dead ? undefined : () => void refetch()}
      />
    );
  }

  return (
    <Box px="md">
      <Stack maw={560} mx="auto" my={{ base: 24, sm: 56 }} gap="lg">
        <InvitationSummary invitation={data} />
        {loggedIn ? (
          <AcceptInvitation token={token} />
        ) : (
          <InvitationJoinForm token={token} invitation={data} />
        )}
      </Stack>
    </Box>
  );
}
