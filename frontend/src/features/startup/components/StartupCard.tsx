//! One search result: the company at a glance (logo, industry, region, founding, intro, tags,
//! flags and figures). The whole card is one link to the profile, named by the company alone.
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { formatDate, formatEok, formatWonUnit } from '@/shared/format';
import { Field } from '@/shared/ui/Field';
import { RouterLink } from '@/shared/ui/RouterLink';
import { companyInfoPath, industryLabel, regionLabel, startupFlags } from '../model';
import type { StartupCardDto } from '../api';
import { CompanyLogo } from './CompanyLogo';
import classes from './StartupCard.module.css';

export function StartupCard({
  startup,
  backTo,
}: {
  startup: StartupCardDto;
  /** This search's address: the profile's '목록' button returns to it, filters and all. */
  backTo: string;
}) {
  const nameId = useId();
  const salesLabel = startup.latest_sales_year
    ? `매출액 (${startup.latest_sales_year}년)`
    : '매출액';
  return (
    <Card
      component={RouterLink}
      to={companyInfoPath(startup.id)}
      state={{ from: backTo }}
      aria-labelledby={nameId}
      withBorder
      radius="md"
      padding="lg"
      className={classes.card}
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <Group gap="sm" wrap="nowrap" align="center">
          <CompanyLogo name={startup.name} src={startup.logo_url} size={48} />
          <Stack gap={2}>
            <Text id={nameId} fw={700} fz="lg">
              {startup.name}
            </Text>
            <Text fz="sm" c="dimmed">
              {industryLabel(startup.industry)} · {regionLabel(startup.region)} · 설립{' '}
              {formatDate(startup.founded_on)}
            </Text>
          </Stack>
        </Group>
        <Group gap={6}>
          {startupFlags(startup).map((flag) => (
            <Badge key={flag.label} variant="light" color={flag.color} radius="sm">
              {flag.label}
            </Badge>
          ))}
        </Group>
      </Group>
      <Text fz="sm" mt="sm" lineClamp={2}>
        {startup.one_line_intro || '-'}
      </Text>
      {startup.tags.length > 0 ? (
        <Group gap={6} mt="sm">
          {startup.tags.map((tag) => (
            <Badge key={tag} variant="outline" color="gray" radius="sm" tt="none" fw={500}>
              #{tag}
            </Badge>
          ))}
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt="md">
        <Field label={salesLabel}>{formatWonUnit(startup.latest_sales)}</Field>
        <Field label="누적 투자유치">{formatWonUnit(startup.total_investment)}</Field>
        <Field label="기업가치">{formatEok(startup.company_value)}</Field>
      </SimpleGrid>
    </Card>
  );
}
