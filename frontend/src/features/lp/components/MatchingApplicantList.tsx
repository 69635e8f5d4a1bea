//! The matching modal's right column: the picked union's applicants (name, login id, amount),
//! searchable by name. Applicants already matched to an LP cannot be picked again.
import { Center, Loader, Radio, Stack, Text } from '@mantine/core';
import { formatNumber } from '@/shared/format';
import { useSearchDebounce } from '@/shared/hooks/useDebouncedValue';
import { DEFAULT_EMPTY_TEXT } from '@/shared/ui/EmptyState';
import { useMatchingApplicantsQuery, type MatchingApplicantDto } from '../api';
import { SearchPanel } from './SearchPanel';

export const PICK_UNION_HINT = '조합을 선택해주세요.';

function matchNote(applicant: MatchingApplicantDto, lpMemberId: number): string | null {
  const matched = applicant.matched_lp_member_id;
  if (matched === null || matched === undefined) return null;
  return matched === lpMemberId ? '이미 이 LP와 매칭되었습니다.' : '다른 LP와 매칭되었습니다.';
}

function Applicants({
  unionId,
  lpMemberId,
  search,
  value,
  onChange,
}: {
  unionId: number;
  lpMemberId: number;
  search: string;
  value: number | null;
  onChange: (applicantId: number) => void;
}) {
  const query = useSearchDebounce(search.trim());
  // Always asked again: another GP may have matched someone since the list was last seen.
  const { data, isFetching, isError } = useMatchingApplicantsQuery(
    { unionId, q: query || undefined },
    { refetchOnMountOrArgChange: true },
  );

  if (isError)
    return (
      <Text c="red" fz="sm">
        조합원 목록을 불러오지 못했습니다.
      </Text>
    );
  if (!data || (isFetching && data.length === 0)) {
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  }
  if (data.length === 0) {
    return (
      <Text c="dimmed" fz="sm" ta="center" py="lg">
        {DEFAULT_EMPTY_TEXT}
      </Text>
    );
  }
  return (
    <Radio.Group
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      aria-label="조합원 선택"
    >
      <Stack gap="sm">
        {data.map((applicant) => {
          const note = matchNote(applicant, lpMemberId);
          return (
            <Radio
              key={applicant.id}
              value={String(applicant.id)}
              label={applicant.name}
              disabled={note !== null}
              description={
                <span>
                  {applicant.email || '-'} · {formatNumber(applicant.amount)}원
                  {note ? (
                    <Text span c="orange.7" fz="xs" display="block">
                      {note}
                    </Text>
                  ) : null}
                </span>
              }
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

export function MatchingApplicantList({
  unionId,
  lpMemberId,
  search,
  onSearch,
  value,
  onChange,
}: {
  unionId: number | null;
  lpMemberId: number;
  search: string;
  onSearch: (value: string) => void;
  value: number | null;
  onChange: (applicantId: number) => void;
}) {
  return (
    <SearchPanel
      title="조합원"
      search={search}
      onSearch={onSearch}
      placeholder="이름으로 검색"
      disabled={unionId === null}
    >
      {unionId === null ? (
        <Text c="dimmed" fz="sm" ta="center" py="lg">
          {PICK_UNION_HINT}
        </Text>
      ) : (
        <Applicants
          key={unionId}
          unionId={unionId}
          lpMemberId={lpMemberId}
          search={search}
          value={value}
          onChange={onChange}
        />
      )}
    </SearchPanel>
  );
}
