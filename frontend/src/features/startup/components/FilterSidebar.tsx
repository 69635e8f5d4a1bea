//! The search sidebar: industry, region, sales and investment in 억원, founding dates and the
//! yes/no conditions, with '초기화'. A refused filter shows the server's message beside it.
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { FLAG_FILTERS, type FilterErrors, type FlagFilter, type StartupFilters } from '../filters';
import { INDUSTRIES, INDUSTRY_CODES, REGION_CODES, REGIONS } from '../model';
import { DateRange, EokRange } from './TypedInputs';

const INDUSTRY_OPTIONS = INDUSTRY_CODES.map((code) => ({ value: code, label: INDUSTRIES[code] }));
const REGION_OPTIONS = REGION_CODES.map((code) => ({ value: code, label: REGIONS[code] }));

function flagPatch(key: FlagFilter, checked: boolean): Partial<StartupFilters> {
  const patch: Partial<StartupFilters> = {};
  patch[key] = checked;
  return patch;
}

export function FilterSidebar({
  filters,
  errors,
  onChange,
  onReset,
}: {
  filters: StartupFilters;
  errors: FilterErrors['byField'];
  onChange: (patch: Partial<StartupFilters>) => void;
  onReset: () => void;
}) {
  return (
    <Paper withBorder shadow="xs" p="lg" component="aside" aria-label="검색 필터">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={2} fz={18}>
            검색 필터
          </Title>
          <Button variant="subtle" size="compact-sm" onClick={onReset}>
            초기화
          </Button>
        </Group>
        <Checkbox.Group
          label="업종"
          value={filters.industries}
          // The options are the known codes: what comes back is one of them.
          onChange={(values) => onChange({ industries: values as StartupFilters['industries'] })}
          error={errors.industries}
        >
          <SimpleGrid cols={2} spacing={8} verticalSpacing={8} mt={6}>
            {INDUSTRY_OPTIONS.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} size="sm" />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <MultiSelect
          label="지역"
          placeholder={filters.regions.length ? undefined : '선택해 주세요.'}
          data={REGION_OPTIONS}
          value={filters.regions}
          onChange={(values) => onChange({ regions: values as StartupFilters['regions'] })}
          searchable
          clearable
          nothingFoundMessage="지역이 없습니다."
          error={errors.regions}
        />
        <EokRange
          title="매출액"
          from={filters.salesMin}
          to={filters.salesMax}
          onFrom={(salesMin) => onChange({ salesMin })}
          onTo={(salesMax) => onChange({ salesMax })}
          fromError={errors.sales_min}
          toError={errors.sales_max}
        />
        <EokRange
          title="투자유치금액"
          from={filters.investmentMin}
          to={filters.investmentMax}
          onFrom={(investmentMin) => onChange({ investmentMin })}
          onTo={(investmentMax) => onChange({ investmentMax })}
          fromError={errors.investment_min}
          toError={errors.investment_max}
        />
        <DateRange
          title="설립일"
          from={filters.foundedFrom}
          to={filters.foundedTo}
          onFrom={(foundedFrom) => onChange({ foundedFrom })}
          onTo={(foundedTo) => onChange({ foundedTo })}
          fromError={errors.founded_from}
          toError={errors.founded_to}
        />
        <Stack gap={8} role="group" aria-label="기업 조건">
          <Text fz="sm" fw={600}>
            기업 조건
          </Text>
          {FLAG_FILTERS.map((flag) => (
            <Checkbox
              key={flag.key}
              label={flag.label}
              checked={filters[flag.key]}
              onChange={(event) => onChange(flagPatch(flag.key, event.currentTarget.checked))}
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
