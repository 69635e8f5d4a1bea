//! The waiting entries as a table. The queue shows each company's place and 이용 안내; the
//! onboarded tab shows when it was onboarded and, for a mail that did not go out, 메일 실패 with
//! 다시 보내기.
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { WaitingEntryDto, WaitingStatusCode } from '@/api/gen/operator';
import { dash, formatDate, formatNumber } from '@/shared/format';
import { IconMail } from '@/shared/ui/icons';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { kindInfo, mailFailed } from './model';
import { NoteCell } from './NoteCell';

function Contact({ entry }: { entry: WaitingEntryDto }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={500}>
        {entry.contact_name}
      </Text>
      <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {entry.email}
      </Text>
      <Text fz="xs" c="dimmed">
        {dash(entry.phone)}
      </Text>
    </Stack>
  );
}

function Onboarded({
  entry,
  sending,
  onSend,
}: {
  entry: WaitingEntryDto;
  sending: boolean;
  onSend: () => void;
}) {
  if (!mailFailed(entry)) {
    return <Text fz="sm">{formatDate(entry.onboarded_at)}</Text>;
  }
  return (
    <Stack gap={6} align="flex-start">
      <Group gap={6} wrap="nowrap">
        <Text fz="sm">{formatDate(entry.onboarded_at)}</Text>
        <StatusBadge info={{ label: '메일 실패', color: 'red' }} size="sm" />
      </Group>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        loading={sending}
        aria-label={`${entry.company_name} 이용 안내 다시 보내기`}
        onClick={onSend}
      >
        다시 보내기
      </Button>
    </Stack>
  );
}

export function WaitingRows({
  status,
  items,
  sendingId,
  onSend,
}: {
  status: WaitingStatusCode;
  items: WaitingEntryDto[];
  /** The entry whose mail is being sent: its button waits. */
  sendingId: number | null;
  onSend: (entry: WaitingEntryDto) => void;
}) {
  const queue = status === 'waiting';
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="대기 등록 목록">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            {queue ? <Table.Th w={64}>순서</Table.Th> : null}
            <Table.Th>회사명</Table.Th>
            <Table.Th w={130}>사업자등록번호</Table.Th>
            <Table.Th w={200}>담당자</Table.Th>
            <Table.Th w={220}>문의 사항</Table.Th>
            <Table.Th w={100}>등록일</Table.Th>
            <Table.Th w={140}>{queue ? '이용 안내' : '안내일'}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => (
            <Table.Tr key={entry.id}>
              {queue ? (
                <Table.Td fz="sm" fw={600}>
                  {typeof entry.position === 'number' ? formatNumber(entry.position) : '-'}
                </Table.Td>
              ) : null}
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text fz="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                    {entry.company_name}
                  </Text>
                  <StatusBadge info={kindInfo(entry)} size="sm" />
                </Stack>
              </Table.Td>
              <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {entry.business_number}
              </Table.Td>
              <Table.Td>
                <Contact entry={entry} />
              </Table.Td>
              <Table.Td>
                <NoteCell note={entry.note} />
              </Table.Td>
              <Table.Td fz="sm" c="dimmed">
                {formatDate(entry.created_at)}
              </Table.Td>
              <Table.Td>
                {queue ? (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconMail size={14} />}
                    loading={sendingId === entry.id}
                    aria-label={`${entry.company_name} 이용 안내`}
                    onClick={() => onSend(entry)}
                  >
                    이용 안내
                  </Button>
                ) : (
                  <Onboarded
                    entry={entry}
                    sending={sendingId === entry.id}
                    onSend={() => onSend(entry)}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
