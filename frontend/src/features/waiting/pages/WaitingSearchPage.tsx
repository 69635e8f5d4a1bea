//! /waiting-search-company (대기 등록 기업 검색): a business number's standing — on the product,
//! waiting (with its place), onboarded, or not registered. The number looked up rides in
//! `?business_number=`, so a link (the form's 409, the complete page) opens with its answer and
//! back and forward show earlier lookups.
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { businessNumberDigits, formatBusinessNumber } from '@/shared/format';
import { BusinessNumberInput } from '@/shared/ui/BusinessNumberInput';
import { FormCard } from '@/shared/ui/FormCard';
import { RouterLink } from '@/shared/ui/RouterLink';
import { businessNumberRule } from '@/shared/validation';
import { useWaitingStandingQuery } from '../api';
import { StandingCard } from '../components/StandingCard';
import { NUMBER_PARAM, WAITING_MAIN_PATH } from '../model';

function SearchForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (digits: string) => void;
}) {
  const [digits, setDigits] = useState(initial);
  // A malformed number in a link is pointed out at once, not looked up.
  const [error, setError] = useState(initial ? businessNumberRule(initial) : null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = businessNumberRule(digits);
        setError(problem);
        if (!problem) onSearch(digits);
      }}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <BusinessNumberInput
          label="사업자등록번호"
          autoComplete="off"
          size="md"
          style={{ flex: 1 }}
          value={digits}
          onChange={(next) => {
            setDigits(next);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" size="md" mt={27}>
          조회
        </Button>
      </Group>
    </form>
  );
}

function Result({ digits }: { digits: string }) {
  const { currentData, error, isFetching, refetch } = useWaitingStandingQuery({
    businessNumber: formatBusinessNumber(digits),
  });
  if (isFetching && !currentData) return <Skeleton h={200} radius="md" />;
  if (error) {
    const failure = error as ApiError;
    return (
      <Alert color="red" variant="light" role="alert" title="조회하지 못했습니다.">
        <Text fz="sm">{failure.fieldErrors.business_number ?? failure.message}</Text>
        {failure.status === 422 ? null : (
          <Button variant="light" size="xs" mt="sm" onClick={() => void refetch()}>
            다시 시도
          </Button>
        )}
      </Alert>
    );
  }
  return currentData ? <StandingCard standing={currentData} businessNumber={digits} /> : null;
}

export function WaitingSearchPage() {
  const [params, setParams] = useSearchParams();
  const asked = businessNumberDigits(params.get(NUMBER_PARAM));
  const valid = businessNumberRule(asked) === null;

  return (
    <FormCard
      width={560}
      title="대기 등록 기업 검색"
      description="대기 등록한 회사의 사업자등록번호로 현재 대기 순서와 이용 준비 상태를 확인할 수 있습니다."
    >
      <Stack gap="lg">
        {/* Keyed by the address: back and forward put their number back in the box. */}
        <SearchForm
          key={asked}
          initial={asked}
          onSearch={(digits) => setParams({ [NUMBER_PARAM]: formatBusinessNumber(digits) })}
        />
        {valid ? <Result digits={asked} /> : null}
      </Stack>
      <Text fz="sm" c="dimmed" ta="center">
        아직 등록하지 않으셨나요?{' '}
        <Anchor component={RouterLink} to={WAITING_MAIN_PATH} fw={600}>
          대기 등록 안내
        </Anchor>
      </Text>
    </FormCard>
  );
}
