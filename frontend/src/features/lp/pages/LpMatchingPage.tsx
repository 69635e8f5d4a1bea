//! /lp-matching: pick an LP on the left; on the right its applications and '매칭하기', which
//! opens the matching modal for that LP.
import {
  Button,
  Grid,
  Group,
  NavLink,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { LpStatusBadge } from '@/entities/lp';
import { useSearchDebounce } from '@/shared/hooks/useDebouncedValue';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconSearch } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/PageHeader';
import { ApplicationsTable } from '../components/ApplicationsTable';
import { MatchingModal } from '../components/MatchingModal';
import { useGetLpMemberQuery, useListLpMembersQuery } from '../api';
import { displayName } from '../model';

/** The list shows the first 100 matches; the search narrows it down. */
const LIST_SIZE = 100;

function MemberApplications({ lpMemberId }: { lpMemberId: number }) {
  const [matching, setMatching] = useState(false);
  const { data, isError } = useGetLpMemberQuery({ lpMemberId });
  if (isError) return <EmptyState text="LP 정보를 불러오지 못했습니다." />;
  if (!data) return <Skeleton h={240} m="lg" />;
  return (
    <Stack gap={0}>
      <Group justify="space-between" p="lg" pb="sm">
        <Group gap="sm">
          <Title order={2} fz={18}>
            {displayName(data.member)}
          </Title>
          <LpStatusBadge status={data.member.status} size="sm" />
        </Group>
        <Button onClick={() => setMatching(true)}>매칭하기</Button>
      </Group>
      <ApplicationsTable lpMemberId={lpMemberId} applications={data.applications} />
      <MatchingModal lpMemberId={lpMemberId} opened={matching} onClose={() => setMatching(false)} />
    </Stack>
  );
}

export function LpMatchingPage() {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const query = useSearchDebounce(search.trim());
  const { data, isLoading } = useListLpMembersQuery({
    q: query || undefined,
    page: 1,
    pageSize: LIST_SIZE,
  });

  return (
    <Stack gap="lg">
      <PageHeader title="LP 매칭" description="LP를 골라 조합의 출자 신청과 매칭합니다." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder shadow="xs" p="sm">
            <Stack gap="sm">
              <TextInput
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                placeholder="이름, 이메일로 검색"
                aria-label="LP 검색"
                leftSection={<IconSearch size={16} />}
              />
              <ScrollArea h={560} type="auto" offsetScrollbars>
                {isLoading ? (
                  <Skeleton h={36} />
                ) : (data?.items ?? []).length === 0 ? (
                  <EmptyState py={32} />
                ) : (
                  <Stack gap={2} component="nav" aria-label="LP 목록">
                    {data?.items.map((member) => (
                      <NavLink
                        key={member.id}
                        label={displayName(member)}
                        description={member.email}
                        active={member.id === selected}
                        onClick={() => setSelected(member.id)}
                        rightSection={<LpStatusBadge status={member.status} size="xs" />}
                        style={{ borderRadius: 'var(--mantine-radius-md)' }}
                      />
                    ))}
                  </Stack>
                )}
              </ScrollArea>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }} mih={200}>
            {selected === null ? (
              <EmptyState text="왼쪽에서 LP를 선택해 주세요." />
            ) : (
              <MemberApplications key={selected} lpMemberId={selected} />
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
