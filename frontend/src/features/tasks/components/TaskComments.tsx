//! The task's comments, oldest first (author, time and text with its line breaks), and the
//! form that adds one.
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatNumber } from '@/shared/format';
import type { TaskCommentDto } from '../api';
import { CommentForm } from './CommentForm';

function Comment({ comment }: { comment: TaskCommentDto }) {
  return (
    <Stack component="li" gap={4}>
      <Group gap="sm">
        <Text fz="sm" fw={600}>
          {comment.author.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {formatDateTime(comment.created_at)}
        </Text>
      </Group>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {comment.body}
      </Text>
    </Stack>
  );
}

export function TaskComments({ taskId, comments }: { taskId: number; comments: TaskCommentDto[] }) {
  return (
    <Paper
      component="section"
      aria-labelledby="task-comments"
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Stack gap="md">
        <Title order={2} fz="md" id="task-comments">
          댓글 {formatNumber(comments.length)}
        </Title>
        {comments.length === 0 ? (
          <Text fz="sm" c="dimmed">
            아직 댓글이 없습니다.
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="md"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="댓글 목록"
          >
            {comments.map((comment) => (
              <Comment key={comment.id} comment={comment} />
            ))}
          </Stack>
        )}
        <Divider />
        <CommentForm taskId={taskId} />
      </Stack>
    </Paper>
  );
}
