//! One company of a legacy report in full, under the page's heading (its name): its logo, every
//! figure, and the previous system's comment on it (the detail page and its print view).
import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { LegacyCompanyDto } from '@/features/report/api';
import { CompanyMark } from '@/features/report/components/CompanyMark';
import { isRecovered } from '../model';
import { allFigures } from './companyFigures';
import { FigureRows } from './FigureRows';
import { RecoveredBadge } from './LegacyCompanyCard';

export function CompanyDetail({ company }: { company: LegacyCompanyDto }) {
  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label={company.cmpy_name}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <CompanyMark name={company.cmpy_name} src={company.logo_photo} />
          {isRecovered(company) ? <RecoveredBadge /> : null}
        </Group>
        <Divider />
        <FigureRows figures={allFigures(company)} />
        <Divider />
        <Stack gap={4}>
          <Text fw={600} fz="sm">
            코멘트
          </Text>
          <Text
            fz="sm"
            c={company.comment ? undefined : 'dimmed'}
            style={{ whiteSpace: 'pre-wrap' }}
          >
            {company.comment || '코멘트가 없습니다.'}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
