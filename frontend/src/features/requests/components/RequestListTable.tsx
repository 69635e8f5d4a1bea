//! The firm's requests as a table: what was asked, when, by whom, until when, and how many
//! startups answered. A request's title opens its detail.
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@/shared/format';
import { RouterLink } from '@/shared/ui/RouterLink';
import type { DataRequestSummaryDto } from '../api';
import { dataRequestPath } from '../model';
import { DueDate } from './DueDate';
import { RequestProgress } from './RequestProgress';

function RequestRow({ request, today }: { request: DataRequestSummaryDto; today: string }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={2}>
          <Anchor component={RouterLink} to={dataRequestPath(request.id)} fw={600} fz="sm">
            {request.ask.title}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {request.ask.summary}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(request.created_at)}</Table.Td>
      <Table.Td>
        <DueDate
          dueOn={request.ask.due_on}
          today={today}
          settled={request.answered >= request.targets}
        />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{request.created_by}</Table.Td>
      <Table.Td>
        <RequestProgress
          answered={request.answered}
          targets={request.targets}
          late={request.late}
        />
      </Table.Td>
    </Table.Tr>
  );
}

export function RequestListTable({
  requests,
  today,
  dimmed,
}: {
  requests: DataRequestSummaryDto[];
  /** Korean today ('YYYY-MM-DD'), for the days left. */
  today: string;
  /** Another page is on its way. */
  dimmed: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table
        verticalSpacing="sm"
        horizontalSpacing="lg"
        highlightOnHover
        aria-label="자료 요청 목록"
        style={{ opacity: dimmed ? 0.6 : 1 }}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>요청</Table.Th>
            <Table.Th>요청일</Table.Th>
            <Table.Th>기한</Table.Th>
            <Table.Th>작성자</Table.Th>
            <Table.Th>응답</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <RequestRow key={request.id} request={request} today={today} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
