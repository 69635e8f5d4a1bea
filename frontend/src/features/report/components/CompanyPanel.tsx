//! The report's left panel of a company (spec "Report left panel"): its logo and name, what the
//! unions invested, what their stake is worth now and the multiple; once everything is sold back
//! (recovery mode), invested, 회수금 and 이익률 instead.
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPercent, formatTimes, formatWonReport } from '@/shared/format';
import type { CompanyFiguresDto } from '../api';
import { CompanyMark } from './CompanyMark';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" data-testid={`figure-${label}`}>
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Group>
  );
}

export function CompanyPanel({ company }: { company: CompanyFiguresDto }) {
  const { total } = company;
  return (
    <Paper withBorder p="lg" radius="md" w={{ base: '100%', md: 260 }} style={{ flexShrink: 0 }}>
      <Stack gap="md">
        <Stack align="center" gap="xs">
          <CompanyMark name={company.startup_name} src={company.logo_url} />
          <Title order={3} fz={18} ta="center">
            {company.startup_name}
          </Title>
          {company.recovered_mode ? (
            <Text fz="xs" c="teal.8" fw={600}>
              회수 완료
            </Text>
          ) : null}
        </Stack>
        <Divider />
        <Stack gap="xs">
          <Figure label="투자금액" value={formatWonReport(total.invested)} />
          {company.recovered_mode ? (
            <>
              <Figure label="회수금" value={formatWonReport(total.recovered)} />
              <Figure label="이익률" value={formatPercent(total.profit_rate)} />
            </>
          ) : (
            <>
              <Figure label="현재 지분 가치" value={formatWonReport(total.value)} />
              <Figure label="멀티플" value={formatTimes(total.multiple)} />
            </>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
