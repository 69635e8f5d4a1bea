//! One inquiry as its author and the operators read it: the question (유형, 상태, 제목, 작성일,
//! 내용 and files), then the operators' answer or the note that it is coming.
import { Badge, Box, Divider, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/format';
import { IconMessage } from '@/shared/ui/icons';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import type { InquiryDto } from '../api';
import { inquiryCategoryLabel, inquiryStatusInfo, WAITING_TEXT } from '../model';
import { InquiryFiles } from './InquiryFiles';
import { PlainText } from './PlainText';

export function InquiryQuestion({
  inquiry,
  showAuthor = false,
  fileActions,
}: {
  inquiry: InquiryDto;
  /** The firm and the author, for operators (the author knows who they are). */
  showAuthor?: boolean;
  /** Under the files: the author's 파일 추가 while the question waits. */
  fileActions?: ReactNode;
}) {
  return (
    <Paper withBorder shadow="xs" p={0} component="article" aria-label="문의 내용">
      <Stack gap={8} p={{ base: 'lg', sm: 'xl' }}>
        <Group gap="xs">
          <Badge variant="light" color="gray" radius="sm">
            {inquiryCategoryLabel(inquiry.category)}
          </Badge>
          <StatusBadge info={inquiryStatusInfo(inquiry.status)} />
        </Group>
        <Title order={2} fz={{ base: 20, sm: 22 }} style={{ wordBreak: 'break-word' }}>
          {inquiry.title}
        </Title>
        <Text fz="sm" c="dimmed">
          작성일 {formatDateTime(inquiry.created_at)}
          {showAuthor ? ` · ${inquiry.company_name} · ${inquiry.author_name}` : null}
        </Text>
      </Stack>
      <Divider />
      <Box p={{ base: 'lg', sm: 'xl' }}>
        <PlainText>{inquiry.body}</PlainText>
      </Box>
      <Divider />
      <Box p={{ base: 'lg', sm: 'xl' }}>
        <InquiryFiles inquiry={inquiry}>{fileActions}</InquiryFiles>
      </Box>
    </Paper>
  );
}

export function InquiryAnswer({ inquiry }: { inquiry: InquiryDto }) {
  if (inquiry.status !== 'answered' || !inquiry.answer) {
    return (
      <Paper withBorder p="lg" bg="gray.0" component="section" aria-label="답변">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="orange" radius="xl">
            <IconMessage size={16} />
          </ThemeIcon>
          <Text fz="sm" c="dark.6">
            {WAITING_TEXT}
          </Text>
        </Group>
      </Paper>
    );
  }
  return (
    <Paper
      withBorder
      p={{ base: 'lg', sm: 'xl' }}
      bg="blue.0"
      component="section"
      aria-label="답변"
      style={{ borderColor: 'var(--mantine-color-blue-2)' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="filled" radius="xl" size="md">
              <IconMessage size={16} />
            </ThemeIcon>
            <Title order={2} fz="md">
              운영팀 답변
            </Title>
          </Group>
          <Text fz="sm" c="dimmed">
            답변일 {formatDateTime(inquiry.answered_at)}
          </Text>
        </Group>
        <PlainText c="dark.7">{inquiry.answer}</PlainText>
      </Stack>
    </Paper>
  );
}
