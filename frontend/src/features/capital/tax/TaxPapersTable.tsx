//! The year's lines: each paid member's amounts and deduction under the union's rule (with the
//! other unions their bands took in, and money that missed the law's dates), their resident
//! number (entered here for an individual) and their paper, with the year's total from the
//! server.
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { lpTypeLabel } from '@/entities/lp';
import { DOWNLOAD_ERROR_MESSAGE } from '@/shared/download/downloadFile';
import { dash } from '@/shared/format';
import { IconDownload } from '@/shared/ui/icons';
import { notifyError } from '@/shared/ui/notify';
import { downloadTaxPaper, type DeductionRuleCode, type TaxLineDto } from './api';
import { amountHeader, combinedLine, hasPaper, isCorporate, lateLine, won } from './model';

function PaperButton({
  unionId,
  year,
  member,
}: {
  unionId: number;
  year: number;
  member: TaxLineDto;
}) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadTaxPaper(unionId, year, member);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : DOWNLOAD_ERROR_MESSAGE);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconDownload size={14} />}
      loading={downloading}
      aria-label={`${member.name} 출자확인서 PDF 다운로드`}
      onClick={() => void download()}
    >
      PDF
    </Button>
  );
}

function ResidentNumberCell({
  member,
  onEdit,
}: {
  member: TaxLineDto;
  onEdit: (member: TaxLineDto) => void;
}) {
  if (isCorporate(member)) return <>{dash(member.resident_number_masked)}</>;
  const action = member.has_resident_number ? '수정' : '입력';
  return (
    <Group gap="xs" wrap="nowrap">
      {member.resident_number_masked ? <Text fz="sm">{member.resident_number_masked}</Text> : null}
      <Button
        size="compact-xs"
        variant={member.has_resident_number ? 'default' : 'light'}
        aria-label={`${member.name} 주민등록번호 ${action}`}
        onClick={() => onEdit(member)}
      >
        {action}
      </Button>
    </Group>
  );
}

export function TaxPapersTable({
  unionId,
  year,
  rule,
  members,
  total,
  fetching,
  onEditResidentNumber,
}: {
  unionId: number;
  year: number;
  rule: DeductionRuleCode;
  members: TaxLineDto[];
  /** The year's deductions added up, as the server answers it. */
  total: number;
  fetching: boolean;
  onEditResidentNumber: (member: TaxLineDto) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" horizontalSpacing="md" style={{ opacity: fetching ? 0.6 : 1 }}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>조합원</Table.Th>
            <Table.Th>구분</Table.Th>
            <Table.Th ta="right">납입 출자금</Table.Th>
            <Table.Th ta="right">{amountHeader(rule, year)}</Table.Th>
            <Table.Th ta="right">소득공제 대상 금액</Table.Th>
            <Table.Th>주민등록번호</Table.Th>
            <Table.Th w={110}>출자확인서</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.applicant_id}>
              <Table.Td>
                <Stack gap={2}>
                  <Text fw={600} fz="sm">
                    {member.name}
                  </Text>
                  {combinedLine(member) ? (
                    <Text fz="xs" c="indigo.7">
                      {combinedLine(member)}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>{lpTypeLabel(member.lp_type)}</Table.Td>
              <Table.Td ta="right">{won(member.paid)}</Table.Td>
              <Table.Td ta="right">
                <Stack gap={2} align="flex-end">
                  <Text fz="sm">{won(member.invested)}</Text>
                  {lateLine(member) ? (
                    <Text fz="xs" c="orange.8">
                      {lateLine(member)}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{won(member.deductible)}</Table.Td>
              <Table.Td>
                <ResidentNumberCell member={member} onEdit={onEditResidentNumber} />
              </Table.Td>
              <Table.Td>
                {isCorporate(member) ? (
                  <Text fz="sm" c="dimmed">
                    대상 아님
                  </Text>
                ) : hasPaper(member) ? (
                  <PaperButton unionId={unionId} year={year} member={member} />
                ) : (
                  <Text fz="sm" c="dimmed">
                    {dash(null)}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot bg="gray.0">
          <Table.Tr>
            <Table.Th colSpan={4}>합계</Table.Th>
            <Table.Td ta="right" fw={700} aria-label="소득공제 대상 금액 합계">
              {won(total)}
            </Table.Td>
            <Table.Td colSpan={2} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
