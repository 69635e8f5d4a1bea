//! /task/detail?id= (업무 상세): the task's title and status (changed in place), its facts, the
//! way to an automatic task's work, '수정', '삭제' (tasks written by hand), and its comments
//! with the form that adds one. A missing or unknown id says so, with the way to the list.
import { Group, Skeleton, Stack } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { listSearchOf } from '@/shared/navigation/fromList';
import { positiveInt } from '@/shared/navigation/searchParams';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useGetTaskQuery } from '../api';
import { AutoBadge } from '../components/AutoBadge';
import { StatusControl } from '../components/StatusControl';
import { TaskActions } from '../components/TaskActions';
import { TaskComments } from '../components/TaskComments';
import { TaskFacts } from '../components/TaskFacts';
import { WorkLink } from '../components/WorkLink';
import { TASK_LIST_PATH } from '../paths';

export function TaskDetailPage() {
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const location = useLocation();
  const listTo = `${TASK_LIST_PATH}${listSearchOf(location.state)}`;
  const {
    currentData: detail,
    error,
    refetch,
  } = useGetTaskQuery({ taskId: id ?? 0 }, { skip: id === null });

  if (id === null || (error as ApiError | undefined)?.status === 404) {
    return (
      <NotFound
        title="업무를 찾을 수 없습니다."
        text="삭제되었거나 주소가 잘못된 업무입니다."
        backTo={TASK_LIST_PATH}
        backLabel="업무 목록으로"
      />
    );
  }
  if (error && !detail) {
    return (
      <LoadError title="업무를 불러오지 못했습니다." error={error} onRetry={() => void refetch()} />
    );
  }
  if (!detail) {
    return (
      <Stack gap="lg">
        <Skeleton h={40} w={360} />
        <Skeleton h={220} />
        <Skeleton h={200} />
      </Stack>
    );
  }

  const { task, comments } = detail;
  return (
    <Stack gap="lg">
      <PageHeader
        title={
          <Group gap="sm" component="span" wrap="wrap">
            <span style={{ wordBreak: 'break-word' }}>{task.title}</span>
            <AutoBadge task={task} size="lg" />
          </Group>
        }
        actions={<TaskActions task={task} listTo={listTo} />}
      />
      <Group gap="sm">
        <StatusControl task={task} />
      </Group>
      <WorkLink task={task} />
      <TaskFacts task={task} />
      <TaskComments taskId={task.id} comments={comments} />
    </Stack>
  );
}
