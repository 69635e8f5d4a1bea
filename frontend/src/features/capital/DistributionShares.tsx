//! A distribution split over its holders: each GP and limited member with what they had paid in
//! on the day (the basis of the split) and what they got, and a total row whose amount is the
//! distribution's total to the won.
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { applicantDetailPath } from '@/entities/applicant';
import { formatNumber } from '@/shared/format';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { DistributionDto } from './api';
import { sharesTotal } from './model';

const won = (amount: number) => `${formatNumber(amount)}원`;

export function DistributionShares({
  unionId,
  distribution,
  label,
}: {
  unionId: number;
  distribution: DistributionDto;
  /** The table's accessible name. */
  label: string;
}) {
  const sum = sharesTotal(distribution.shares);
  // The server makes the amounts add up to the total; a gap would be a bug worth seeing.
  const matches = sum.amount === distribution.total;
  return (
    <Stack gap={4}>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing={6} horizontalSpacing="sm" fz="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>구분</Table.Th>
              <Table.Th>이름</Table.Th>
              <Table.Th ta="right">납입 출자금</Table.Th>
              <Table.Th ta="right">지급액</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {distribution.shares.map((share, index) => (
              <Table.Tr key={`${share.role}-${share.applicant_id ?? share.name}-${index}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{share.role_label}</Table.Td>
                <Table.Td>
                  {share.applicant_id == null ? (
                    share.name
                  ) : (
                    <Anchor
                      component={RouterLink}
                      to={applicantDetailPath(unionId, share.applicant_id)}
                      fz="sm"
                    >
                      {share.name}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {won(share.basis)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {won(share.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={2}>
                합계
              </Table.Th>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {won(sum.basis)}
              </Table.Td>
              <Table.Td
                ta="right"
                fw={600}
                c={matches ? undefined : 'red'}
                style={{ whiteSpace: 'nowrap' }}
              >
                {won(sum.amount)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Text fz="xs" c={matches ? 'dimmed' : 'red'}>
        지급액 합계가 분배 총액 {won(distribution.total)}과 {matches ? '같습니다.' : '다릅니다.'}
      </Text>
    </Stack>
  );
}
