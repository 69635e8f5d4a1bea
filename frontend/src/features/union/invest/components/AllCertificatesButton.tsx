//! '전체 출자증명서 다운로드': every contributing member's certificate, printed now, in one zip.
import { Button } from '@mantine/core';
import { useState } from 'react';
import { DOWNLOAD_ERROR_MESSAGE } from '@/shared/download/downloadFile';
import { IconDownload } from '@/shared/ui/icons';
import { notifyError } from '@/shared/ui/notify';
import { downloadAllCertificates } from '../api';

export function AllCertificatesButton({
  unionId,
  disabled,
}: {
  unionId: number;
  /** No contributors (or the list not loaded): the zip would be empty. */
  disabled: boolean;
}) {
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadAllCertificates(unionId);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : DOWNLOAD_ERROR_MESSAGE);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} />}
      loading={downloading}
      disabled={disabled}
      onClick={() => void download()}
    >
      전체 출자증명서 다운로드
    </Button>
  );
}
