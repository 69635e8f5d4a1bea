//! What a holding's figures are made of: the union's investments, the startup's later rounds,
//! the union's recoveries and the firm's valuations, each row deletable.
import { Stack } from '@mantine/core';
import { formatDate } from '@/shared/format';
import type { PortfolioRowDto } from '../api';
import {
  useRemoveFundingRoundMutation,
  useRemoveInvestmentMutation,
  useRemoveRecoveryMutation,
  useRemoveValuationMutation,
} from '../api';
import {
  INVESTMENT_COLUMNS,
  RECOVERY_COLUMNS,
  ROUND_COLUMNS,
  VALUATION_COLUMNS,
} from './ledgerColumns';
import { LedgerTable } from './LedgerTable';

export function LedgerTables({ row }: { row: PortfolioRowDto }) {
  const [removeInvestment] = useRemoveInvestmentMutation();
  const [removeRound] = useRemoveFundingRoundMutation();
  const [removeRecovery] = useRemoveRecoveryMutation();
  const [removeValuation] = useRemoveValuationMutation();
  return (
    <Stack gap="md">
      <LedgerTable
        title="투자 내역"
        rows={row.investments}
        columns={INVESTMENT_COLUMNS}
        describe={(i) => `${formatDate(i.invested_on)} 투자`}
        onRemove={(i) => removeInvestment({ investmentId: i.id }).unwrap()}
      />
      <LedgerTable
        title="후속 투자"
        rows={row.rounds}
        columns={ROUND_COLUMNS}
        describe={(r) => `${formatDate(r.on)} ${r.investor} 후속 투자`}
        onRemove={(r) => removeRound({ roundId: r.id }).unwrap()}
      />
      <LedgerTable
        title="회수 내역"
        rows={row.recoveries}
        columns={RECOVERY_COLUMNS}
        describe={(r) => `${formatDate(r.on)} 회수`}
        onRemove={(r) => removeRecovery({ recoveryId: r.id }).unwrap()}
      />
      <LedgerTable
        title="가치 평가"
        rows={row.valuations}
        columns={VALUATION_COLUMNS}
        describe={(v) => `${formatDate(v.on)} 가치 평가`}
        onRemove={(v) => removeValuation({ valuationId: v.id }).unwrap()}
      />
    </Stack>
  );
}
