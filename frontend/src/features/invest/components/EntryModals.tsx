//! The ledger form that is open, if any: a first investment (no startup yet), or one of a
//! holding's four forms.
import type { PortfolioRowDto } from '../api';
import type { EntryKind } from '../model';
import { InvestmentModal } from './InvestmentModal';
import { RecoveryModal } from './RecoveryModal';
import { RoundModal } from './RoundModal';
import { ValuationModal } from './ValuationModal';

/** The open form and the holding it adds to (none for a new startup's investment). */
export interface OpenEntry {
  kind: EntryKind;
  row: PortfolioRowDto | null;
}

export function EntryModals({
  unionId,
  entry,
  onClose,
}: {
  unionId: number;
  entry: OpenEntry | null;
  onClose: () => void;
}) {
  if (entry === null) return null;
  const { row } = entry;
  const startup = row ? { id: row.startup_id, name: row.startup_name } : null;
  if (entry.kind === 'investment' || startup === null || row === null) {
    return <InvestmentModal unionId={unionId} startup={startup} onClose={onClose} />;
  }
  if (entry.kind === 'round') return <RoundModal startup={startup} onClose={onClose} />;
  if (entry.kind === 'recovery') {
    return (
      <RecoveryModal
        unionId={unionId}
        startup={startup}
        sharesHeld={row.shares_held}
        onClose={onClose}
      />
    );
  }
  return <ValuationModal startup={startup} onClose={onClose} />;
}
