//! One message as either company reads it: 제목, who wrote it to whom and when, for a sent one
//! whether it has been read, then the body as typed (plain text, its line breaks kept).
import { Box, Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/format';
import type { MessageDto } from '../api';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Box fz="sm" c="dark.7" style={{ wordBreak: 'break-word' }}>
        {children}
      </Box>
    </Stack>
  );
}

/** '읽지 않음', or '읽음' with when the receiving company first read it. */
function ReadState({ readAt }: { readAt: string | null | undefined }) {
  return readAt ? (
    <Text span fz="sm" c="teal.8" fw={500}>
      읽음 {formatDateTime(readAt)}
    </Text>
  ) : (
    <Text span fz="sm" c="dimmed">
      읽지 않음
    </Text>
  );
}

export function MessageView({ message, received }: { message: MessageDto; received: boolean }) {
  return (
    <Paper withBorder shadow="xs" p={0} component="article" aria-label="메시지 내용">
      <Stack gap="md" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={2} fz={{ base: 20, sm: 22 }} style={{ wordBreak: 'break-word' }}>
          {message.title}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: received ? 4 : 5 }} spacing="md">
          <Fact label="보낸 기업">{message.sender_company_name}</Fact>
          <Fact label="보낸 사람">{message.sender_name}</Fact>
          <Fact label="받는 기업">{message.recipient_company_name}</Fact>
          <Fact label="보낸 날짜">{formatDateTime(message.created_at)}</Fact>
          {received ? null : (
            <Fact label="읽음 여부">
              <ReadState readAt={message.read_at} />
            </Fact>
          )}
        </SimpleGrid>
      </Stack>
      <Divider />
      <Box p={{ base: 'lg', sm: 'xl' }}>
        <Text
          fz="sm"
          lh={1.8}
          c="gray.8"
          data-testid="message-body"
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {message.body}
        </Text>
      </Box>
    </Paper>
  );
}
