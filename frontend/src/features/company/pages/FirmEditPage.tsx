//! /basic-info-edit (기업 기본 정보 수정) of an investment firm: the CEO's form; staff are told
//! only the CEO can change the firm's details, and get no form.
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useGetMeQuery } from '@/entities/me';
import { IconInfo } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useGetFirmQuery } from '../api';
import { FirmForm } from '../components/FirmForm';
import { CEO_ONLY_FIRM } from '../model';
import { FIRM_INFO_PATH } from '../paths';

export function FirmEditPage() {
  const { data: me } = useGetMeQuery();
  const isCeo = me?.role === 'ceo';
  // Staff have no form to fill: the firm is not asked for.
  const { data: firm, error, refetch } = useGetFirmQuery(undefined, { skip: !isCeo });

  return (
    <Stack gap="lg">
      <PageHeader
        title="기업 기본 정보 수정"
        description={firm?.name ?? me?.company_name}
        // The CEO leaves through the form's '취소', which asks first when something changed.
        actions={
          me && !isCeo ? (
            <Button component={RouterLink} to={FIRM_INFO_PATH} variant="default">
              기업 기본 정보로 돌아가기
            </Button>
          ) : null
        }
      />
      {me && !isCeo ? (
        <Alert variant="light" color="gray" icon={<IconInfo size={18} />}>
          {CEO_ONLY_FIRM}
        </Alert>
      ) : null}
      {isCeo && error && !firm ? (
        <LoadError
          title="기업 정보를 불러오지 못했습니다."
          error={error}
          onRetry={() => void refetch()}
        />
      ) : null}
      {isCeo && !error && !firm ? <Skeleton h={480} /> : null}
      {/* Keyed by the saved details: the form starts from what it was opened with. */}
      {isCeo && firm ? <FirmForm key={firm.updated_at} firm={firm} /> : null}
    </Stack>
  );
}
