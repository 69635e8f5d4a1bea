//! The apply tab (출자 신청 관리): union totals, applicants by status with counts, search, paging,
//! Excel export of the current filter, the '신청자 추가' modal, the '엑셀로 등록' import modal and
//! '초대하기' (LP invitations by e-mail, only while the union recruits).
import {
  Button,
  Group,
  Paper,
  Progress,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ApplicantStatusBadge,
  applicantDetailPath,
  APPLICANT_STATUS_ORDER,
  APPLICANT_STATUSES,
} from '@/entities/applicant';
import { lpTypeLabel } from '@/entities/lp';
import {
  formatDate,
  formatNumber,
  formatPhone,
  formatProgress,
  formatWonUnit,
} from '@/shared/format';
import { useSearchDebounce } from '@/shared/hooks/useDebouncedValue';
import { usePagedFilter } from '@/shared/hooks/usePagedFilter';
import { ListBody, ListToolbar } from '@/shared/ui/ListParts';
import { IconPlus } from '@/shared/ui/icons';
import { StatTile } from '@/shared/ui/StatTile';
import { notifyError } from '@/shared/ui/notify';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import type { UnionDetail } from '../api';
import { useListApplicantsQuery, type ApplicantListResponse } from '../applicantApi';
import { DOWNLOAD_ERROR_MESSAGE, downloadApplicants } from '../downloadApplicants';
import { InviteModal } from '../invite/InviteModal';
import { AddApplicantModal } from './AddApplicantModal';
import { ImportApplicantsModal } from './ImportApplicantsModal';
import { oneOf } from '@/shared/codes/oneOf';

const ALL = 'all';
/** Invitations are only accepted while the union recruits (R) or recruits again (A). */
const INVITING_STATUSES = ['R', 'A'];

function Totals({ totals }: { totals: ApplicantListResponse['totals'] }) {
  const percent = Math.round(totals.progress * 100);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      <StatTile label="총 출자 목표액" value={formatWonUnit(totals.target_amount)} />
      <StatTile label="신청 금액" value={formatWonUnit(totals.applied_amount)} />
      <StatTile label="신청자 수" value={`${formatNumber(totals.applicant_count)}명`} />
      <StatTile label="GP 수" value={`${formatNumber(totals.gp_count)}명`} />
      <StatTile label="진행률" value={formatProgress(totals.progress)}>
        <Progress
          value={Math.min(Math.max(percent, 0), 100)}
          size="sm"
          mt={6}
          aria-label={`진행률 ${formatProgress(totals.progress)}`}
        />
      </StatTile>
      <StatTile label="납입 금액" value={formatWonUnit(totals.paid_amount)} />
    </SimpleGrid>
  );
}

