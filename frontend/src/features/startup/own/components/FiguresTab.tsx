//! '재무 정보' tab: the sheet (download, import) above the year form. An import changes any
//! number of years: the form opens afresh on the answered profile (the stored years are read
//! again by the import itself).
import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { StartupProfileDto } from '@/features/startup/api';
import { useStoredFigures } from '../hooks/useStoredFigures';
import { FiguresForm } from './FiguresForm';
import { FiguresSheetPanel } from './FiguresSheetPanel';

export function FiguresTab({
  startupId,
  profile,
  active,
}: {
  startupId: number;
  profile: StartupProfileDto;
  /** The tab is shown: the stored years are read from then on. */
  active: boolean;
}) {
  const stored = useStoredFigures(startupId, active);
  const [imports, setImports] = useState(0);
  return (
    <Stack gap="lg">
      <FiguresSheetPanel
        startupId={startupId}
        onImported={() => setImports((count) => count + 1)}
      />
      {/* Keyed: after an import the open year shows what was imported. */}
      <FiguresForm key={imports} startupId={startupId} profile={profile} stored={stored} />
    </Stack>
  );
}
