//! The profile's fact-check panel (팩트체크 현황): the twelve items (FI01–FI12), each with where it
//! stands — never checked, waiting for a check since the startup changed it, verified (when, by
//! whom) or rejected (with the reason). Everyone who reads the profile sees it: it says how far
//! the data can be trusted, and only verified items count toward the value score. A fact-checker
//! also records a verdict per item: '확인' at once, '반려' with a reason asked for in a dialog.
//! The answer is the whole profile, which the page then shows (statuses and scores).
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import type { ApiError } from '@/api/baseQuery';
import { useGetMeQuery } from '@/entities/me';
import { checksFacts } from '@/entities/startup';
import { dash, formatDateTime, formatNumber } from '@/shared/format';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { Panel } from '@/shared/ui/Panel';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { countChecks, itemStatusInfo } from '../factCheck';
import {
  useRecordFactCheckMutation,
  type FactCheckItemCode,
  type ItemCheckDto,
  type VerdictCode,
} from '../factCheckApi';

const TITLE = '팩트체크 현황';
const SAVED_TEXT = '검증 결과를 저장했습니다.';
const FAILED_TITLE = '검증 결과를 저장하지 못했습니다.';
const NOTE_MAX = 500;

/** What the server answers for a refused verdict: the note's own message, else the general one. */
const noteProblem = (error: ApiError) => error.fieldErrors.note ?? error.message;

interface ItemProps {
  check: ItemCheckDto;
  /** The user records verdicts: the item has the two buttons. */
  checker: boolean;
  /** A verdict is being saved (any item): no second one meanwhile. */
  busy: boolean;
  /** This item's verdict being saved, if any. */
  saving: VerdictCode | null;
  onVerify: () => void;
  onReject: () => void;
}

/** A fact-checker's eye goes to the items waiting for them. */
const highlighted = ({ check, checker }: ItemProps) => checker && check.status === 'pending';
const HIGHLIGHT = {
  bg: 'orange.0',
  style: { boxShadow: 'inset 3px 0 0 var(--mantine-color-orange-5)' },
} as const;

/** When the item changed (waiting) or got its verdict. */
function When({ check }: { check: ItemCheckDto }) {
  if (!check.at) return '-';
  return (
    <>
      {formatDateTime(check.at)}
      {check.status === 'pending' ? (
        <Text span fz="xs" c="dimmed">
          {' '}
          변경
        </Text>
      ) : null}
    </>
  );
}

/** The checker's note: a rejection's reason in red. */
function Note({ check }: { check: ItemCheckDto }) {
  if (!check.note) return null;
  const rejected = check.status === 'rejected';
  return (
    <Text
      fz="sm"
      c={rejected ? 'red.7' : 'dark.5'}
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {rejected ? `반려 사유: ${check.note}` : check.note}
    </Text>
  );
}

const checkerOf = (check: ItemCheckDto) =>
  check.status === 'verified' || check.status === 'rejected' ? dash(check.checker_name) : '-';

function VerdictButtons(props: ItemProps) {
  const { check, busy, saving, onVerify, onReject } = props;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button
        size="compact-sm"
        color="#237032"
        variant={highlighted(props) ? 'filled' : 'light'}
        aria-label={`${check.label} 확인`}
        loading={saving === 'verified'}
        disabled={busy && saving !== 'verified'}
        onClick={onVerify}
      >
        확인
      </Button>
      <Button
        size="compact-sm"
        color="red"
        variant="light"
        aria-label={`${check.label} 반려`}
        loading={saving === 'rejected'}
        disabled={busy && saving !== 'rejected'}
        onClick={onReject}
      >
        반려
      </Button>
    </Group>
  );
}

