//! The proof preview modal (spec section 2): one member's 출자증명서 as it prints, the member's
//! registration number and address to correct, the PDF, and keeping it as the member's file.
import { Alert, Button, Divider, Group, Modal, Paper, Skeleton, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { DOWNLOAD_ERROR_MESSAGE } from '@/shared/download/downloadFile';
import { IconDownload } from '@/shared/ui/icons';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import {
  downloadCertificatePdf,
  useCertificatePreviewQuery,
  useStoreCertificateMutation,
  type ContributorDto,
} from '../api';
import { SAVE_FAILED, STORED } from '../certificate';
import { CertificateSheet } from './CertificateSheet';
import { IdentityForm } from './IdentityForm';

export function CertificateModal({
  unionId,
  member,
  busy,
  onClose,
}: {
  unionId: number;
  /** The member previewed; null while closed. */
  member: ContributorDto | null;
  /** Another change of the tab is under way: storing now could race an upload to the same cell. */
  busy: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title="출자증명서 미리보기"
      size={800}
      centered
    >
      {member ? (
        // Keyed by member: the identity section and its form start closed and empty for each one.
        <CertificateBody
          key={member.applicant_id}
          unionId={unionId}
          member={member}
          busy={busy}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function CertificateBody({
  unionId,
  member,
  busy,
  onClose,
}: {
  unionId: number;
  member: ContributorDto;
  busy: boolean;
  onClose: () => void;
}) {
  const ids = { unionId, applicantId: member.applicant_id };
  const { data, isLoading, isError, error, refetch } = useCertificatePreviewQuery(ids);
  const [storeCertificate, { isLoading: storing }] = useStoreCertificateMutation();
  const [editing, setEditing] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCertificatePdf(unionId, member.applicant_id, data?.investor ?? member.name);
    } catch (caught) {
      notifyError(caught instanceof Error ? caught.message : DOWNLOAD_ERROR_MESSAGE);
    } finally {
      setDownloading(false);
    }
  };

  const store = () =>
    storeCertificate(ids)
      .unwrap()
      .then(() => notifySuccess(STORED))
      .catch((caught: ApiError) => notifyError(caught.message, SAVE_FAILED));

  // The printed certificate replaces the member's file: an uploaded one (perhaps signed and
  // stamped) is lost, so that case is confirmed first.
  const confirmStore = () => {
    if (!member.certificate) return void store();
    modals.openConfirmModal({
      title: '증명서로 저장',
      children: `${member.certificate.file_name} 파일을 이 증명서로 바꾸시겠습니까?`,
      labels: { confirm: '저장', cancel: '취소' },
      onConfirm: () => void store(),
    });
  };

  if (isError) {
    return (
      <Alert color="red" variant="light" title="출자증명서를 불러오지 못했습니다.">
        {(error as ApiError | undefined)?.message}
        <Group mt="xs" gap="xs">
          <Button variant="light" size="xs" onClick={() => void refetch()}>
            다시 시도
          </Button>
          <Button variant="default" size="xs" onClick={onClose}>
            닫기
          </Button>
        </Group>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      {isLoading || !data ? <Skeleton h={560} /> : <CertificateSheet certificate={data} />}
      <Divider />
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        aria-expanded={editing}
        disabled={!data}
        onClick={() => setEditing((open) => !open)}
      >
        출자자 정보 수정
      </Button>
      {editing && data ? (
        <Paper withBorder p="md" role="group" aria-label="출자자 정보 수정">
          <IdentityForm unionId={unionId} applicantId={member.applicant_id} lpType={data.lp_type} />
        </Paper>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={downloading}
          disabled={!data}
          onClick={() => void download()}
        >
          PDF 다운로드
        </Button>
        <Button loading={storing} disabled={!data || busy} onClick={confirmStore}>
          증명서로 저장
        </Button>
        <Button variant="default" onClick={onClose}>
          닫기
        </Button>
      </Group>
    </Stack>
  );
}
