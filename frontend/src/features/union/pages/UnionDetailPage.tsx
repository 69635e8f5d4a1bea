//! /lp-invest-union-management/detail/{fundIdx}/{tab}: the union's name, status and actions over seven tabs.
//! …/data/edit is the data tab's edit screen, shown under the same header with the data tab selected.
import { Alert, Group, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { UnionStatusBadge } from '@/entities/union';
import { CapitalTab } from '@/features/capital/CapitalTab';
import { PRODUCT_NAME } from '@/shared/config/product';
import { IconInfo } from '@/shared/ui/icons';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { useGetUnionQuery } from '../api';
import { CommunicationTab } from '../communication/components/CommunicationTab';
import { ApplyTab } from '../components/ApplyTab';
import { DataEditTab } from '../components/DataEditTab';
import { DataTab } from '../components/DataTab';
import { StatusMenu } from '../components/StatusMenu';
import { UnionInfoTab } from '../components/UnionInfoTab';
import { FormationTab } from '../formation/FormationTab';
import { InvestTab } from '../invest/components/InvestTab';
import { RulesBadge } from '../rules/RulesBadge';
import {
  DETAIL_TABS,
  isDataEditPath,
  tabOf,
  UNION_LOAD_FAILED,
  UNION_NOT_FOUND,
  unionDetailPath,
  type DetailTab,
} from '../model';

export function UnionDetailPage() {
  const { fundIdx } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const unionId = Number(fundIdx);
  const valid = Number.isInteger(unionId) && unionId > 0;
  const { data, error, isLoading, refetch } = useGetUnionQuery({ unionId }, { skip: !valid });
  const tab = tabOf(pathname);

  if (!valid || (error as ApiError | undefined)?.status === 404)
    return <NotFound {...UNION_NOT_FOUND} />;
  if (error) {
    return <LoadError title={UNION_LOAD_FAILED} error={error} onRetry={() => void refetch()} />;
  }
  if (isLoading || !data) {
    return (
      <Stack gap="lg">
        <Skeleton h={40} w={320} />
        <Skeleton h={36} />
        <Skeleton h={320} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Group gap="sm" align="center">
          <Title order={1} fz={26}>
            {data.name}
          </Title>
          <UnionStatusBadge status={data.status} size="lg" />
          <RulesBadge unionId={data.id} />
        </Group>
        <StatusMenu union={data} />
      </Group>
      {data.status === 'E' ? (
        <Alert color="teal" variant="light" icon={<IconInfo size={18} />}>
          조합 결성 이후 추가 출자금 또는 추가 조합원은 {PRODUCT_NAME} 운영팀으로 보내주세요.
        </Alert>
      ) : null}
      <Tabs
        value={tab}
        onChange={(next) => {
          if (next) void navigate(unionDetailPath(data.id, next as DetailTab));
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {DETAIL_TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {DETAIL_TABS.map((item) => (
          <Tabs.Panel key={item.value} value={item.value} pt="lg">
            {item.value === 'info' ? (
              <UnionInfoTab union={data} />
            ) : item.value === 'formation' ? (
              <FormationTab union={data} />
            ) : item.value === 'capital' ? (
              <CapitalTab union={data} />
            ) : item.value === 'apply' ? (
              <ApplyTab union={data} />
            ) : item.value === 'data' ? (
              isDataEditPath(pathname) ? (
                <DataEditTab union={data} />
              ) : (
                <DataTab union={data} />
              )
            ) : item.value === 'invest' ? (
              <InvestTab union={data} />
            ) : (
              <CommunicationTab union={data} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