function CheckRow(props: ItemProps) {
  const { check, checker } = props;
  const highlight = highlighted(props);
  return (
    <Table.Tr data-pending={highlight || undefined} {...(highlight ? HIGHLIGHT : {})}>
      <Table.Th scope="row" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {check.label}
      </Table.Th>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <StatusBadge info={itemStatusInfo(check.status)} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }} fz="sm">
        <When check={check} />
      </Table.Td>
      <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {checkerOf(check)}
      </Table.Td>
      <Table.Td fz="sm" style={{ minWidth: 200 }}>
        {check.note ? <Note check={check} /> : '-'}
      </Table.Td>
      {checker ? (
        <Table.Td>
          <VerdictButtons {...props} />
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

/** A narrow screen's item: name and status over when, who and the note, buttons beside. */
function CheckCard(props: ItemProps) {
  const { check, checker } = props;
  const highlight = highlighted(props);
  const decided = checkerOf(check);
  return (
    <Stack
      component="li"
      gap={4}
      px="md"
      py="sm"
      data-pending={highlight || undefined}
      {...(highlight ? HIGHLIGHT : {})}
      style={{
        ...(highlight ? HIGHLIGHT.style : {}),
        borderTop: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} fz="sm">
            {check.label}
          </Text>
          <StatusBadge info={itemStatusInfo(check.status)} size="sm" />
        </Group>
        {checker ? <VerdictButtons {...props} /> : null}
      </Group>
      {check.at ? (
        <Text fz="xs" c="dimmed">
          <When check={check} />
          {decided !== '-' ? ` · ${decided}` : null}
        </Text>
      ) : null}
      <Note check={check} />
    </Stack>
  );
}

function RejectDialog({
  check,
  saving,
  error,
  onChangeNote,
  onSubmit,
  onClose,
}: {
  check: ItemCheckDto | null;
  saving: boolean;
  error: string | null;
  onChangeNote: () => void;
  onSubmit: (note: string) => void;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit(note);
  };
  return (
    <Modal
      opened={check !== null}
      onClose={() => {
        if (!saving) onClose();
      }}
      title={check ? `${check.label} 반려` : ''}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            반려 사유는 팩트체크 현황에 표시되며, 기업이 항목을 고치면 다시 검증 대기가 됩니다.
          </Text>
          <Textarea
            label="반려 사유"
            withAsterisk
            rows={5}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              onChangeNote();
            }}
            error={error}
            description={`${formatNumber(note.length)}/${formatNumber(NOTE_MAX)}자`}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={saving}>
              취소
            </Button>
            <Button type="submit" color="red" loading={saving}>
              반려
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function FactCheckPanel({
  startupId,
  checks,
}: {
  startupId: number;
  checks: ItemCheckDto[];
}) {
  const { data: me } = useGetMeQuery();
  const checker = me ? checksFacts(me) : false;
  const [record, { isLoading: busy }] = useRecordFactCheckMutation();
  const [saving, setSaving] = useState<{ item: FactCheckItemCode; verdict: VerdictCode } | null>(
    null,
  );
  const [rejecting, setRejecting] = useState<ItemCheckDto | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const counts = countChecks(checks);
  // A phone has no room for the table's columns: each item is a short block instead.
  const narrow = useMediaQuery('(max-width: 48em)');
  const itemProps = (check: ItemCheckDto): ItemProps => ({
    check,
    checker,
    busy: busy || saving !== null,
    saving: saving?.item === check.item ? saving.verdict : null,
    onVerify: () => void verify(check),
    onReject: () => {
      setRejectError(null);
      setRejecting(check);
    },
  });

  const save = async (item: FactCheckItemCode, verdict: VerdictCode, note: string) => {
    setSaving({ item, verdict });
    try {
      await record({ startupId, factCheckBody: { item, verdict, note } }).unwrap();
      notifySuccess(SAVED_TEXT);
      return null;
    } catch (caught) {
      return caught as ApiError;
    } finally {
      setSaving(null);
    }
  };

  const verify = async (check: ItemCheckDto) => {
    const error = await save(check.item, 'verified', '');
    if (error) notifyError(noteProblem(error), FAILED_TITLE);
  };

  const reject = async (note: string) => {
    if (!rejecting) return;
    setRejectError(null);
    const error = await save(rejecting.item, 'rejected', note);
    if (!error) {
      setRejecting(null);
    } else if (error.status === 422) {
      setRejectError(noteProblem(error));
    } else {
      notifyError(error.message, FAILED_TITLE);
    }
  };

  const aside = (
    <Group gap={6}>
      <Badge variant="light" color="green" radius="sm" size="lg">
        확인 {formatNumber(counts.verified)} / {formatNumber(checks.length)}
      </Badge>
      {counts.pending > 0 ? (
        <Badge variant="light" color="orange" radius="sm" size="lg">
          검증 대기 {formatNumber(counts.pending)}
        </Badge>
      ) : null}
      {counts.rejected > 0 ? (
        <Badge variant="light" color="red" radius="sm" size="lg">
          반려 {formatNumber(counts.rejected)}
        </Badge>
      ) : null}
    </Group>
  );

  return (
    <Panel title={TITLE} aside={aside} padded={false}>
      <Stack gap="sm" px="lg" pb="sm">
        <Text fz="sm" c="dimmed">
          팩트체커가 확인한 항목만 기업 가치 평가에 반영됩니다. 기업이 정보를 고치면 그 항목은 다시
          검증 대기가 됩니다.
        </Text>
        {checker && counts.pending > 0 ? (
          <Alert color="orange" variant="light" py="xs">
            검증 대기 항목 {formatNumber(counts.pending)}개를 확인해 주세요.
          </Alert>
        ) : null}
      </Stack>
      {narrow ? (
        <Stack component="ul" gap={0} m={0} p={0} aria-label={TITLE} style={{ listStyle: 'none' }}>
          {checks.map((check) => (
            <CheckCard key={check.item} {...itemProps(check)} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={checker ? 900 : 760}>
          <Table verticalSpacing="sm" horizontalSpacing="lg" aria-label={TITLE}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>항목</Table.Th>
                <Table.Th>상태</Table.Th>
                <Table.Th>일시</Table.Th>
                <Table.Th>검증자</Table.Th>
                <Table.Th>메모</Table.Th>
                {checker ? (
                  <Table.Th>
                    <VisuallyHidden>검증</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {checks.map((check) => (
                <CheckRow key={check.item} {...itemProps(check)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {checker ? (
        <RejectDialog
          // A new dialog for every item: no reason typed for one carries over to the next.
          key={rejecting?.item ?? 'closed'}
          check={rejecting}
          saving={saving?.verdict === 'rejected'}
          error={rejectError}
          onChangeNote={() => setRejectError(null)}
          onSubmit={(note) => void reject(note)}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </Panel>
  );
}
