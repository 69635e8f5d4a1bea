//! The member-edit modal: the picked people and groups to check once more (each can be left out,
//! with 전체 선택 and 전체 삭제), where replies go, and '발송'. One Idempotency-Key per opening:
//! a double click or a retry after a lost answer queues the mail once.
import { Alert, Box, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { formatNumber } from '@/shared/format';
import { newIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { Pagination } from '@/shared/ui/Pagination';
import { PAGE_SIZE, totalPagesOf } from '@/shared/ui/paging';
import { useMailHistory, useSendMailMutation, type MailingCreatedDto } from '../api';
import { confirmLeave } from '@/shared/ui/confirmLeave';
import { mailKindInfo, PICKS_LOST, reachableText, type MailKind, type Picked } from '../model';
import { SelectionButtons } from './SelectionButtons';

interface Entry {
  key: string;
  label: string;
  description: string;
}

const entriesOf = (picked: Picked): Entry[] => [
  ...picked.members.map((member) => ({
    key: `m${member.applicant_id}`,
    label: member.name,
    description: member.email,
  })),
  ...picked.groups.map((group) => ({
    key: `g${group.group_id}`,
    label: `[그룹] ${group.name}`,
    description: reachableText(group),
  })),
];

/** Mounted per opening (by the send flow). */
export function MemberEditModal({
  unionId,
  kind,
  picked,
  onBack,
  onClose,
  onSent,
}: {
  unionId: number;
  kind: MailKind;
  picked: Picked;
  /** Back to the selection with what is still checked here. */
  onBack: (picked: Picked) => void;
  onClose: () => void;
  onSent: (created: MailingCreatedDto) => void;
}) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const [sendMail, { isLoading }] = useSendMailMutation();
  const entries = entriesOf(picked);
  const [checked, setChecked] = useState(() => new Set(entries.map((entry) => entry.key)));
  const [page, setPage] = useState(1);
  // Empty means the sender's own address; the last mailing's choice is the likely one again.
  const history = useMailHistory({ unionId, page: 1, pageSize: PAGE_SIZE });
  const [typedReplyTo, setTypedReplyTo] = useState<string | null>(null);
  const replyTo = typedReplyTo ?? history.data?.items[0]?.reply_to ?? '';
  const [replyError, setReplyError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const chosen: Picked = {
    members: picked.members.filter((member) => checked.has(`m${member.applicant_id}`)),
    groups: picked.groups.filter((group) => checked.has(`g${group.group_id}`)),
  };
  const totalPages = totalPagesOf(entries.length, PAGE_SIZE);
  const current = Math.min(page, totalPages);
  const rows = entries.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const toggle = (key: string, on: boolean) =>
    setChecked((was) => {
      const next = new Set(was);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const leave = () => {
    if (!isLoading) confirmLeave(onClose, PICKS_LOST);
  };

  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    setReplyError(null);
    try {
      const created = await sendMail({
        unionId,
        'Idempotency-Key': idempotencyKey,
        sendMailBody: {
          kind,
          applicant_ids: chosen.members.map((member) => member.applicant_id),
          group_ids: chosen.groups.map((group) => group.group_id),
          reply_to: replyTo.trim() || null,
        },
      }).unwrap();
      onSent(created);
    } catch (caught) {
      const error = caught as ApiError;
      if (error.fieldErrors.reply_to) setReplyError(error.fieldErrors.reply_to);
      else setFailure(error.fieldErrors.recipients ?? error.message);
    } finally {
      sending.current = false;
    }
  };

  return (
    <Modal
      opened
      onClose={leave}
      title="받는 사람 확인"
      size={600}
      centered
      closeOnClickOutside={!isLoading}
      closeOnEscape={!isLoading}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          <Text span fw={600} c="dark.7">
            {mailKindInfo(kind).label}
          </Text>{' '}
          메일을 아래 받는 사람에게 보냅니다. 체크를 해제하면 발송에서 빠집니다.
        </Text>
        <Group justify="space-between">
          <Text fz="sm" data-testid="review-count">
            개인 {formatNumber(chosen.members.length)}명 · 그룹 {formatNumber(chosen.groups.length)}
            개
          </Text>
          <SelectionButtons
            onSelectAll={() => setChecked(new Set(entries.map((entry) => entry.key)))}
            onClear={() => setChecked(new Set())}
            canSelectAll={entries.length > 0}
            canClear={checked.size > 0}
          />
        </Group>
        <Stack gap={0} role="list" aria-label="받는 사람 목록">
          {rows.map((entry) => (
            <Box
              key={entry.key}
              role="listitem"
              py="xs"
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Checkbox
                checked={checked.has(entry.key)}
                onChange={(event) => toggle(entry.key, event.currentTarget.checked)}
                label={entry.label}
                description={entry.description}
              />
            </Box>
          ))}
        </Stack>
        <Pagination page={current} totalPages={totalPages} onChange={setPage} />
        <TextInput
          label="회신 받을 이메일"
          description="비워 두면 보내는 분의 이메일로 회신됩니다."
          placeholder="reply@example.com"
          type="email"
          value={replyTo}
          onChange={(event) => {
            setTypedReplyTo(event.currentTarget.value);
            setReplyError(null);
          }}
          error={replyError}
        />
        {failure ? (
          <Alert color="red" variant="light" title="발송하지 못했습니다.">
            {failure}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={() => onBack(chosen)} disabled={isLoading}>
            이전
          </Button>
          <Button
            onClick={() => void send()}
            loading={isLoading}
            disabled={chosen.members.length + chosen.groups.length === 0}
          >
            발송
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
