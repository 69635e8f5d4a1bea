//! 조합원 명부: the register filed with the registration (GPs, then every member who paid), as
//! the sheet or the PDF the server writes.
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { DOWNLOAD_ERROR_MESSAGE, downloadFile } from '@/shared/download/downloadFile';
import { IconDownload } from '@/shared/ui/icons';
import { notifyError } from '@/shared/ui/notify';

type Format = 'xlsx' | 'pdf';

export function MemberRegisterButtons({
  unionId,
  unionName,
}: {
  unionId: number;
  unionName: string;
}) {
  const [busy, setBusy] = useState<Format | null>(null);
  const download = async (format: Format) => {
    setBusy(format);
    try {
      await downloadFile(
        `api/v1/unions/${unionId}/member-register.${format}`,
        `조합원명부_${unionName}.${format}`,
      );
    } catch (caught) {
      notifyError(caught instanceof Error ? caught.message : DOWNLOAD_ERROR_MESSAGE);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" align="center">
      <Text fz="sm" fw={600}>
        조합원 명부
      </Text>
      <Text fz="xs" c="dimmed">
        업무집행조합원과 납입을 마친 조합원
      </Text>
      {(['xlsx', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => void download(format)}
        >
          {format === 'xlsx' ? '엑셀' : 'PDF'}
        </Button>
      ))}
    </Group>
  );
}
