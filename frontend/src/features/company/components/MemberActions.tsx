//! The CEO's actions on a member row: approve or reject a pending sign-up; hand the CEO account
//! over to active staff, or expel them.
import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { ApiError } from '@/api/baseQuery';
import { notifySuccess } from '@/shared/ui/notify';
import {
  useApproveMemberMutation,
  useExpelMemberMutation,
  useRejectMemberMutation,
  type CompanyMember,
} from '../api';
import { HandoverModal } from './HandoverModal';

export function ActiveActions({ member }: { member: CompanyMember }) {
  const [expel, expelling] = useExpelMemberMutation();
  const [handover, { open, close }] = useDisclosure(false);
  const confirmExpel = () =>
    modals.openConfirmModal({
      title: '구성원 강퇴',
      children: (
        <Text fz="sm">
          {member.name}님을 회사에서 강퇴하시겠습니까? 강퇴된 구성원은 더 이상 로그인할 수 없습니다.
        </Text>
      ),
      labels: { confirm: '강퇴', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        expel({ userId: member.user_id })
          .unwrap()
          .then(() => notifySuccess(`${member.name}님을 강퇴했습니다.`))
          .catch((_error: ApiError) => undefined);
      },
    });
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button size="xs" variant="default" onClick={open}>
        대표 계정 넘기기
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        loading={expelling.isLoading}
        onClick={confirmExpel}
      >
        강퇴
      </Button>
      <HandoverModal member={member} opened={handover} onClose={close} />
    </Group>
  );
}

export function PendingActions({ member }: { member: CompanyMember }) {
  const [approve, approving] = useApproveMemberMutation();
  const [reject, rejecting] = useRejectMemberMutation();

  const confirmReject = () =>
    modals.openConfirmModal({
      title: '가입 거절',
      children: <Text fz="sm">{member.name}님의 가입 신청을 거절하시겠습니까?</Text>,
      labels: { confirm: '거절', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        reject({ userId: member.user_id })
          .unwrap()
          .then(() => notifySuccess(`${member.name}님의 가입을 거절했습니다.`))
          .catch((_error: ApiError) => undefined);
      },
    });

  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        loading={approving.isLoading}
        onClick={() => {
          approve({ userId: member.user_id })
            .unwrap()
            .then(() => notifySuccess(`${member.name}님의 가입을 승인했습니다.`))
            .catch((_error: ApiError) => undefined);
        }}
      >
        승인
      </Button>
      <Button
        size="xs"
        variant="default"
        color="red"
        loading={rejecting.isLoading}
        onClick={confirmReject}
      >
        거절
      </Button>
    </Group>
  );
}
