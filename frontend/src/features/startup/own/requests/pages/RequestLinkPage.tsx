//! /data-request/{token} (자료 제출): the request a mailed link opens, answered without an account.
//! Documents go up first through the link, then the answer; the link works once, so after it
//! the page thanks and ends. A used, expired or replaced link is told as a page, not an error.
import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { formatDateTime } from '@/shared/format';
import { LoadingScreen } from '@/shared/ui/LoadingScreen';
import {
  setLinkDocuments,
  uploadLinkDocument,
  useAnswerRequestLinkMutation,
  useGetRequestLinkQuery,
  useLinkDispatch,
  type SubmitAnswer,
} from '../api';
import { AnswerForm } from '../components/AnswerForm';
import { LinkNotice } from '../components/LinkNotice';
import { RequestedDocuments } from '../components/RequestedDocuments';
import { RequestFacts } from '../components/RequestFacts';
import { useRequestUploads } from '../hooks/useRequestUploads';
import { askedKinds } from '../model';

/** Answers that mean the link itself is dead (unknown 404, used or expired 410): no retry helps. */
const DEAD_LINK = [404, 410];
const isDead = (error: ApiError | undefined) => DEAD_LINK.includes(Number(error?.status));

const UNAVAILABLE = '자료 요청 링크를 사용할 수 없습니다.';

export function RequestLinkPage() {
  const { token = '' } = useParams();
  const dispatch = useLinkDispatch();
  const { data, error, isLoading, refetch } = useGetRequestLinkQuery({ token });
  const [answerByLink] = useAnswerRequestLinkMutation();
  // Set once the answer is stored (the link is closed from then on), or when it died meanwhile.
  const [answeredBy, setAnsweredBy] = useState<string | null>(null);
  const [goneReason, setGoneReason] = useState<string | null>(null);
  const { running, upload } = useRequestUploads(async (kind, file, onProgress) => {
    const documents = await uploadLinkDocument(token, kind, file, onProgress);
    void dispatch(setLinkDocuments(token, documents));
  });

  if (answeredBy !== null) {
    return (
      <LinkNotice
        tone="done"
        title="제출이 완료되었습니다."
        message={`${answeredBy}에 자료가 전달되었습니다. 감사합니다.\n이 링크는 이제 사용할 수 없습니다. 고칠 내용이 있으면 로그인 후 '자료 요청'에서 다시 제출하거나 투자사에 알려 주세요.`}
      />
    );
  }
  if (goneReason !== null) {
    return <LinkNotice tone="unavailable" title={UNAVAILABLE} message={goneReason} />;
  }
  if (isLoading) return <LoadingScreen />;
  if (!data) {
    const failure = error as ApiError | undefined;
    return (
      <LinkNotice
        tone="unavailable"
        title={isDead(failure) ? UNAVAILABLE : '자료 요청을 불러오지 못했습니다.'}
        message={failure?.message ?? '자료 요청을 불러오지 못했습니다.'}
        onRetry={isDead(failure) ? undefined : () => void refetch()}
      />
    );
  }

  const { target, documents } = data;
  const submit: SubmitAnswer = async (answerBody) => {
    try {
      await answerByLink({ token, answerBody }).unwrap();
      setAnsweredBy(target.firm_name);
    } catch (caught) {
      // Answered from the account or expired while the form was open: the page says so.
      if (isDead(caught as ApiError)) setGoneReason((caught as ApiError).message);
      else throw caught;
    }
  };

  return (
    <Box px="md">
      <Stack maw={880} mx="auto" my={{ base: 24, sm: 48 }} gap="lg">
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 32 }}>
          <Stack gap="lg">
            <Stack gap={6}>
              <Text fz="sm" c="dimmed">
                {target.firm_name}의 자료 요청
              </Text>
              <Title order={1} fz={24}>
                {target.ask.title}
              </Title>
              <Text fz="sm" c="dimmed">
                {target.startup_name}에 보낸 요청입니다. 로그인하지 않고 이 화면에서 제출할 수
                있습니다.
              </Text>
            </Stack>
            <RequestFacts target={target} />
            <Text fz="xs" c="dimmed">
              이 링크는 {formatDateTime(target.link_expires_at)}까지 사용할 수 있습니다. 제출은 한
              번만 할 수 있습니다.
            </Text>
          </Stack>
        </Paper>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 32 }}>
          <Stack gap="lg">
            <Title order={2} fz="lg">
              자료 제출
            </Title>
            <AnswerForm
              ask={target.ask}
              busy={running !== null}
              onSubmit={submit}
              documents={
                <RequestedDocuments
                  kinds={askedKinds(target.ask)}
                  documents={documents}
                  running={running}
                  onUpload={(kind, files) => void upload(kind, files)}
                />
              }
            />
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
