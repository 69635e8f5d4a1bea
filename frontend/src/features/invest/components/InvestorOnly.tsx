//! What a user outside an investor firm sees instead of an investment screen.
import { Alert } from '@mantine/core';
import { INVESTOR_ONLY_TEXT } from '../model';

export function InvestorOnly({ text = INVESTOR_ONLY_TEXT }: { text?: string }) {
  return (
    <Alert color="gray" variant="light">
      {text}
    </Alert>
  );
}
