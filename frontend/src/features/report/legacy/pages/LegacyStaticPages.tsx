//! The legacy report pages without a report to load: /old-report/member/datahelp (what the
//! columns of 회원별 출자 현황 mean) and /old-report/member/info-edit (legacy reports cannot be
//! edited: how to make a new one instead).
import { Alert, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { ReportLayout } from '@/features/report/components/ReportLayout';
import { REPORT_CREATE_PATH } from '@/features/report/model';
import { useLegacyParams } from '../hooks/useLegacyParams';
import { LEGACY_NOTE, LEGACY_STATUS_PATH, legacyMemberDataPath } from '../model';

const COLUMNS: [string, string][] = [
  ['조합', '회원이 출자한 조합의 이름입니다. 같은 조합의 회원끼리 묶어 보여 줍니다.'],
  ['이름', '보고서를 받은 회원(출자자)의 이름입니다. 법인 회원은 법인명으로 표시됩니다.'],
  [
    '출자금액',
    '회원이 조합에 출자한 금액입니다. 보고서를 만든 때의 금액이며 이후 바뀌지 않습니다.',
  ],
  [
    '비중',
    '회원의 출자금액을 이 보고서에 담긴 모든 회원의 출자금액 합계로 나눈 비율(%)입니다. 조합 안에서의 지분율과는 다를 수 있습니다.',
  ],
  ['소계', '한 조합에 속한 회원 수와 출자금액의 합계, 그리고 그 합계의 비중입니다.'],
  ['합계', '보고서에 담긴 모든 회원의 수와 출자금액의 합계입니다. 비중은 100%입니다.'],
];

export function LegacyDataHelpPage() {
  const { reportNo } = useLegacyParams();
  return (
    <ReportLayout openLegacyId={reportNo}>
      <Stack gap="lg">
        <PageHeader
          title="회원별 출자 현황 도움말"
          description="이전 보고서의 회원별 출자 현황에 나오는 항목을 설명합니다."
          actions={
            <Button
              variant="default"
              component={RouterLink}
              to={reportNo === null ? LEGACY_STATUS_PATH : legacyMemberDataPath(reportNo)}
            >
              {reportNo === null ? '이전 보고서 목록' : '회원별 출자 현황으로 돌아가기'}
            </Button>
          }
        />
        <Paper withBorder shadow="xs" p={0} style={{ overflow: 'hidden' }}>
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="항목 설명">
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={120}>항목</Table.Th>
                <Table.Th>설명</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {COLUMNS.map(([name, text]) => (
                <Table.Tr key={name}>
                  <Table.Td fw={600}>{name}</Table.Td>
                  <Table.Td>{text}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Text fz="sm" c="dimmed">
          금액이 1억원에 가까우면(9,500만원 이상) 억원 단위로 소수점 둘째 자리까지, 그보다 작으면
          만원 단위로 표시합니다.
        </Text>
      </Stack>
    </ReportLayout>
  );
}

export function LegacyInfoEditPage() {
  return (
    <ReportLayout>
      <Stack gap="lg">
        <PageHeader title="이전 보고서 정보 수정" />
        <Alert color="gray" variant="light" title="이전 보고서는 수정할 수 없습니다.">
          {LEGACY_NOTE}
        </Alert>
        <Paper withBorder shadow="xs" p="lg">
          <Stack gap="sm">
            <Text fw={600}>새 보고서 만들기</Text>
            <Text fz="sm">
              내용을 바꾸려면 새 보고서를 만들어 주세요. 기준일과 보고할 조합을 고르면 투자 내역으로
              보고서를 만들고, 보고서 의견은 만든 뒤에 작성하거나 고칠 수 있습니다.
            </Text>
            <Group gap="sm">
              <Button component={RouterLink} to={REPORT_CREATE_PATH}>
                새 보고서 만들기
              </Button>
              <Button variant="default" component={RouterLink} to={LEGACY_STATUS_PATH}>
                이전 보고서 목록
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </ReportLayout>
  );
}
