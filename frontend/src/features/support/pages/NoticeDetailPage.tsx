//! /notice/Detail?idx= (공지사항 상세): the notice with its line breaks kept, the older and the
//! newer notice under it, and '목록' back to the list it was opened from (its search and page).
//! A missing or unknown idx says so, with the way to the list.
import {
  Anchor,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { formatDate } from '@/shared/format';
import { listSearchOf, type FromList } from '@/shared/navigation/fromList';
import { positiveInt } from '@/shared/navigation/searchParams';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useGetNoticeQuery, type NoticeSummaryDto } from '../api';
import { PlainText } from '../components/PlainText';
import { SupportFrame } from '../components/SupportFrame';
import { NOTICE_PATH, noticeDetailPath } from '../paths';

function NeighbourRow({
  label,
  notice,
  none,
  state,
}: {
  label: string;
  notice: NoticeSummaryDto | null | undefined;
  none: string;
  state: FromList;
}) {
  return (
    <Group gap="lg" wrap="nowrap" px="lg" py="md" aria-label={label} role="group">
      <Text fz="sm" fw={600} c="dimmed" w={64} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {notice ? (
        <Group justify="space-between" wrap="nowrap" gap="md" style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            component={RouterLink}
            to={noticeDetailPath(notice.id)}
            state={state}
            fz="sm"
            c="dark.7"
            truncate
          >
            {notice.title}
          </Anchor>
          <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {formatDate(notice.published_at)}
          </Text>
        </Group>
      ) : (
        <Text fz="sm" c="dimmed">
          {none}
        </Text>
      )}
    </Group>
  );
}

export function NoticeDetailPage() {
  const [params] = useSearchParams();
  const id = positiveInt(params.get('idx'));
  const location = useLocation();
  const state: FromList = { list: listSearchOf(location.state) };
  const listTo = `${NOTICE_PATH}${state.list}`;
  // The current notice's answer only: a neighbour's link must not show the last one meanwhile.
  const {
    currentData: data,
    error,
    refetch,
  } = useGetNoticeQuery({ noticeId: id ?? 0 }, { skip: id === null });

  if (id === null || (error as ApiError | undefined)?.status === 404) {
    return (
      <SupportFrame>
        <NotFound
          title="공지사항을 찾을 수 없습니다"
          text="삭제되었거나 주소가 잘못된 공지사항입니다."
          backTo={listTo}
          backLabel="공지사항 목록으로"
        />
      </SupportFrame>
    );
  }

  return (
    <SupportFrame>
      <Text fz="sm" fw={600} c="blue.7">
        공지사항
      </Text>
      {error && !data ? (
        <LoadError
          title="공지사항을 불러오지 못했습니다."
          error={error}
          onRetry={() => void refetch()}
        />
      ) : null}
      {!error && !data ? <Skeleton h={320} /> : null}
      {data ? (
        <Paper withBorder shadow="xs" p={0} component="article" aria-label={data.title}>
          <Stack gap={8} p={{ base: 'lg', sm: 'xl' }}>
            {data.pinned ? (
              <Badge variant="filled" radius="sm" size="sm">
                공지
              </Badge>
            ) : null}
            <Title order={1} fz={{ base: 22, sm: 26 }} style={{ wordBreak: 'break-word' }}>
              {data.title}
            </Title>
            <Text fz="sm" c="dimmed">
              등록일 {formatDate(data.published_at)}
            </Text>
          </Stack>
          <Divider />
          <Box p={{ base: 'lg', sm: 'xl' }} mih={200}>
            <PlainText fz="md">{data.body}</PlainText>
          </Box>
          <Divider />
          <NeighbourRow
            label="이전 글"
            notice={data.previous}
            none="이전 글이 없습니다."
            state={state}
          />
          <Divider />
          <NeighbourRow
            label="다음 글"
            notice={data.next}
            none="다음 글이 없습니다."
            state={state}
          />
        </Paper>
      ) : null}
      <Group justify="center">
        <Button component={RouterLink} to={listTo} variant="default" w={160}>
          목록
        </Button>
      </Group>
    </SupportFrame>
  );
}
