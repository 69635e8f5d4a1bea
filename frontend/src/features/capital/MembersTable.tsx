//! The GPs and the members from 서류제출 on, each with their status (a GP its role), what they
//! committed, were asked and paid, their share of every call (paid of due, with its state) and
//! what distributions paid them; '납입 기록' opens the payment modal and a member's name the
//! applicant's detail. The GPs pay in like every member, so they head the table.
import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { ApplicantStatusBadge, applicantDetailPath } from '@/entities/applicant';
import { formatNumber } from '@/shared/format';
import { RouterLink } from '@/shared/ui/RouterLink';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import type { CapitalDto, CapitalPositionDto, CapitalShareDto } from './api';
import { callLabel, isGp, isLumpSum, payerKey, shareStateInfo } from './model';

export const NO_MEMBERS = '서류 제출을 마친 조합원이 아직 없습니다.';

/** The name column stays put while the amounts and calls scroll under it. */
const stickyName = (background: string) =>
  ({ position: 'sticky', left: 0, zIndex: 1, background }) as const;

interface Column {
  key: string;
  label: string;
  share: (position: CapitalPositionDto) => CapitalShareDto | undefined;
}

/** One column per call, or the single lump sum. */
function shareColumns(book: CapitalDto): Column[] {
  if (isLumpSum(book))
    return [{ key: 'lump', label: '일시납', share: (position) => position.shares[0] }];
  return book.calls.map((call) => ({
    key: String(call.id),
    label: callLabel(call.number),
    share: (position) => position.shares.find((share) => share.call_id === call.id),
  }));
}

function ShareCell({ share }: { share: CapitalShareDto | undefined }) {
  if (!share) return <Table.Td>-</Table.Td>;
  return (
    <Table.Td>
      <Stack gap={4} align="flex-start">
        <Text fz="xs" style={{ whiteSpace: 'nowrap' }}>
          {formatNumber(share.paid)} / {formatNumber(share.due)}원
        </Text>
        <StatusBadge info={shareStateInfo(share)} size="sm" />
      </Stack>
    </Table.Td>
  );
}

export function MembersTable({
  unionId,
  book,
  onPay,
}: {
  unionId: number;
  book: CapitalDto;
  /** Opens the payment modal for the position's payer (its {@link payerKey}). */
  onPay: (key: string) => void;
}) {
  const columns = shareColumns(book);
  // Nothing can be paid in a 수시납/분할납 union before its first call.
  const payable = isLumpSum(book) || book.calls.length > 0;
  const won = (amount: number) => `${formatNumber(amount)}원`;
  return (
    // Amounts never wrap: with several calls the table scrolls sideways, the name staying in view.
    <Table.ScrollContainer minWidth={880 + columns.length * 130}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="sm"
        aria-label="조합원별 납입 현황"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th style={stickyName('var(--mantine-color-gray-0)')}>조합원</Table.Th>
            <Table.Th>상태</Table.Th>
            <Table.Th ta="right">약정</Table.Th>
            <Table.Th ta="right">요청</Table.Th>
            <Table.Th ta="right">납입</Table.Th>
            <Table.Th ta="right">미납</Table.Th>
            <Table.Th ta="right">분배</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.label}</Table.Th>
            ))}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {book.members.map((member) => (
            <Table.Tr key={payerKey(member)} data-role={member.role}>
              <Table.Td fw={600} style={stickyName('var(--mantine-color-body)')}>
                {member.applicant_id != null ? (
                  <Anchor
                    component={RouterLink}
                    to={applicantDetailPath(unionId, member.applicant_id)}
                    fw={600}
                    fz="sm"
                  >
                    {member.name}
                  </Anchor>
                ) : (
                  <Text fw={600} fz="sm">
                    {member.name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {isGp(member) || member.status == null ? (
                  <StatusBadge info={{ label: member.role_label, color: 'indigo' }} size="sm" />
                ) : (
                  <ApplicantStatusBadge status={member.status} size="sm" />
                )}
              </Table.Td>
              <Table.Td ta="right">{won(member.commitment)}</Table.Td>
              <Table.Td ta="right">{won(member.called)}</Table.Td>
              <Table.Td ta="right">{won(member.paid)}</Table.Td>
              <Table.Td ta="right" c={member.late > 0 ? 'red' : undefined}>
                {won(member.outstanding)}
              </Table.Td>
              <Table.Td ta="right" c={member.paid_out > 0 ? undefined : 'dimmed'}>
                {won(member.paid_out)}
              </Table.Td>
              {columns.map((column) => (
                <ShareCell key={column.key} share={column.share(member)} />
              ))}
              <Table.Td ta="right">
                <Button
                  variant="light"
                  size="xs"
                  disabled={!payable}
                  onClick={() => onPay(payerKey(member))}
                >
                  납입 기록
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
