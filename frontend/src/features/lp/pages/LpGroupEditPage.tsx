//! /lp-group-management/{groupIdx}/edit: a group's image, name and description with 수정 and
//! 삭제, and its members with '멤버 추가' (the member-selection modal) and 삭제 per row.
import { Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { formatDate, formatNumber } from '@/shared/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconPlus } from '@/shared/ui/icons';
import { notifySuccess } from '@/shared/ui/notify';
import { RouterLink } from '@/shared/ui/RouterLink';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { GroupFormModal } from '../components/GroupFormModal';
import { GroupImage } from '../components/GroupImage';
import { GroupMembersTable } from '../components/GroupMembersTable';
import { MemberSelectModal } from '../components/MemberSelectModal';
import { useDeleteGroupMutation, useGetGroupQuery } from '../api';
import { idParam, LP_GROUP_LIST_PATH } from '../model';

export function LpGroupEditPage() {
  const groupId = idParam(useParams().groupIdx);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [selecting, setSelecting] = useState(false);
  const { data, error, isLoading, refetch, fulfilledTimeStamp } = useGetGroupQuery(
    { groupId: groupId ?? 0 },
    { skip: groupId === null },
  );
  const [deleteGroup, { isLoading: deleting }] = useDeleteGroupMutation();

  if (groupId === null || (error as ApiError | undefined)?.status === 404) {
    return (
      <NotFound
        title="그룹을 찾을 수 없습니다."
        backTo={LP_GROUP_LIST_PATH}
        backLabel="그룹 목록으로 이동"
      />
    );
  }
  if (error) {
    return (
      <LoadError
        title="그룹 정보를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (isLoading || !data) {
    return (
      <Stack gap="lg">
        <Skeleton h={40} w={320} />
        <Skeleton h={200} />
      </Stack>
    );
  }

  const { group, members } = data;
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: '그룹 삭제',
      children: <Text fz="sm">&lsquo;{group.name}&rsquo; 그룹을 삭제하시겠습니까?</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        deleteGroup({ groupId: group.id })
          .unwrap()
          .then(() => {
            notifySuccess('그룹을 삭제했습니다.');
            void navigate(LP_GROUP_LIST_PATH, { replace: true });
          })
          // The base query has shown the server's reason.
          .catch(() => undefined);
      },
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Title order={1} fz={26}>
          {group.name}
        </Title>
        <Group gap="sm">
          <Button variant="light" onClick={() => setEditing(true)}>
            수정
          </Button>
          <Button variant="light" color="red" loading={deleting} onClick={confirmDelete}>
            삭제
          </Button>
          <Button component={RouterLink} to={LP_GROUP_LIST_PATH} variant="default">
            목록
          </Button>
        </Group>
      </Group>
      <Paper withBorder shadow="xs" p="lg">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Box w={240}>
            {/* Refetched with the group: a replaced image keeps has_image but changes bytes. */}
            <GroupImage
              groupId={group.id}
              hasImage={group.has_image}
              name={group.name}
              height={160}
              version={fulfilledTimeStamp}
            />
          </Box>
          <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
            <Text fz="xs" c="dimmed">
              그룹 설명
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {group.description || '-'}
            </Text>
            <Text fz="xs" c="dimmed" mt="sm">
              멤버 {formatNumber(group.member_count)}명 · 등록일 {formatDate(group.created_at)}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <Group justify="space-between" p="lg" pb="sm">
          <Title order={2} fz={18}>
            멤버
          </Title>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setSelecting(true)}>
            멤버 추가
          </Button>
        </Group>
        {members.length === 0 ? (
          <EmptyState text="그룹에 멤버가 없습니다." py={40} />
        ) : (
          <GroupMembersTable groupId={group.id} members={members} />
        )}
      </Paper>
      <GroupFormModal group={group} opened={editing} onClose={() => setEditing(false)} />
      {selecting ? (
        <MemberSelectModal
          groupId={group.id}
          memberIds={members.map((member) => member.id)}
          onClose={() => setSelecting(false)}
        />
      ) : null}
    </Stack>
  );
}
