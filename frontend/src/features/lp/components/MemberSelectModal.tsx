//! The member-selection modal of a group: the firm's LPs (searchable) with checkboxes, 전체 선택
//! and 전체 삭제, saved as the group's full member list. Leaving with changes asks first.
import {
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { formatNumber } from '@/shared/format';
import { useSearchDebounce } from '@/shared/hooks/useDebouncedValue';
import { EmptyState } from '@/shared/ui/EmptyState';
import { IconSearch } from '@/shared/ui/icons';
import { notifySuccess } from '@/shared/ui/notify';
import { confirmLeave } from '@/shared/ui/confirmLeave';
import { useListLpMembersQuery, useSetGroupMembersMutation } from '../api';
import { displayName } from '../model';

/** The most the list endpoint gives in one page; the search narrows the firm's LPs down. */
const LIST_SIZE = 100;

const sameIds = (a: Set<number>, b: Set<number>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/** Mounted when opened (the parent renders it then), so each opening starts from the saved list. */
export function MemberSelectModal({
  groupId,
  memberIds,
  onClose,
}: {
  groupId: number;
  memberIds: number[];
  onClose: () => void;
}) {
  const [initial] = useState(() => new Set(memberIds));
  const [selected, setSelected] = useState(() => new Set(memberIds));
  const [search, setSearch] = useState('');
  const query = useSearchDebounce(search.trim());
  const { data, isLoading } = useListLpMembersQuery({
    q: query || undefined,
    page: 1,
    pageSize: LIST_SIZE,
  });
  const [setMembers, { isLoading: saving }] = useSetGroupMembersMutation();
  const items = data?.items ?? [];
  const dirty = !sameIds(initial, selected);

  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectAll = () =>
    setSelected((current) => new Set([...current, ...items.map((member) => member.id)]));
  const clearAll = () => setSelected(new Set());

  const leave = () => {
    if (saving) return;
    if (dirty) confirmLeave(onClose);
    else onClose();
  };

  const save = async () => {
    try {
      await setMembers({ groupId, groupMembersBody: { lp_member_ids: [...selected] } }).unwrap();
      notifySuccess('그룹 멤버를 저장했습니다.');
      onClose();
    } catch {
      // The base query has shown the server's reason; the selection stays for another try.
    }
  };

  return (
    <Modal opened onClose={leave} title="멤버 선택" size={560} centered>
      <Stack gap="sm">
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder="이름, 이메일로 검색"
          aria-label="LP 검색"
          leftSection={<IconSearch size={16} />}
        />
        <Group justify="space-between">
          <Text fz="sm" c="dimmed" data-testid="selected-count">
            선택 {formatNumber(selected.size)}명
          </Text>
          <Group gap="xs">
            <Button variant="light" size="xs" onClick={selectAll} disabled={items.length === 0}>
              전체 선택
            </Button>
            <Button variant="subtle" color="red" size="xs" onClick={clearAll}>
              전체 삭제
            </Button>
          </Group>
        </Group>
        <ScrollArea h={400} type="auto" offsetScrollbars>
          {isLoading ? (
            <Skeleton h={36} />
          ) : items.length === 0 ? (
            <EmptyState py={32} />
          ) : (
            <Stack gap="sm">
              {items.map((member) => (
                <Checkbox
                  key={member.id}
                  checked={selected.has(member.id)}
                  onChange={(event) => toggle(member.id, event.currentTarget.checked)}
                  label={displayName(member)}
                  description={member.email}
                />
              ))}
            </Stack>
          )}
        </ScrollArea>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={leave} disabled={saving}>
            취소
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            저장
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
