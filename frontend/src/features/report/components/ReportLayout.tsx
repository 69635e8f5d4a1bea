//! Every report page: the reports sidebar on the left, the page beside it (below it on a narrow
//! screen). The report the page shows (one of the firm's or of the previous system's) is marked
//! in the sidebar.
import { Box, Flex } from '@mantine/core';
import type { ReactNode } from 'react';
import { ReportSidebar } from './ReportSidebar';

export function ReportLayout({
  openId = null,
  openLegacyId = null,
  children,
}: {
  /** The firm's report the page shows, if any. */
  openId?: number | null;
  /** The previous system's report the page shows, if any. */
  openLegacyId?: number | null;
  children: ReactNode;
}) {
  return (
    <Flex gap="lg" align="flex-start" direction={{ base: 'column', md: 'row' }}>
      <ReportSidebar openId={openId} openLegacyId={openLegacyId} />
      <Box style={{ flex: 1, minWidth: 0 }} w="100%">
        {children}
      </Box>
    </Flex>
  );
}
