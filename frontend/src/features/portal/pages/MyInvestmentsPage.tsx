//! /my-investments: the LP's totals, the unions the LP was invited to (apply from there) and the
//! LP's applications. `?apply={union_id}` (after accepting an invitation) opens that union's
//! dialog.
import { Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListBody } from '@/shared/ui/ListParts';
import { PageHeader } from '@/shared/ui/PageHeader';
import { ApplyDialog } from '../components/ApplyDialog';
import { InvitedUnionGrid } from '../components/InvitedUnions';
import { MyApplicationsTable } from '../components/MyApplicationsTable';
import { MyInvestmentsSummary } from '../components/MyInvestmentsSummary';
import { applicationTotals, canApply } from '../model';
import { useMyApplicationsQuery, useMyUnionsQuery, type PortalUnionDto } from '../api';

const APPLY_PARAM = 'apply';

export function MyInvestmentsPage() {
  const [params, setParams] = useSearchParams();
  const unions = useMyUnionsQuery();
  const applications = useMyApplicationsQuery();
  const [picked, setPicked] = useState<PortalUnionDto | null>(null);

  // Derived rather than copied into state: once the LP has applied the union drops out by itself.
  const wanted = Number(params.get(APPLY_PARAM));
  const preselected =
    unions.data?.find((union) => union.union_id === wanted && canApply(union)) ?? null;
  const applying = picked ?? preselected;

  const closeDialog = () => {
    setPicked(null);
    // The param did its job; leaving it would reopen the dialog on the next load.
    if (params.has(APPLY_PARAM)) {
      setParams(
        (current) => {
          current.delete(APPLY_PARAM);
          return current;
        },
        { replace: true },
      );
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="내 출자 신청"
        description="초대받은 조합에 출자를 신청하고, 신청 내역과 제출 서류를 관리합니다."
      />
      {/* Only once there is something to sum: nothing while loading, failing or empty. */}
      {applications.data && applications.data.length > 0 ? (
        <MyInvestmentsSummary totals={applicationTotals(applications.data)} />
      ) : null}
      <Stack gap="sm" component="section" aria-labelledby="invited-unions">
        <Title order={2} fz="lg" id="invited-unions">
          초대받은 조합
        </Title>
        <ListBody
          items={unions.data}
          isError={unions.isError}
          isLoading={unions.isLoading}
          errorTitle="초대받은 조합을 불러오지 못했습니다."
          emptyText="초대받은 조합이 없습니다."
          onRetry={() => void unions.refetch()}
        >
          {(items) => <InvitedUnionGrid unions={items} onApply={setPicked} />}
        </ListBody>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="my-applications">
        <Title order={2} fz="lg" id="my-applications">
          내 출자 신청
        </Title>
        <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
          <ListBody
            items={applications.data}
            isError={applications.isError}
            isLoading={applications.isLoading}
            errorTitle="출자 신청 내역을 불러오지 못했습니다."
            emptyText="출자 신청 내역이 없습니다."
            onRetry={() => void applications.refetch()}
          >
            {(items) => <MyApplicationsTable items={items} />}
          </ListBody>
        </Paper>
      </Stack>
      <ApplyDialog union={applying} onClose={closeDialog} />
    </Stack>
  );
}
