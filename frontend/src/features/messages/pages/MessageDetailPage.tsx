//! /message-detail?idx={id} (메시지 상세): a message the company sent or received. Opening a
//! received one marks it read (the badge and the inbox refresh, see api.ts) and offers 답장; a
//! sent one shows whether it has been read. A missing or unknown idx says so, with the way back.
import { Button, Skeleton, Stack } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { useGetMeQuery } from '@/entities/me';
import { positiveInt } from '@/shared/navigation/searchParams';
import { IconMessage } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useGetMessageQuery } from '../api';
import { MessageView } from '../components/MessageView';
import { isReceived, listSearchOf } from '../model';
import { MESSAGE_LIST_PATH, messageListPath, messageSendPath } from '../paths';

export function MessageDetailPage() {
  const [params] = useSearchParams();
  const id = positiveInt(params.get('idx'));
  const location = useLocation();
  const { data: me } = useGetMeQuery();
  const {
    currentData: message,
    error,
    refetch,
  } = useGetMessageQuery({ messageId: id ?? 0 }, { skip: id === null });

  if (id === null || (error as ApiError | undefined)?.status === 404) {
    return (
      <NotFound
        title="메시지를 찾을 수 없습니다"
        text="삭제되었거나 주소가 잘못된 메시지입니다."
        backTo={MESSAGE_LIST_PATH}
        backLabel="메시지 목록으로"
      />
    );
  }

  const received = message && me ? isReceived(message, me.company_id) : null;
  // Back to the list it was opened from, else to the folder the message is in.
  const fromList = listSearchOf(location.state);
  const listTo =
    fromList === null
      ? messageListPath(received === false ? 'sent' : 'inbox')
      : `${MESSAGE_LIST_PATH}${fromList}`;
  const actions = (
    <>
      {message && received ? (
        <Button
          component={RouterLink}
          to={messageSendPath({ to: message.sender_company_id, reply: message.id })}
          leftSection={<IconMessage size={16} />}
        >
          답장
        </Button>
      ) : null}
      <Button component={RouterLink} to={listTo} variant="default">
        목록
      </Button>
    </>
  );

  return (
    <Stack gap="lg">
      <PageHeader title="메시지 상세" actions={actions} />
      {error && !message ? (
        <LoadError
          title="메시지를 불러오지 못했습니다."
          error={error}
          onRetry={() => void refetch()}
        />
      ) : null}
      {message && received !== null ? <MessageView message={message} received={received} /> : null}
      {!error && (!message || received === null) ? <Skeleton h={360} /> : null}
    </Stack>
  );
}
