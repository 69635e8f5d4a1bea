//! /lp-membership-management/detail/{lpMemberIdx}: an LP's profile and groups, the GP's status and
//! note, and its applications with matching and unmatching.
import { Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { LpStatusBadge } from '@/entities/lp';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { RouterLink } from '@/shared/ui/RouterLink';
import { ApplicationsTable } from '../components/ApplicationsTable';
import { MatchingModal } from '../components/MatchingModal';
import { MemberProfile } from '../components/MemberProfile';
import { MemberSettingsForm } from '../components/MemberSettingsForm';
import { useGetLpMemberQuery } from '../api';
import { displayName, idParam, LP_MEMBER_LIST_PATH } from '../model';

export function LpMemberDetailPage() {
  const lpMemberId = idParam(useParams().lpMemberIdx);
  const [matching, setMatching] = useState(false);
  const { data, error, isLoading, refetch } = useGetLpMemberQuery(
    { lpMemberId: lpMemberId ?? 0 },
    { skip: lpMemberId === null },
  );

  if (lpMemberId === null || (error as ApiError | undefined)?.status === 404) {
    return (
      <NotFound
        title="LP를 찾을 수 없습니다."
        backTo={LP_MEMBER_LIST_PATH}
        backLabel="LP 목록으로 이동"
      />
    );
  }
  if (error) {
    return (
      <LoadError
        title="LP 정보를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (isLoading || !data) {
    return (
      <Stack gap="lg">
        <Skeleton h={40} w={320} />
        <Skeleton h={240} />
      </Stack>
    );
  }

  const { member } = data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Group gap="sm" align="center">
          <Title order={1} fz={26}>
            {displayName(member)}
          </Title>
          <LpStatusBadge status={member.status} size="lg" />
        </Group>
        <Group gap="sm">
          <Button onClick={() => setMatching(true)}>매칭</Button>
          <Button component={RouterLink} to={LP_MEMBER_LIST_PATH} variant="default">
            목록
          </Button>
        </Group>
      </Group>
      <MemberProfile detail={data} />
      <Paper withBorder shadow="xs" p="lg">
        <Title order={2} fz={18} mb="md">
          관리 정보
        </Title>
        <MemberSettingsForm key={`${member.status}|${member.note}`} member={member} />
      </Paper>
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <Title order={2} fz={18} p="lg" pb="sm">
          출자 신청
        </Title>
        <ApplicationsTable lpMemberId={member.id} applications={data.applications} />
      </Paper>
      <MatchingModal lpMemberId={member.id} opened={matching} onClose={() => setMatching(false)} />
    </Stack>
  );
}
