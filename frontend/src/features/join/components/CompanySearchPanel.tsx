//! Searches registered companies of one kind (investor or startup) and lets the user pick one.
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useSearchDebounce } from '@/shared/hooks/useDebouncedValue';
import { usePagedFilter } from '@/shared/hooks/usePagedFilter';
import { IconSearch } from '@/shared/ui/icons';
import { useSearchJoinCompaniesQuery, type JoinCompany } from '../api';
import { companyDetails } from './companyDetails';

const PAGE_SIZE = 10;

export function CompanySearchPanel({
  kind,
  selectedId,
  onSelect,
}: {
  kind: 'investor' | 'startup';
  selectedId?: number | null;
  onSelect: (company: JoinCompany) => void;
}) {
  const [text, setText] = useState('');
  const { page, setPage } = usePagedFilter([text]);
  const [picked, setPicked] = useState<JoinCompany | null>(null);
  const q = useSearchDebounce(text.trim());
  const { data, isFetching, isError } = useSearchJoinCompaniesQuery(
    { kind, q, page, pageSize: PAGE_SIZE },
    { skip: q === '' },
  );
  const totalPages = data ? Math.max(1, Math.ceil(data.total_count / data.page_size)) : 1;
  const current = picked?.id ?? selectedId ?? null;

  return (
    <Stack gap="md">
      <TextInput
        label="회사 검색"
        placeholder="회사명으로 검색"
        size="md"
        leftSection={<IconSearch size={18} />}
        rightSection={isFetching ? <Loader size="xs" /> : null}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
        }}
      />
      {q === '' ? (
        <Text fz="sm" c="dimmed">
          소속 회사를 검색해 선택하면, 회사 대표의 승인 후 이용할 수 있습니다.
        </Text>
      ) : isError ? (
        <Alert color="red" variant="light">
          검색하지 못했습니다. 잠시 후 다시 시도해 주세요.
        </Alert>
      ) : data && data.items.length === 0 ? (
        <Paper withBorder p="lg" ta="center" c="dimmed" fz="sm">
          검색 결과가 없습니다. 회사명을 다시 확인하거나 새 회사로 등록해 주세요.
        </Paper>
      ) : data ? (
        <Radio.Group
          value={current === null ? null : String(current)}
          onChange={(value) =>
            setPicked(data.items.find((item) => String(item.id) === value) ?? null)
          }
          aria-label="검색된 회사"
        >
          <Stack gap="xs">
            {data.items.map((company) => (
              <Radio.Card key={company.id} value={String(company.id)} p="md" radius="md">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <Stack gap={2}>
                    <Text fw={600}>{company.name}</Text>
                    <Text fz="sm" c="dimmed">
                      {companyDetails(company.business_number, company.ceo_name)}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      )}
      {data && totalPages > 1 ? (
        <Center>
          <Pagination total={totalPages} value={page} onChange={setPage} withEdges size="sm" />
        </Center>
      ) : null}
      <Button size="md" disabled={!picked} onClick={() => picked && onSelect(picked)}>
        {picked ? `${picked.name} 소속으로 가입` : '회사를 선택해 주세요'}
      </Button>
    </Stack>
  );
}
