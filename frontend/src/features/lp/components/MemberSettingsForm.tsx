//! The GP's own fields on an LP: status (대기, 정상, 정지) and a note, saved together.
import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { LP_STATUS_ORDER, LP_STATUSES } from '@/entities/lp';
import { notifySuccess } from '@/shared/ui/notify';
import { useChangeLpMemberMutation, type LpMemberDto } from '../api';

const STATUS_OPTIONS = LP_STATUS_ORDER.map((code) => ({
  value: code,
  label: LP_STATUSES[code].label,
}));

/** Keyed by the saved values in the page, so a reload after saving starts from them. */
export function MemberSettingsForm({ member }: { member: LpMemberDto }) {
  const [status, setStatus] = useState(member.status);
  const [note, setNote] = useState(member.note);
  const [change, { isLoading }] = useChangeLpMemberMutation();
  const dirty = status !== member.status || note !== member.note;

  const save = async () => {
    try {
      await change({ lpMemberId: member.id, lpMemberChangeBody: { status, note } }).unwrap();
      notifySuccess('저장되었습니다.');
    } catch {
      // The base query has shown the server's reason; the edits stay for another try.
    }
  };

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text fz="sm" fw={500}>
          상태
        </Text>
        <SegmentedControl
          value={status}
          onChange={setStatus}
          data={STATUS_OPTIONS}
          role="radiogroup"
          aria-label="회원 상태"
          w="fit-content"
        />
      </Stack>
      <Textarea
        label="메모"
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        rows={3}
      />
      <Group justify="flex-end">
        <Button disabled={!dirty} loading={isLoading} onClick={() => void save()}>
          저장
        </Button>
      </Group>
    </Stack>
  );
}