export function ApplyTab({ union }: { union: UnionDetail }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState(ALL);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [inviting, setInviting] = useState(false);
  const query = useSearchDebounce(search.trim());
  const { page, setPage } = usePagedFilter([status, query]);
  const editable = union.editable && union.status !== 'E';
  const canInvite = INVITING_STATUSES.includes(union.status);

  const { data, isLoading, isFetching, isError, refetch } = useListApplicantsQuery({
    unionId: union.id,
    status: oneOf(APPLICANT_STATUS_ORDER, status),
    q: query || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;
  const countOf = (code: string) =>
    data?.status_counts.find((item) => item.status === code)?.count ?? 0;
  const allCount = (data?.status_counts ?? []).reduce((sum, item) => sum + item.count, 0);
  const filters = [
    { value: ALL, label: `전체 ${formatNumber(allCount)}` },
    ...APPLICANT_STATUS_ORDER.map((code) => ({
      value: code,
      label: `${APPLICANT_STATUSES[code].label} ${formatNumber(countOf(code))}`,
    })),
  ];

  const download = async () => {
    setDownloading(true);
    try {
      await downloadApplicants(union.id, {
        status: status === ALL ? undefined : status,
        q: query || undefined,
      });
    } catch {
      notifyError(DOWNLOAD_ERROR_MESSAGE);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="lg">
      {data ? <Totals totals={data.totals} /> : <Skeleton h={84} />}
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <Stack gap="sm" px="lg" pt="md" pb="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <ScrollArea type="auto" offsetScrollbars>
              <SegmentedControl
                value={status}
                onChange={setStatus}
                data={filters}
                role="radiogroup"
                aria-label="신청 상태"
              />
            </ScrollArea>
            <Group gap="sm">
              {/* A disabled button fires no events: the wrapper carries the tooltip. */}
              <Tooltip
                label="모집중 또는 추가모집 중인 조합만 초대할 수 있습니다."
                disabled={canInvite}
              >
                <span>
                  <Button variant="light" disabled={!canInvite} onClick={() => setInviting(true)}>
                    초대하기
                  </Button>
                </span>
              </Tooltip>
              <Button variant="default" loading={downloading} onClick={() => void download()}>
                엑셀 다운로드
              </Button>
              {/* Shown but disabled for a formed union, so adding is visibly not available. */}
              <Button variant="light" disabled={!editable} onClick={() => setImporting(true)}>
                엑셀로 등록
              </Button>
              <Button
                leftSection={<IconPlus size={18} />}
                disabled={!editable}
                onClick={() => setAdding(true)}
              >
                신청자 추가
              </Button>
            </Group>
          </Group>
          <ListToolbar
            total={data?.total_count}
            search={search}
            onSearch={setSearch}
            placeholder="이름, 이메일, 연락처로 검색"
            label="신청자 검색"
          />
        </Stack>
        <ListBody
          items={data?.items}
          isError={isError}
          isLoading={isLoading}
          errorTitle="출자 신청 목록을 불러오지 못했습니다."
          emptyText="조합원 목록이 없습니다."
          onRetry={() => void refetch()}
        >
          {(items) => (
            <Table.ScrollContainer minWidth={1000}>
              <Table
                verticalSpacing="sm"
                horizontalSpacing="md"
                highlightOnHover
                style={{ opacity: isFetching ? 0.6 : 1 }}
              >
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th>이름</Table.Th>
                    <Table.Th>구분</Table.Th>
                    <Table.Th ta="right">신청 금액</Table.Th>
                    <Table.Th ta="right">좌수</Table.Th>
                    <Table.Th>연락처</Table.Th>
                    <Table.Th>이메일</Table.Th>
                    <Table.Th ta="right">서류</Table.Th>
                    <Table.Th>상태</Table.Th>
                    <Table.Th>신청일</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((applicant) => {
                    const open = () => void navigate(applicantDetailPath(union.id, applicant.id));
                    return (
                      <Table.Tr
                        key={applicant.id}
                        onClick={open}
                        onKeyDown={(event) => {
                          if (event.key === 'Enter') open();
                        }}
                        tabIndex={0}
                        style={{ cursor: 'pointer' }}
                      >
                        <Table.Td fw={600}>{applicant.name}</Table.Td>
                        <Table.Td>{lpTypeLabel(applicant.lp_type)}</Table.Td>
                        <Table.Td ta="right">{formatWonUnit(applicant.amount)}</Table.Td>
                        <Table.Td ta="right">{formatNumber(applicant.unit_count)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {formatPhone(applicant.phone)}
                        </Table.Td>
                        <Table.Td>{applicant.email || '-'}</Table.Td>
                        <Table.Td ta="right">{formatNumber(applicant.document_count)}</Table.Td>
                        <Table.Td>
                          <ApplicantStatusBadge status={applicant.status} size="sm" />
                        </Table.Td>
                        <Table.Td>{formatDate(applicant.applied_at)}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </ListBody>
        <Stack py={totalPages > 1 ? 'md' : 0}>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </Stack>
      </Paper>
      {editable ? (
        <>
          <AddApplicantModal
            unionId={union.id}
            unitPrice={union.unit_price}
            opened={adding}
            onClose={() => setAdding(false)}
          />
          <ImportApplicantsModal
            unionId={union.id}
            opened={importing}
            onClose={() => setImporting(false)}
          />
        </>
      ) : null}
      {canInvite ? (
        <InviteModal unionId={union.id} opened={inviting} onClose={() => setInviting(false)} />
      ) : null}
    </Stack>
  );
}
