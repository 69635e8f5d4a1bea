//! The 투자 증빙 tab: the bulk upload of confirmation files with its result, the contributing
//! members (paged by 10) with their certificate and confirmation files, and the certificates'
//! preview and zip.
import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { ListBody } from '@/shared/ui/ListParts';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import type { UnionDetail } from '@/features/union/api';
import { TaxPapersSection } from '@/features/capital/tax/TaxPapersSection';
import { useListContributorsQuery, type ContributorDto } from '../api';
import { useEvidenceChanges } from '../useEvidenceChanges';
import { AllCertificatesButton } from './AllCertificatesButton';
import { BulkResultModal } from './BulkResultModal';
import { BulkUploadCard } from './BulkUploadCard';
import { CertificateModal } from './CertificateModal';
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
  const [previewing, setPreviewing] = useState<ContributorDto | null>(null);
  // The row as the list shows it now (its 출자증명서 file changes when the modal stores one);
  // the clicked row stays when a reload took the member off this page.
  const previewed = previewing
    ? (data?.items.find((member) => member.applicant_id === previewing.applicant_id) ?? previewing)
    : null;

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
      <Group justify="flex-end">
        <AllCertificatesButton unionId={union.id} disabled={!data || data.total_count === 0} />
      </Group>
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
              onPreview={setPreviewing}
            />
          )}
        </ListBody>
        <Stack py={totalPages > 1 ? 'md' : 0}>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </Stack>
      </Paper>
      <TaxPapersSection unionId={union.id} />
      <BulkResultModal result={changes.result} onClose={changes.closeResult} />
      <CertificateModal
        unionId={union.id}
        member={previewed}
        busy={changes.busy}
        onClose={() => setPreviewing(null)}
      />
    </Stack>
  );
}
