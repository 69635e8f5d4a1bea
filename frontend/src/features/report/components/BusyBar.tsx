//! An indeterminate progress bar (a report being made, a PDF on its way): a progressbar without a
//! value, which is what assistive technology reads as "busy, no estimate".
import { Progress } from '@mantine/core';

export function BusyBar({ label }: { label: string }) {
  return (
    <Progress.Root role="progressbar" aria-label={label} size="sm" miw={80}>
      <Progress.Section value={100} animated withAria={false} />
    </Progress.Root>
  );
}
