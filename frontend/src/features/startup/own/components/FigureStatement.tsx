//! One statement of the '재무 정보' tab (재무상태표 or 손익계산서): its lines with the profile's
//! labels, each a whole-number input in 원; the totals and results set in bold.
import { Stack, Table, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FiguresFormValues } from '../model';
import { WholeNumberInput } from './formParts';

/** The totals and results, set in bold so the statement reads like the profile's. */
const TOTALS = new Set([
  'total_assets',
  'total_liabilities',
  'total_equity',
  'gross_profit',
  'operating_profit',
  'net_income',
]);

export function FigureStatement<K extends string>({
  title,
  rows,
  prefix,
  form,
  signed,
}: {
  title: string;
  rows: { key: K; label: string }[];
  prefix: 'balance' | 'income';
  form: UseFormReturnType<FiguresFormValues>;
  /** Whether a line may be below zero. */
  signed: (key: K) => boolean;
}) {
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Title order={3} fz="md" component="legend" mb="xs">
        {title}
      </Title>
      <Table verticalSpacing={6} horizontalSpacing="xs" withRowBorders={false}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} style={{ verticalAlign: 'top' }}>
              <Table.Th
                scope="row"
                w={130}
                pt={14}
                fz="sm"
                fw={TOTALS.has(row.key) ? 700 : 500}
                c={TOTALS.has(row.key) ? undefined : 'dark.5'}
              >
                {row.label}
              </Table.Th>
              <Table.Td>
                <WholeNumberInput
                  aria-label={row.label}
                  unit="원"
                  signed={signed(row.key)}
                  {...form.getInputProps(`${prefix}.${row.key}`)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
