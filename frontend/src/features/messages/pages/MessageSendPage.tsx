//! /message-send?to={companyId}&reply={id} (메시지 보내기): a new message, or the answer to a
//! received one. `to` locks the recipient (from a startup's profile or a reply); a reply also
//! starts its title with 'RE: ' and the original's. Without `to` the recipient is picked.
import { Skeleton, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { useGetMeQuery } from '@/entities/me';
import { positiveInt } from '@/shared/navigation/searchParams';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useGetMessageQuery } from '../api';
import { MessageForm } from '../components/MessageForm';
import { replyTitle } from '../model';
import { MESSAGE_LIST_PATH, messageDetailPath } from '../paths';

export function MessageSendPage() {
  const [params] = useSearchParams();
  const to = positiveInt(params.get('to'));
  const reply = positiveInt(params.get('reply'));
  const { data: me } = useGetMeQuery();
  const {
    currentData: original,
    error,
    refetch,
  } = useGetMessageQuery({ messageId: reply ?? 0 }, { skip: reply === null });
  const header = (
    <PageHeader
      title={reply === null ? '메시지 보내기' : '답장 보내기'}
      description="기업 사이에 메시지를 주고받을 수 있습니다."
    />
  );

  if (reply !== null && (error as ApiError | undefined)?.status === 404) {
    return (
      <NotFound
        title="답장할 메시지를 찾을 수 없습니다"
        text="삭제되었거나 주소가 잘못된 메시지입니다."
        backTo={MESSAGE_LIST_PATH}
        backLabel="메시지 목록으로"
      />
    );
  }
  if (reply !== null && error && !original) {
    return (
      <Stack gap="lg">
        {header}
        <LoadError
          title="답장할 메시지를 불러오지 못했습니다."
          error={error}
          onRetry={() => void refetch()}
        />
      </Stack>
    );
  }
  // The form starts with what it prefills: it waits for the user and the replied message.
  if (!me || (reply !== null && !original)) {
    return (
      <Stack gap="lg">
        {header}
        <Skeleton h={420} />
      </Stack>
    );
  }

  // A reply goes to the original's sender unless the address says otherwise.
  const lockedTo = to ?? original?.sender_company_id ?? null;
  const knownName =
    original && original.sender_company_id === lockedTo ? original.sender_company_name : undefined;
  return (
    <Stack gap="lg">
      {header}
      <MessageForm
        key={`${lockedTo ?? ''}-${reply ?? ''}`}
        me={me}
        lockedTo={lockedTo}
        lockedName={knownName}
        replyTo={reply}
        initialTitle={original ? replyTitle(original.title) : ''}
        cancelTo={reply === null ? MESSAGE_LIST_PATH : messageDetailPath(reply)}
      />
    </Stack>
  );
}
