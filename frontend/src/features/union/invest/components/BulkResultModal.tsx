//! The bulk upload result (spec section 8): how many files came in, how many were stored, and each
//! refused file with the server's reason.
import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { formatNumber } from '@/shared/format';
import type { BulkUploadResult } from '../api';

export function BulkResultModal({
  result,
  onClose,
}: {
  result: BulkUploadResult | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={result !== null} onClose={onClose} title="일괄 업로드 결과" centered>
      {result ? (
        <Stack gap="md">
          <Group gap="lg">
            <Text fw={600}>{`총 받은 파일 ${formatNumber(result.received)}건`}</Text>
            <Text fw={600} c="teal">{`성공 ${formatNumber(result.success_count)}건`}</Text>
          </Group>
          {result.failures.length > 0 ? (
            <Stack gap="xs">
              <Text fz="sm" fw={600} c="red">
                {`실패 ${formatNumber(result.failures.length)}건`}
              </Text>
              <ScrollArea.Autosize mah={320}>
                <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
                  {result.failures.map((failure, index) => (
                    // A zip can hold two entries of one name: the position keeps keys unique.
                    <Stack component="li" key={`${index}:${failure.file_name}`} gap={2}>
                      <Text fz="sm" fw={500} style={{ wordBreak: 'break-all' }}>
                        {failure.file_name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {failure.reason}
                      </Text>
                    </Stack>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={onClose}>확인</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
