//! The status action menu of a union: only the statuses the server says it may move to.
import { Button, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ApiError } from '@/api/baseQuery';
import { type UnionStatus, unionStatusInfo } from '@/entities/union';
import { notifySuccess } from '@/shared/ui/notify';
import { useChangeUnionStatusMutation, type UnionDetail } from '../api';

export function StatusMenu({ union }: { union: UnionDetail }) {
  const [changeStatus, { isLoading }] = useChangeUnionStatusMutation();
  if (union.next_statuses.length === 0) return null;

  const confirm = (target: UnionStatus) => {
    const label = unionStatusInfo(target).label;
    modals.openConfirmModal({
      title: '조합 상태 변경',
      children: (
        <Text fz="sm">
          조합 상태를 &lsquo;{unionStatusInfo(union.status).label}&rsquo;에서 &lsquo;{label}
          &rsquo;(으)로 변경하시겠습니까?
        </Text>
      ),
      labels: { confirm: '변경', cancel: '취소' },
      onConfirm: () => {
        // A refused change (409) shows the server's message through the one error notification.
        changeStatus({ unionId: union.id, statusChange: { status: target } })
          .unwrap()
          .then(() => notifySuccess(`조합 상태를 '${label}'(으)로 변경했습니다.`))
          .catch((_error: ApiError) => undefined);
      },
    });
  };

  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="default" loading={isLoading} rightSection="▾">
          상태 변경
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>변경할 상태</Menu.Label>
        {union.next_statuses.map((code) => (
          <Menu.Item key={code} onClick={() => confirm(code)}>
            {unionStatusInfo(code).label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
