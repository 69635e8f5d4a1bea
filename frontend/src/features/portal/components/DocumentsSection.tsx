//! '제출 서류': a row per document kind in the server's order; uploads, downloads and deletes
//! (after a confirmation). Closed applications keep their files visible, but nothing can change.
import { Alert, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatFileSize } from '@/shared/format';
import { IconInfo } from '@/shared/ui/icons';
import { notifyError } from '@/shared/ui/notify';
import { downloadDocument, type DocumentDto, type MyApplicationDto } from '../api';
import { DocumentKindRow } from './DocumentKindRow';
import { useDocumentChanges } from '../hooks/useDocumentChanges';

export function DocumentsSection({ application }: { application: MyApplicationDto }) {
  const applicantId = application.applicant.id;
  const { running, busy, upload, remove } = useDocumentChanges(
    applicantId,
    application.max_file_bytes,
  );

  const download = (document: DocumentDto) =>
    void downloadDocument(applicantId, document).catch((error: Error) =>
      notifyError(error.message, '다운로드 실패했습니다.'),
    );

  const confirmDelete = (document: DocumentDto) =>
    modals.openConfirmModal({
      title: '서류 삭제',
      children: <Text fz="sm">{document.file_name} 파일을 삭제하시겠습니까?</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove(document),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="documents-title">
      <Stack gap={4}>
        <Title order={2} fz="lg" id="documents-title">
          제출 서류
        </Title>
        <Text fz="sm" c="dimmed">
          운용사가 요청한 서류는 &apos;필수&apos;로 표시됩니다. 파일은{' '}
          {formatFileSize(application.max_file_bytes)}까지 올릴 수 있습니다.
        </Text>
      </Stack>
      {application.documents_open ? null : (
        <Alert variant="light" color="gray" icon={<IconInfo size={18} />}>
          출자가 마감되어 서류를 변경할 수 없습니다.
        </Alert>
      )}
      {application.document_kinds.map((kind) => (
        <DocumentKindRow
          key={kind.code}
          kind={kind}
          documents={application.documents.filter((document) => document.kind === kind.code)}
          open={application.documents_open}
          busy={busy}
          running={running?.kind === kind.code ? running : null}
          onUpload={(file) => void upload(kind.code, file)}
          onDownload={download}
          onDelete={confirmDelete}
        />
      ))}
    </Stack>
  );
}
