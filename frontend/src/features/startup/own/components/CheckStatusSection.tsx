//! 검증 현황: where each of the twelve fact-check items stands for the startup. A rejected item's
//! reason is called out above the list with a link to the tab that corrects it, so the startup
//! knows what to fix; a verified one shows when and by whom.
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { dash, formatDateTime } from '@/shared/format';
import { Panel } from '@/shared/ui/Panel';
import { RouterLink } from '@/shared/ui/RouterLink';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { IconInfo } from '@/shared/ui/icons';
import { countChecks, ITEM_STATUSES, itemStatusInfo } from '@/features/startup/factCheck';
import type { ItemCheckDto } from '../api';
import { ownCompanyEditPath, tabOfItem } from '../model';

const ORDER = ['verified', 'pending', 'rejected', 'unchecked'] as const;

function Counts({ checks }: { checks: ItemCheckDto[] }) {
  const counts = countChecks(checks);
  return (
    <Group gap="md" aria-label="상태별 항목 수">
      {ORDER.map((status) => (
        <Text key={status} fz="sm" c="dimmed">
          {ITEM_STATUSES[status].label}{' '}
          <Text
            span
            fw={700}
            c={counts[status] > 0 ? `${ITEM_STATUSES[status].color}.8` : 'dimmed'}
          >
            {counts[status]}
          </Text>
        </Text>
      ))}
    </Group>
  );
}

/** The rejected items, each with its reason and (`linked`) a link to the tab correcting it. */
export function RejectedNotes({
  checks,
  linked = true,
}: {
  checks: ItemCheckDto[];
  linked?: boolean;
}) {
  const rejected = checks.filter((check) => check.status === 'rejected');
  if (rejected.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconInfo size={18} />}
      title={`반려된 항목이 ${rejected.length}건 있습니다. 사유를 확인하고 수정해 주세요.`}
    >
      <Stack gap="sm" mt={4}>
        {rejected.map((check) => {
          const tab = linked ? tabOfItem(check.item) : null;
          return (
            <Group key={check.item} justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Text fz="sm" fw={700} c="red.9">
                  {check.label}
                </Text>
                <Text fz="sm" c="dark.7" style={{ whiteSpace: 'pre-wrap' }}>
                  {check.note?.trim() || '사유가 남겨지지 않았습니다.'}
                </Text>
                <Text fz="xs" c="red.9">
                  {formatDateTime(check.at)} · {dash(check.checker_name)}
                </Text>
              </Stack>
              {tab ? (
                <Button
                  component={RouterLink}
                  to={ownCompanyEditPath(tab)}
                  size="xs"
                  variant="white"
                  color="red"
                  style={{ flexShrink: 0 }}
                  aria-label={`${check.label} 수정하기`}
                >
                  수정하기
                </Button>
              ) : null}
            </Group>
          );
        })}
      </Stack>
    </Alert>
  );
}

export function CheckStatusSection({ checks }: { checks: ItemCheckDto[] }) {
  return (
    <Panel title="검증 현황" aside={<Counts checks={checks} />} padded={false}>
      {checks.some((check) => check.status === 'rejected') ? (
        <Stack px="lg" pb="md">
          <RejectedNotes checks={checks} />
        </Stack>
      ) : null}
      <Table.ScrollContainer minWidth={680}>
        <Table verticalSpacing="sm" horizontalSpacing="lg" aria-label="검증 현황">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={160}>항목</Table.Th>
              <Table.Th w={110}>상태</Table.Th>
              <Table.Th w={150}>일시</Table.Th>
              <Table.Th w={110}>검증자</Table.Th>
              <Table.Th>메모</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {checks.map((check) => {
              const rejected = check.status === 'rejected';
              return (
                <Table.Tr key={check.item} bg={rejected ? 'red.0' : undefined}>
                  <Table.Th scope="row" fw={600}>
                    {check.label}
                  </Table.Th>
                  <Table.Td>
                    <StatusBadge info={itemStatusInfo(check.status)} size="sm" />
                  </Table.Td>
                  <Table.Td fz="sm">{formatDateTime(check.at)}</Table.Td>
                  <Table.Td fz="sm">{dash(check.checker_name)}</Table.Td>
                  <Table.Td
                    fz="sm"
                    c={rejected ? 'red.9' : 'dimmed'}
                    fw={rejected ? 600 : undefined}
                    style={{ whiteSpace: 'pre-wrap' }}
                  >
                    {dash(check.note?.trim())}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Panel>
  );
}
