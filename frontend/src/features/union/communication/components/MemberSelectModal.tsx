//! The member-select modal: the union's applicants ('개인') and the firm's LP groups ('그룹'),
//! each searchable with checkboxes. '다음' hands the picks to the review; closing with picks asks
//! '정말 나가시겠습니까?' first.
import { Badge, Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { formatNumber, formatPhone } from '@/shared/format';
import {
  useMailGroupCandidatesQuery,
  useMailMemberCandidatesQuery,
  type GroupCandidateDto,
  type MemberCandidateDto,
} from '../api';
import { confirmLeave } from '@/shared/ui/confirmLeave';
import {
  canMailGroup,
  canMailMember,
  groupMatches,
  mailKindInfo,
  memberMatches,
  PICKS_LOST,
  reachableText,
  type MailKind,
  type Picked,
} from '../model';
import { PickList, type PickRow } from './PickList';

/** Asked again at every opening: applicants and groups change on other screens. */
const fresh = { refetchOnMountOrArgChange: true };

const memberId = (member: MemberCandidateDto) => member.applicant_id;
const groupId = (group: GroupCandidateDto) => group.group_id;

const memberRow = (member: MemberCandidateDto): PickRow => ({
  label: member.name,
  description: [member.email, formatPhone(member.phone)].filter(Boolean).join(' · '),
  blocked: canMailMember(member) ? undefined : '이메일 없음',
});

const groupRow = (group: GroupCandidateDto): PickRow => ({
  label: group.name,
  description: `멤버 ${formatNumber(group.member_count)}명 · ${reachableText(group)}`,
  blocked: canMailGroup(group) ? undefined : '받을 사람 없음',
});

function TabLabel({ label, count }: { label: string; count: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      {label}
      {count > 0 ? (
        <Badge size="sm" variant="filled" circle={count < 10}>
          {formatNumber(count)}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Mounted when opened (by the send flow), starting from `initial`. */
export function MemberSelectModal({
  unionId,
  kind,
  initial,
  onNext,
  onClose,
}: {
  unionId: number;
  kind: MailKind;
  initial: Picked;
  onNext: (picked: Picked) => void;
  onClose: () => void;
}) {
  const members = useMailMemberCandidatesQuery({ unionId }, fresh);
  const groups = useMailGroupCandidatesQuery({ unionId }, fresh);
  const [memberIds, setMemberIds] = useState(() => new Set(initial.members.map(memberId)));
  const [groupIds, setGroupIds] = useState(() => new Set(initial.groups.map(groupId)));
  const [tab, setTab] = useState<string | null>('members');
  const count = memberIds.size + groupIds.size;

  const leave = () => {
    if (count > 0) confirmLeave(onClose, PICKS_LOST);
    else onClose();
  };
  // Picks the list no longer has (another screen removed them) drop out here.
  const next = () =>
    onNext({
      members: (members.data?.items ?? []).filter((member) => memberIds.has(memberId(member))),
      groups: (groups.data?.items ?? []).filter((group) => groupIds.has(groupId(group))),
    });

  return (
    <Modal opened onClose={leave} title="받는 사람 선택" size={600} centered>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          <Text span fw={600} c="dark.7">
            {mailKindInfo(kind).label}
          </Text>{' '}
          메일을 받을 조합원이나 그룹을 선택해 주세요. 이메일이 없는 신청자에게는 보낼 수 없습니다.
        </Text>
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List grow>
            <Tabs.Tab value="members">
              <TabLabel label="개인" count={memberIds.size} />
            </Tabs.Tab>
            <Tabs.Tab value="groups">
              <TabLabel label="그룹" count={groupIds.size} />
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="members" pt="md">
            <PickList
              name="조합원"
              unit="명"
              placeholder="이름, 이메일, 연락처로 검색"
              items={members.data?.items}
              isLoading={members.isLoading}
              isError={members.isError}
              onRetry={() => void members.refetch()}
              matches={memberMatches}
              idOf={memberId}
              rowOf={memberRow}
              selected={memberIds}
              onChange={setMemberIds}
            />
          </Tabs.Panel>
          <Tabs.Panel value="groups" pt="md">
            <PickList
              name="그룹"
              unit="개"
              placeholder="그룹명으로 검색"
              items={groups.data?.items}
              isLoading={groups.isLoading}
              isError={groups.isError}
              onRetry={() => void groups.refetch()}
              matches={groupMatches}
              idOf={groupId}
              rowOf={groupRow}
              selected={groupIds}
              onChange={setGroupIds}
            />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={leave}>
            취소
          </Button>
          <Button onClick={next} disabled={count === 0}>
            다음
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
