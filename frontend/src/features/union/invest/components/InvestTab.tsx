//! The 투자 증빙 tab: the bulk upload of confirmation files with its result, and the contributing
//! members (paged by 10) with their certificate and confirmation files.
import { Paper, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { ListBody } from '@/shared/ui/ListParts';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import type { UnionDetail } from '@/features/union/api';
import { useListContributorsQuery } from '../api';
import { useEvidenceChanges } from '../useEvidenceChanges';
import { BulkResultModal } from './BulkResultModal';
import { BulkUploadCard } from './BulkUploadCard';
import { ContributorTable } from './ContributorTable';

export function InvestTab({ union }: { union: UnionDetail }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useListContributorsQuery({
    unionId: union.id,
    page,
    pageSize: PAGE_SIZE,
  });
  const changes = useEvidenceChanges(union.id, data?.max_file_bytes);
  const totalPages = data ? totalPagesOf(data.total_count, data.page_size) : 1;

  return (
    <Stack gap="lg">
      {data ? (
        <BulkUploadCard
          unionName={data.union_name}
          maxFileBytes={data.max_file_bytes}
          running={changes.running}
          disabled={changes.busy}
          onDrop={(files) => void changes.uploadBulk(files)}
        />
      ) : isError ? null : (
        <Skeleton h={220} />
      )}
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <ListBody
          items={data?.items}
          isError={isError}
          isLoading={isLoading}
          errorTitle="출자 조합원 목록을 불러오지 못했습니다."
          emptyText="출자 조합원 목록이 없습니다."
          onRetry={() => void refetch()}
        >
          {(items) => (
            <ContributorTable
              unionId={union.id}
              items={items}
              fetching={isFetching}
              running={changes.running}
              busy={changes.busy}
              onUpload={(member, kind, file) => void changes.uploadOne(member, kind, file)}
              onDelete={changes.confirmDelete}
            />
          )}
        </ListBody>
        <Stack py={totalPages > 1 ? 'md' : 0}>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </Stack>
      </Paper>
      <BulkResultModal result={changes.result} onClose={changes.closeResult} />
      {/*
        Reserved: the 출자증명서 preview (spec "proof preview modal", the certificate filled in from
        the member and the union, and its PDF) comes with its own change and mounts here.
      */}
    </Stack>
  );
}
