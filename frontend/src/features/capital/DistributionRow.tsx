//! One distribution in the 분배 list: its day, kind, total and note, whether its notice mail went
//! ('안내 메일 보내기' after a confirm naming how many members get it, once per distribution),
//! '지급 내역' to unfold its shares and '삭제' for one recorded by mistake.
import { Button, Group, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useId, useState } from 'react';
import { dash, formatDate, formatNumber } from '@/shared/format';
import { IconMail } from '@/shared/ui/icons';
import { notifySuccess } from '@/shared/ui/notify';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import {
  useRevokeDistributionMutation,
  useSendDistributionNoticeMutation,
  type DistributionDto,
} from './api';
import { DistributionShares } from './DistributionShares';
import { distributionKindInfo, noticeRecipients, noticeSentMessage } from './model';

export const REVOKE_QUESTION = '이 분배 기록을 삭제할까요?';
/** The list's columns, for the unfolded shares' cell to span them all. */
export const DISTRIBUTION_COLUMNS = 6;

function NoticeCell({ unionId, distribution }: { unionId: number; distribution: DistributionDto }) {
  const [send, { isLoading }] = useSendDistributionNoticeMutation();
  if (distribution.notified_at)
    return (
      <Text fz="sm" c="teal.8" style={{ whiteSpace: 'nowrap' }}>
        발송 완료 ({formatDate(distribution.notified_at)})
      </Text>
    );
  const recipients = noticeRecipients(distribution);
  const confirm = () =>
    modals.openConfirmModal({
      title: '분배 안내 메일',
      children: (
        <>
          <Text fz="sm">
            분배받은 조합원 {formatNumber(recipients)}명에게 안내 메일을 보낼까요?
          </Text>
          <Text fz="xs" c="dimmed" mt={6}>
            분배마다 한 번만 보낼 수 있고, 이메일이 없는 조합원은 제외됩니다.
          </Text>
        </>
      ),
      labels: { confirm: '보내기', cancel: '닫기' },
      onConfirm: () => {
        send({ unionId, distributionId: distribution.id })
          .unwrap()
          .then((queued) => notifySuccess(noticeSentMessage(queued)))
          // The refusal (sent already, nobody with an address) is shown by the base query.
          .catch(() => undefined);
      },
    });
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconMail size={14} />}
      loading={isLoading}
      disabled={recipients === 0}
      title={recipients === 0 ? '분배받은 조합원이 없습니다.' : undefined}
      onClick={confirm}
    >
      안내 메일 보내기
    </Button>
  );
}

export function DistributionRow({
  unionId,
  distribution,
}: {
  unionId: number;
  distribution: DistributionDto;
}) {
  const [open, setOpen] = useState(false);
  const [revoke, { isLoading }] = useRevokeDistributionMutation();
  const sharesId = useId();
  const day = formatDate(distribution.paid_on);
  const name = `${day} ${distribution.kind_label}`;
  const confirm = () =>
    modals.openConfirmModal({
      title: '분배 기록 삭제',
      children: (
        <>
          <Text fz="sm">{REVOKE_QUESTION}</Text>
          {distribution.notified_at ? (
            <Text fz="xs" c="dimmed" mt={6}>
              안내 메일은 이미 발송되었습니다.
            </Text>
          ) : null}
        </>
      ),
      labels: { confirm: '삭제', cancel: '닫기' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        revoke({ unionId, distributionId: distribution.id })
          .unwrap()
          .then(() => notifySuccess('분배 기록을 삭제했습니다.'))
          // The refusal is shown by the base query.
          .catch(() => undefined);
      },
    });
  return (
    <>
      <Table.Tr>
        <Table.Th scope="row" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {day}
        </Table.Th>
        <Table.Td>
          <StatusBadge info={distributionKindInfo(distribution)} size="sm" />
        </Table.Td>
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          {formatNumber(distribution.total)}원
        </Table.Td>
        <Table.Td c="dimmed" fz="sm">
          {dash(distribution.note)}
        </Table.Td>
        <Table.Td>
          <NoticeCell unionId={unionId} distribution={distribution} />
        </Table.Td>
        <Table.Td>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Button
              variant="subtle"
              size="xs"
              aria-expanded={open}
              aria-controls={open ? sharesId : undefined}
              aria-label={`${name} 지급 내역`}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? '지급 내역 접기' : '지급 내역'}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              loading={isLoading}
              aria-label={`${name} 삭제`}
              onClick={confirm}
            >
              삭제
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr id={sharesId}>
          <Table.Td colSpan={DISTRIBUTION_COLUMNS} bg="gray.0" px="lg" py="sm">
            <DistributionShares
              unionId={unionId}
              distribution={distribution}
              label={`${name} 지급 내역`}
            />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
