//! The certificate laid out like the printed A4 document: number top-left, centred title, the
//! two-column table, the statement, the date and the issuing managing partner.
import { Box, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateKorean } from '@/shared/format';
import type { CertificateDto } from '../api';
import { certificateRows } from '../certificate';

export function CertificateSheet({ certificate }: { certificate: CertificateDto }) {
  return (
    <Paper withBorder p="xl" role="document" aria-label="출자증명서 미리보기">
      <Stack gap="lg">
        <Text fz="sm">{certificate.number}</Text>
        <Title order={3} ta="center" fz={28} style={{ letterSpacing: '0.5em' }}>
          출자증명서
        </Title>
        <Table withTableBorder withColumnBorders verticalSpacing="sm" horizontalSpacing="md">
          <Table.Tbody>
            {certificateRows(certificate).map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={160} bg="gray.0" scope="row">
                  {label}
                </Table.Th>
                {/* pre-wrap and break-all: addresses are long and typed with their spaces. */}
                <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text ta="center" py="md">
          위 출자자가 위 조합에 출자하였음을 증명합니다.
        </Text>
        <Text ta="center">{formatDateKorean(certificate.issued_on)}</Text>
        <Box ta="right">
          <Text fw={600}>{`${certificate.union_name} 업무집행조합원 ${certificate.issuer}`}</Text>
        </Box>
      </Stack>
    </Paper>
  );
}
