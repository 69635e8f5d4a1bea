//! One company of a legacy report's result: its logo (or initial) and name, its brief figures
//! (a recovered company's 회수금 and 이익률), and the way to its detail.
import { Anchor, Badge, Divider, Group, Paper, Stack, Title } from '@mantine/core';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { LegacyCompanyDto } from '@/features/report/api';
import { CompanyMark } from '@/features/report/components/CompanyMark';
import { isRecovered } from '../model';
import { briefFigures } from './companyFigures';
import { FigureRows } from './FigureRows';

export function RecoveredBadge() {
  return (
    <Badge size="sm" variant="light" color="teal" radius="sm">
      회수 완료
    </Badge>
  );
}

export function LegacyCompanyCard({
  company,
  detailTo,
}: {
  company: LegacyCompanyDto;
  /** The company's detail page. */
  detailTo: string;
}) {
  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label={company.cmpy_name}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <CompanyMark name={company.cmpy_name} src={company.logo_photo} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz={18}>
              {company.cmpy_name}
            </Title>
            {isRecovered(company) ? <RecoveredBadge /> : null}
          </Stack>
        </Group>
        <Divider />
        <FigureRows figures={briefFigures(company)} />
        <Anchor
          component={RouterLink}
          to={detailTo}
          fz="sm"
          aria-label={`${company.cmpy_name} 상세 보기`}
        >
          상세 보기
        </Anchor>
      </Stack>
    </Paper>
  );
}
