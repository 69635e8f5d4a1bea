//! '뉴스': articles about the company on other sites, latest published first (the server's
//! order), each title a link that opens in a new tab with its publisher and date under it.
//! Nothing shows for a company without news.
import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '@/shared/format';
import { Panel } from '@/shared/ui/Panel';
import type { NewsItemDto } from '../api';
import { IconExternalLink } from './icons';

/** The server lets only http(s) addresses in; anything else would not be a link out. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

function NewsTitle({ item }: { item: NewsItemDto }) {
  if (!isWebAddress(item.url)) {
    return (
      <Text fz="sm" fw={500}>
        {item.title}
      </Text>
    );
  }
  return (
    <Anchor href={item.url} target="_blank" rel="noopener noreferrer" fz="sm" fw={500}>
      {item.title}
      <IconExternalLink size={14} style={{ marginLeft: 4, verticalAlign: '-2px' }} />
      <VisuallyHidden>(새 탭에서 열림)</VisuallyHidden>
    </Anchor>
  );
}

/** The articles one under another; `action` adds a button after each (the edit page's 삭제). */
export function NewsList({
  news,
  action,
}: {
  news: NewsItemDto[];
  action?: (item: NewsItemDto) => ReactNode;
}) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="뉴스 목록">
      {news.map((item) => (
        <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <NewsTitle item={item} />
            <Text fz="xs" c="dimmed">
              {item.publisher} · {formatDate(item.published_on)}
            </Text>
          </Stack>
          {action?.(item)}
        </Group>
      ))}
    </Stack>
  );
}

export function NewsSection({ news }: { news: NewsItemDto[] }) {
  if (news.length === 0) return null;
  return (
    <Panel title="뉴스">
      <NewsList news={news} />
    </Panel>
  );
}
