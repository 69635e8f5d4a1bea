//! /faq (자주 묻는 질문): the questions by category ('전체' and the five), searchable in the
//! questions and the answers; each opens its answer in place. When nothing helps, the way to a
//! 1:1 question. Open to visitors (landing layout) and users.
import {
  Accordion,
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useSearchDebounce } from '@/shared/hooks/useDebouncedValue';
import { IconSearch } from '@/shared/ui/icons';
import { ListBody } from '@/shared/ui/ListParts';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useListFaqsQuery, type FaqCategoryCode, type FaqDto } from '../api';
import { PlainText } from '../components/PlainText';
import { SupportFrame } from '../components/SupportFrame';
import { FAQ_CATEGORIES, faqCategoryLabel } from '../model';
import { INQUIRY_PATH } from '../paths';

type Tab = 'all' | FaqCategoryCode;

function FaqItems({ items, showCategory }: { items: FaqDto[]; showCategory: boolean }) {
  return (
    <Accordion variant="default" chevronPosition="right">
      {items.map((faq) => (
        <Accordion.Item key={faq.id} value={String(faq.id)}>
          <Accordion.Control>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Text fw={700} c="blue.7" lh={1.6}>
                Q
              </Text>
              <Stack gap={4} style={{ minWidth: 0 }}>
                {showCategory ? (
                  <Badge variant="light" color="gray" radius="sm" size="sm">
                    {faqCategoryLabel(faq.category)}
                  </Badge>
                ) : null}
                <Text fw={600} lh={1.6} style={{ wordBreak: 'break-word' }}>
                  {faq.question}
                </Text>
              </Stack>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Group gap="sm" wrap="nowrap" align="flex-start" pb="xs">
              <Text fw={700} c="orange.7" lh={1.8}>
                A
              </Text>
              <PlainText>{faq.answer}</PlainText>
            </Group>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

export function FaqPage() {
  const [tab, setTab] = useState<Tab>('all');
  const [search, setSearch] = useState('');
  const q = useSearchDebounce(search.trim());
  const { data, isLoading, isFetching, isError, refetch } = useListFaqsQuery({
    category: tab === 'all' ? undefined : tab,
    q: q || undefined,
  });

  return (
    <SupportFrame>
      <PageHeader
        title="자주 묻는 질문"
        description="서비스를 이용하며 자주 묻는 질문과 답변을 모았습니다."
      />
      <TextInput
        size="md"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        placeholder="궁금한 내용을 검색해 보세요"
        aria-label="FAQ 검색"
        leftSection={<IconSearch size={18} />}
      />
      <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
        <ScrollArea type="never">
          <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'all')}>
            <Tabs.List px="md" pt="xs" style={{ flexWrap: 'nowrap' }}>
              <Tabs.Tab value="all">전체</Tabs.Tab>
              {FAQ_CATEGORIES.map((category) => (
                <Tabs.Tab key={category.value} value={category.value}>
                  {category.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </ScrollArea>
        <ListBody
          items={data?.items}
          isError={isError}
          isLoading={isLoading}
          errorTitle="자주 묻는 질문을 불러오지 못했습니다."
          emptyText={q ? `‘${q}’에 대한 검색 결과가 없습니다.` : '등록된 질문이 없습니다.'}
          onRetry={() => void refetch()}
        >
          {(items) => (
            <Stack px="md" py="xs" style={{ opacity: isFetching ? 0.6 : 1 }}>
              <FaqItems items={items} showCategory={tab === 'all'} />
            </Stack>
          )}
        </ListBody>
      </Paper>
      <Paper withBorder p="lg" bg="gray.0">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>원하는 답변을 찾지 못하셨나요?</Text>
            <Text fz="sm" c="dimmed">
              1:1 문의를 남겨 주시면 운영팀이 영업일 기준 1~2일 안에 답변드립니다.
            </Text>
          </Stack>
          <Button component={RouterLink} to={INQUIRY_PATH} variant="light">
            1:1 문의하기
          </Button>
        </Group>
      </Paper>
    </SupportFrame>
  );
}
