//! /data-requests/new (자료 요청하기): the form that asks chosen startups for a quarter's figures,
//! a year's statements or documents; sent, the new request's page opens.
import { Alert, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifySuccess } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/PageHeader';
import { useCreateDataRequestMutation, type DataRequestBody } from '../api';
import { RequestForm } from '../components/RequestForm';
import { useIsInvestor } from '@/entities/startup/useIsInvestor';
import { DATA_REQUESTS_PATH, dataRequestPath, INVESTOR_ONLY_TEXT } from '../model';
import { koreanToday } from '@/shared/format';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';

export function DataRequestNewPage() {
  const navigate = useNavigate();
  const investor = useIsInvestor();
  const [create] = useCreateDataRequestMutation();
  // A double click or a retry sends the startups one round of mails, not two.
  const idempotency = useIdempotencyKey();
  // Fixed for the form's life: its defaults must not move under the user at midnight.
  const [today] = useState(koreanToday);

  const send = async (body: DataRequestBody) => {
    const created = await create({
      'Idempotency-Key': idempotency.key(),
      dataRequestBody: body,
    }).unwrap();
    idempotency.renew();
    notifySuccess('자료 요청을 보냈습니다.');
    void navigate(dataRequestPath(created.id));
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="자료 요청하기"
        description="기업에 분기 실적, 재무제표, 서류를 요청합니다. 응답은 팩트체크를 거쳐 기업 정보에 반영됩니다."
      />
      {investor === null ? <Skeleton h={480} /> : null}
      {investor === false ? (
        <Alert color="gray" variant="light">
          {INVESTOR_ONLY_TEXT}
        </Alert>
      ) : null}
      {investor === true ? (
        <RequestForm
          today={today}
          onSubmit={send}
          onCancel={() => void navigate(DATA_REQUESTS_PATH)}
        />
      ) : null}
    </Stack>
  );
}
