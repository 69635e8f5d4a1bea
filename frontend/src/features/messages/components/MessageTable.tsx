//! One page of a folder: in the inbox who sent each message (company and writer), unread ones
//! bold with a '새 메시지' mark; in the sent folder whom it went to and whether it was read.
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { formatDateTime } from '@/shared/format';
import type { FromList } from '@/shared/navigation/fromList';
import { RouterLink } from '@/shared/ui/RouterLink';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import type { MessageDto } from '../api';
import { FOLDERS, isUnread, type Folder } from '../model';
import { messageDetailPath } from '../paths';

function Company({ message, folder }: { message: MessageDto; folder: Folder }) {
  if (folder === 'sent') return <Text fz="sm">{message.recipient_company_name}</Text>;
  return (
    <Stack gap={0}>
      <Text fz="sm">{message.sender_company_name}</Text>
      <Text fz="xs" c="dimmed">
        {message.sender_name}
      </Text>
    </Stack>
  );
}

export function MessageTable({
  folder,
  items,
  companyId,
  dimmed,
}: {
  folder: Folder;
  items: MessageDto[];
  companyId: number;
  dimmed: boolean;
}) {
  const { search } = useLocation();
  const state: FromList = { list: search };
  const sent = folder === 'sent';
  const label = FOLDERS.find((item) => item.value === folder)!.label;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        verticalSpacing="md"
        horizontalSpacing="lg"
        highlightOnHover
        aria-label={`${label} 목록`}
        style={{ opacity: dimmed ? 0.6 : 1 }}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={220}>{sent ? '받는 기업' : '보낸 기업'}</Table.Th>
            <Table.Th>제목</Table.Th>
            {sent ? <Table.Th w={110}>읽음 여부</Table.Th> : null}
            <Table.Th w={160}>날짜</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((message) => {
            const unread = !sent && isUnread(message, companyId);
            return (
              <Table.Tr key={message.id}>
                <Table.Td>
                  <Company message={message} folder={folder} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor
                      component={RouterLink}
                      to={messageDetailPath(message.id)}
                      state={state}
                      c="dark.7"
                      fw={unread ? 700 : 400}
                      style={{ wordBreak: 'break-word' }}
                    >
                      {message.title}
                    </Anchor>
                    {unread ? (
                      <Badge size="xs" color="red" variant="filled" radius="sm" miw="max-content">
                        새 메시지
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                {sent ? (
                  <Table.Td>
                    <StatusBadge
                      size="sm"
                      info={
                        message.read_at
                          ? { label: '읽음', color: 'teal' }
                          : { label: '읽지 않음', color: 'gray' }
                      }
                    />
                  </Table.Td>
                ) : null}
                <Table.Td fz="sm" c="dimmed">
                  {formatDateTime(message.created_at)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
