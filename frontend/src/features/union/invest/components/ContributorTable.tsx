//! The contributing members (status P or F) with their units, amount, two evidence files and the
//! way to their certificate's preview.
import { Button, Table } from '@mantine/core';
import { formatNumber, formatWonUnit } from '@/shared/format';
import type { ContributorDto, EvidenceFileDto } from '../api';
import { EVIDENCE_KINDS, type EvidenceKind } from '../evidence';
import { targetOf, type Running } from '../useEvidenceChanges';
import { EvidenceCell } from './EvidenceCell';

export function ContributorTable({
  unionId,
  items,
  fetching,
  running,
  busy,
  onUpload,
  onDelete,
  onPreview,
}: {
  unionId: number;
  items: ContributorDto[];
  fetching: boolean;
  running: Running | null;
  busy: boolean;
  onUpload: (member: ContributorDto, kind: EvidenceKind, file: File) => void;
  onDelete: (member: ContributorDto, kind: EvidenceKind, file: EvidenceFileDto) => void;
  onPreview: (member: ContributorDto) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" horizontalSpacing="md" style={{ opacity: fetching ? 0.6 : 1 }}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>이름</Table.Th>
            <Table.Th ta="right">좌수</Table.Th>
            <Table.Th ta="right">출자금액</Table.Th>
            {EVIDENCE_KINDS.map((kind) => (
              <Table.Th key={kind.kind} w={260}>
                {kind.label}
              </Table.Th>
            ))}
            <Table.Th w={100}>증명서</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((member) => (
            <Table.Tr key={member.applicant_id}>
              <Table.Td fw={600}>{member.name}</Table.Td>
              <Table.Td ta="right">{`${formatNumber(member.unit_count)}좌`}</Table.Td>
              <Table.Td ta="right">{formatWonUnit(member.amount)}</Table.Td>
              {EVIDENCE_KINDS.map((kind) => (
                <Table.Td key={kind.kind}>
                  <EvidenceCell
                    unionId={unionId}
                    member={member}
                    kind={kind}
                    running={
                      running?.target === targetOf(member.applicant_id, kind.kind) ? running : null
                    }
                    busy={busy}
                    onUpload={(file) => onUpload(member, kind.kind, file)}
                    onDelete={(file) => onDelete(member, kind.kind, file)}
                  />
                </Table.Td>
              ))}
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="default"
                  aria-label={`${member.name} 출자증명서 미리보기`}
                  onClick={() => onPreview(member)}
                >
                  미리보기
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
