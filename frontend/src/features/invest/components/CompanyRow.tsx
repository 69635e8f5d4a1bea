//! One invested company in the companies' table: its name (to its information page, '회수 완료'
//! once sold off), the unions in it, when it was first invested in, its figures, and a toggle
//! that opens its lines per union below it.
import { Anchor, Badge, Button, Group, Table } from '@mantine/core';
import { formatDate, formatTimes, formatWonReport } from '@/shared/format';
import { IrrText } from '@/shared/ui/IrrText';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { CompanyFiguresDto } from '../api';
import { companyInfoPath, firstInvested, unionNames } from '../figures';
import { FundLinesTable } from './FundLinesTable';

/** The columns a row spans: name, unions, first date, five figures, the toggle. */
export const COMPANY_COLUMNS = 9;

export function CompanyRow({
  company,
  open,
  onToggle,
}: {
  company: CompanyFiguresDto;
  open: boolean;
  onToggle: () => void;
}) {
  const { total } = company;
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Anchor
              component={RouterLink}
              to={companyInfoPath(company.startup_id)}
              fw={600}
              fz="sm"
            >
              {company.startup_name}
            </Anchor>
            {company.recovered_mode ? (
              <Badge size="sm" variant="light" color="teal" radius="sm">
                회수 완료
              </Badge>
            ) : null}
          </Group>
        </Table.Td>
        <Table.Td>{unionNames(company).join(', ') || '-'}</Table.Td>
        <Table.Td>{formatDate(firstInvested(company))}</Table.Td>
        <Table.Td ta="right">{formatWonReport(total.invested)}</Table.Td>
        <Table.Td ta="right">{formatWonReport(total.value)}</Table.Td>
        <Table.Td ta="right">{formatWonReport(total.recovered)}</Table.Td>
        <Table.Td ta="right">{formatTimes(total.multiple)}</Table.Td>
        <Table.Td ta="right"><IrrText value={company.xirr} underAYear={company.xirr_under_a_year} /></Table.Td>
        <Table.Td ta="right">
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={onToggle}
            aria-expanded={open}
            aria-label={`${company.startup_name} 조합별 내역 ${open ? '접기' : '펼치기'}`}
          >
            {open ? '접기' : '조합별'}
          </Button>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr bg="gray.0">
          <Table.Td colSpan={COMPANY_COLUMNS} p="sm">
            <FundLinesTable company={company} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
