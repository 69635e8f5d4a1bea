//! The company's size: shares, face value, capital, shareholders and the largest one's stake,
//! staff with the month counted, and the company value in 억원. Holdings listed beyond the
//! issued shares are flagged: the stakes cannot be trusted until the startup corrects them.
import { Alert, SimpleGrid, Text } from '@mantine/core';
import { formatEok, formatNumber, formatWonReport } from '@/shared/format';
import { Field } from '@/shared/ui/Field';
import { IconInfo } from '@/shared/ui/icons';
import { Panel } from '@/shared/ui/Panel';
import { formatBasisPoints, staffBasisLabel } from '../model';
import type { StartupProfileDto } from '../api';

/** A count with its unit: 1,200 → '1,200주'; '-' when unknown. */
function counted(value: number | null | undefined, unit: string): string {
  const text = formatNumber(value);
  return text === '-' ? text : `${text}${unit}`;
}

export function CompanySize({ profile }: { profile: StartupProfileDto }) {
  const { size } = profile;
  const basis = staffBasisLabel(size.staff_basis);
  return (
    <Panel title="기업 규모">
      {size.holdings_exceed_issued ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfo size={18} />}
          title="주주 보유 주식수가 발행주식수보다 많습니다."
          mb="md"
        >
          기업이 주주 정보를 바로잡기 전까지 지분율은 참고용입니다.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Field label="발행주식수">{counted(size.issued_shares, '주')}</Field>
        <Field label="액면가">{counted(size.face_value, '원')}</Field>
        <Field label="자본금">{formatWonReport(size.capital)}</Field>
        <Field label="주주 수">{counted(size.shareholder_count, '명')}</Field>
        <Field label="최대주주">
          {size.largest_shareholder_name
            ? `${size.largest_shareholder_name} (${formatBasisPoints(size.largest_shareholder_basis_points)})`
            : '-'}
        </Field>
        <Field label="직원 수">
          {counted(size.staff_count, '명')}
          {basis && size.staff_count !== null && size.staff_count !== undefined ? (
            <Text span fz="xs" c="dimmed" fw={400}>
              {' '}
              ({basis})
            </Text>
          ) : null}
        </Field>
        <Field label="기업가치" size="md">
          {formatEok(profile.company_value)}
        </Field>
      </SimpleGrid>
    </Panel>
  );
}
