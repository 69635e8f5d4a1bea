//! /my-investments/{applicantId}: one of the LP's applications and its member documents.
import { Alert, Button, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { LoadingScreen } from '@/shared/ui/LoadingScreen';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { ApplicationSummary } from '../components/ApplicationSummary';
import { DocumentsSection } from '../components/DocumentsSection';
import { MY_INVESTMENTS_PATH } from '../model';
import { useMyApplicationQuery } from '../api';

const NOT_FOUND = '출자 신청 내역을 찾을 수 없습니다.';

function BackButton() {
  return (
    <Button component={RouterLink} to={MY_INVESTMENTS_PATH} variant="default">
      목록
    </Button>
  );
}

export function MyApplicationPage() {
  const { applicantId: raw } = useParams();
  const applicantId = Number(raw);
  const valid = Number.isInteger(applicantId) && applicantId > 0;
  const { data, error, isLoading, refetch } = useMyApplicationQuery(
    { applicantId },
    { skip: !valid },
  );

  if (valid && isLoading) return <LoadingScreen />;
  if (!data) {
    const failure = error as ApiError | undefined;
    const notFound = !valid || failure?.status === 404;
    return (
      <Stack gap="lg">
        <PageHeader title="출자 신청 상세" actions={<BackButton />} />
        <Alert color="red" variant="light" role="alert">
          {notFound ? NOT_FOUND : (failure?.message ?? NOT_FOUND)}
          {notFound ? null : (
            <Button
              variant="light"
              size="xs"
              mt="xs"
              display="block"
              onClick={() => void refetch()}
            >
              다시 시도
            </Button>
          )}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title={data.union.union_name}
        description={`${data.union.firm_name} · 출자 신청 상세`}
        actions={<BackButton />}
      />
      <ApplicationSummary application={data} />
      <DocumentsSection application={data} />
    </Stack>
  );
}
