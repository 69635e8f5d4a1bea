//! Each startup's part of a request: where it stands, when it answered, how many reminders it
//! got and how its latest mail went. A row opens onto its answers.
import { ActionIcon, Anchor, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { companyInfoPath } from '@/entities/startup';
import { formatDateTime, formatNumber } from '@/shared/format';
import { RouterLink } from '@/shared/ui/RouterLink';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import type { RequestAskDto, RequestMailDto, RequestTargetDetailDto } from '../api';
import { requestStatusInfo } from '@/entities/dataRequest';
import { mailStatusInfo } from '../model';
import { AnswerHistory } from './AnswerHistory';

const COLUMNS = 7;

function LatestMail({ mails }: { mails: RequestMailDto[] }) {
  // Oldest first: the last is the latest reminder (or the request itself).
  const latest = mails.at(-1);
  if (!latest) return <Text fz="sm">-</Text>;
  return (
    <Stack gap={2}>
      <StatusBadge info={mailStatusInfo(latest.status)} size="sm" />
      <Text fz="xs" c="dimmed">
        {formatDateTime(latest.at)}
      </Text>
    </Stack>
  );
}

function TargetRow({ part, ask }: { part: RequestTargetDetailDto; ask: RequestAskDto }) {
  const [open, setOpen] = useState(false);
  const { target } = part;
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-expanded={open}
            aria-label={`${target.startup_name} 응답 내역`}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? '▾' : '▸'}
          </ActionIcon>
        </Table.Td>
        <Table.Td>
          <Anchor component={RouterLink} to={companyInfoPath(target.startup_id)} fw={600} fz="sm">
            {target.startup_name}
          </Anchor>
        </Table.Td>
        <Table.Td style={{ wordBreak: 'break-all' }}>{target.email}</Table.Td>
        <Table.Td>
          <StatusBadge info={requestStatusInfo(target.status, target.status_label)} size="sm" />
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(target.answered_at)}</Table.Td>
        <Table.Td ta="right">{formatNumber(target.reminders)}회</Table.Td>
        <Table.Td>
          <LatestMail mails={part.mails} />
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr>
          <Table.Td colSpan={COLUMNS} bg="gray.0">
            <AnswerHistory answers={part.answers} ask={ask} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

export function TargetTable({
  targets,
  ask,
}: {
  targets: RequestTargetDetailDto[];
  ask: RequestAskDto;
}) {
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="기업별 응답 현황">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={48} />
            <Table.Th>기업명</Table.Th>
            <Table.Th>이메일</Table.Th>
            <Table.Th>상태</Table.Th>
            <Table.Th>응답일</Table.Th>
            <Table.Th ta="right">알림 횟수</Table.Th>
            <Table.Th>메일</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {targets.map((part) => (
            <TargetRow key={part.target.id} part={part} ask={ask} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
