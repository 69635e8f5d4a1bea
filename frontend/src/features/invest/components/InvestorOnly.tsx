//! What a user outside an investor firm sees instead of the ledger.
import { Alert } from '@mantine/core';
import { INVESTOR_ONLY_TEXT } from '../model';

export function InvestorOnly() {
  return (
    <Alert color="gray" variant="light">
      {INVESTOR_ONLY_TEXT}
    </Alert>
  );
}
