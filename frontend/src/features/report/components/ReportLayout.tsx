//! Every report page: the reports sidebar on the left, the page beside it (below it on a narrow
//! screen). The report the page shows is marked in the sidebar.
import { Box, Flex } from '@mantine/core';
import type { ReactNode } from 'react';
import { ReportSidebar } from './ReportSidebar';

export function ReportLayout({
  openId = null,
  children,
}: {
  /** The report the page shows, if any. */
  openId?: number | null;
  children: ReactNode;
}) {
  return (
    <Flex gap="lg" align="flex-start" direction={{ base: 'column', md: 'row' }}>
      <ReportSidebar openId={openId} />
      <Box style={{ flex: 1, minWidth: 0 }} w="100%">
        {children}
      </Box>
    </Flex>
  );
}
