//! One company of the overall report: its left panel beside its investor side panel.
import { Flex, Paper } from '@mantine/core';
import type { CompanyFiguresDto } from '../api';
import { CompanyPanel } from './CompanyPanel';
import { InvestorPanel } from './InvestorPanel';

export function CompanySection({ company }: { company: CompanyFiguresDto }) {
  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label={company.startup_name}>
      <Flex gap="lg" align="flex-start" direction={{ base: 'column', md: 'row' }}>
        <CompanyPanel company={company} />
        <InvestorPanel company={company} />
      </Flex>
    </Paper>
  );
}
