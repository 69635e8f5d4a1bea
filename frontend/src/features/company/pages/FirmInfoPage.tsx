//! /basic-info-mange (기업 기본 정보) of an investment firm: its details, its member count and
//! teams, and its security policy (two-factor login for everyone). The CEO edits them ('수정')
//! and sets the policy; staff are told only the CEO can.
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useGetMeQuery } from '@/entities/me';
import { formatDateTime } from '@/shared/format';
import { IconInfo, IconPencil } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useGetFirmQuery } from '../api';
import { FirmDetails } from '../components/FirmDetails';
import { FirmOverview } from '../components/FirmOverview';
import { FirmSecurityPolicy } from '../components/FirmSecurityPolicy';
import { CEO_ONLY_FIRM } from '../model';
import { FIRM_EDIT_PATH } from '../paths';

export function FirmInfoPage() {
  const { data: me } = useGetMeQuery();
  const { data: firm, error, refetch } = useGetFirmQuery();
  const isCeo = me?.role === 'ceo';

  return (
    <Stack gap="lg">
      <PageHeader
        title="기업 기본 정보"
        description={firm?.name ?? me?.company_name}
        actions={
          isCeo ? (
            <Button
              component={RouterLink}
              to={FIRM_EDIT_PATH}
              leftSection={<IconPencil size={16} />}
            >
              수정
            </Button>
          ) : null
        }
      />
      {me && !isCeo ? (
        <Alert variant="light" color="gray" icon={<IconInfo size={18} />}>
          {CEO_ONLY_FIRM}
        </Alert>
      ) : null}
      {error && !firm ? (
        <LoadError
          title="기업 정보를 불러오지 못했습니다."
          error={error}
          onRetry={() => void refetch()}
        />
      ) : null}
      {!error && !firm ? <Skeleton h={320} /> : null}
      {firm ? (
        <>
          <FirmDetails firm={firm} />
          <FirmOverview firm={firm} />
          {me ? <FirmSecurityPolicy isCeo={isCeo} /> : null}
          <Text fz="xs" c="dimmed" ta="right">
            최종 수정 {formatDateTime(firm.updated_at)}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
