//! The history detail modal: one mailing's subject, sender and date, and its recipients (10 a
//! page) with each one's delivery state; a failure shows the mail server's answer on hover.
import { Badge, Button, Group, Modal, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { formatDateTime, formatNumber, formatPhone } from '@/shared/format';
import { ListBody } from '@/shared/ui/ListParts';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import {
  useMailing,
  useMailingRecipients,
  type MailingDto,
  type RecipientDeliveryDto,
} from '../api';
import { deliveryStatusInfo } from '../model';
import { DeliveryProgress } from './DeliveryProgress';

export function MailingDetailModal({
  unionId,
  mailing,
  onClose,
}: {
  unionId: number;
  /** The history row opened; null while closed. */
  mailing: MailingDto | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={mailing !== null} onClose={onClose} title="발송 이력 상세" size={800} centered>
      {mailing ? (
        <MailingDetail key={mailing.id} unionId={unionId} row={mailing} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text fz="sm" c="dimmed" w={72} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

function StatusBadge({ recipient }: { recipient: RecipientDeliveryDto }) {
  const info = deliveryStatusInfo(recipient.status);
  const badge = (
    <Badge variant="light" color={info.color}>
      {info.label}
    </Badge>
  );
  if (recipient.status !== 'failed' || !recipient.last_answer) return badge;
  return (
    <Tooltip label={recipient.last_answer} multiline maw={320} withArrow>
      {badge}
    </Tooltip>
  );
}

function MailingDetail({
  unionId,
  row,
  onClose,
}: {
  unionId: number;
  row: MailingDto;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  // The row as it is now (its counts move while mail is delivered); the clicked row until then.
  const { data: fresh } = useMailing({ unionId, mailingId: row.id });
  const mailing = fresh ?? row;
  const recipients = useMailingRecipients({
    unionId,
    mailingId: row.id,
    page,
    pageSize: PAGE_SIZE,
  });
  const totalPages = recipients.data
    ? totalPagesOf(recipients.data.total_count, recipients.data.page_size)
    : 1;

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Fact label="구분">{mailing.kind_label}</Fact>
        <Fact label="제목">
          <Text fz="sm" fw={600}>
            {mailing.subject}
          </Text>
        </Fact>
        <Fact label="발송자">{mailing.sender_name}</Fact>
        <Fact label="발송일">{formatDateTime(mailing.created_at)}</Fact>
        {mailing.reply_to ? <Fact label="회신 주소">{mailing.reply_to}</Fact> : null}
        <Fact label="전송 현황">
          <DeliveryProgress mailing={mailing} />
        </Fact>
      </Stack>
      <ListBody
        items={recipients.data?.items}
        isError={recipients.isError}
        isLoading={recipients.isLoading}
        errorTitle="받는 사람 목록을 불러오지 못했습니다."
        emptyText="받는 사람이 없습니다."
        onRetry={() => void recipients.refetch()}
      >
        {(items) => (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" horizontalSpacing="sm" aria-label="받는 사람">
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th>이름</Table.Th>
                  <Table.Th>연락처</Table.Th>
                  <Table.Th>이메일</Table.Th>
                  <Table.Th>상태</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((recipient, index) => (
                  // Two recipients can share a name and phone: the position keeps keys unique.
                  <Table.Tr key={`${index}:${recipient.email}`}>
                    <Table.Td fw={600}>{recipient.name}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatPhone(recipient.phone)}
                    </Table.Td>
                    <Table.Td>{recipient.email}</Table.Td>
                    <Table.Td>
                      <StatusBadge recipient={recipient} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListBody>
      <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      <Group justify="space-between">
        <Text fz="xs" c="dimmed">
          {`총 ${formatNumber(recipients.data?.total_count ?? mailing.recipient_count)}명`}
        </Text>
        <Button variant="default" onClick={onClose}>
          닫기
        </Button>
      </Group>
    </Stack>
  );
}
