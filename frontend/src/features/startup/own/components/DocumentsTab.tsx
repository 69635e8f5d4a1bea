//! '자료' tab: the ten document codes in the server's order, each with its files and an upload
//! button; files go one after another with a progress bar, and a delete asks first.
import { Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatFileSize } from '@/shared/format';
import { LoadError } from '@/shared/ui/LoadError';
import { downloadStartupDocument } from '@/features/startup/documents';
import type { StartupDocumentDto, StartupProfileDto } from '@/features/startup/api';
import { useStartupFileRulesQuery } from '../fileApi';
import { useDocumentChanges } from '../hooks/useDocumentChanges';
import { DocumentKindPanel } from './DocumentKindPanel';

export function DocumentsTab({
  startupId,
  profile,
}: {
  startupId: number;
  profile: StartupProfileDto;
}) {
  const { data: rules, error, refetch } = useStartupFileRulesQuery();
  const { running, busy, upload, remove } = useDocumentChanges(startupId, rules);

  if (error) {
    return (
      <LoadError
        title="자료 정보를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!rules) {
    return (
      <Stack gap="sm">
        <Skeleton h={20} w={360} />
        <Skeleton h={96} />
        <Skeleton h={96} />
      </Stack>
    );
  }

  const confirmDelete = (document: StartupDocumentDto) =>
    modals.openConfirmModal({
      title: '자료 삭제',
      centered: true,
      children: <Text fz="sm">{document.file_name} 파일을 삭제하시겠습니까?</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove(document),
    });

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        파일은 {formatFileSize(rules.max_document_bytes)}까지, 자료 종류마다{' '}
        {rules.max_documents_per_kind}개까지 올릴 수 있습니다. 여러 파일을 고르면 하나씩 차례로
        올라갑니다.
      </Text>
      {rules.kinds.map((kind) => {
        const documents = profile.documents.filter((document) => document.kind === kind.code);
        return (
          <DocumentKindPanel
            key={kind.code}
            label={kind.label}
            documents={documents}
            max={rules.max_documents_per_kind}
            busy={busy}
            running={running?.kind === kind.code ? running : null}
            onUpload={(files) => void upload(kind.code, files, documents.length)}
            onDownload={(document) => downloadStartupDocument(startupId, document)}
            onDelete={confirmDelete}
          />
        );
      })}
    </Stack>
  );
}
