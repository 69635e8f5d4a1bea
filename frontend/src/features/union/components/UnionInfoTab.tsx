//! The 기본 정보 tab: every field of the union, '-' when empty, with delete, list and edit buttons.
import {
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { UNION_LIST_PATH, unionEditPath } from '@/entities/union';
import { dash, formatDate, formatNumber, formatRate } from '@/shared/format';
import { Field } from '@/shared/ui/Field';
import { notifySuccess } from '@/shared/ui/notify';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useDeleteUnionMutation, type UnionDetail } from '../api';
import { fundTypeLabel, paymentMethodLabel } from '../model';
import { UnionRulesCard } from '../rules/UnionRulesCard';
import { UnionHistory } from './UnionHistory';

const won = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : `${formatNumber(value)}원`;
const units = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : `${formatNumber(value)}좌`;
const period = (start?: string | null, end?: string | null) => {
  const from = formatDate(start);
  const to = formatDate(end);
  return from === '-' && to === '-' ? '-' : `${from} ~ ${to}`;
};

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="md">
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing={0} m={0}>
        {children}
      </SimpleGrid>
    </Stack>
  );
}

export function UnionInfoTab({ union }: { union: UnionDetail }) {
  const navigate = useNavigate();
  const [deleteUnion, { isLoading: deleting }] = useDeleteUnionMutation();

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: '조합 삭제',
      children: <Text fz="sm">조합을 삭제하시겠습니까? 삭제한 조합은 목록에서 사라집니다.</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        deleteUnion({ unionId: union.id })
          .unwrap()
          .then(() => {
            notifySuccess('삭제되었습니다.');
            void navigate(UNION_LIST_PATH);
          })
          .catch((_error: ApiError) => undefined);
      },
    });

  const editButton = (
    <Button
      component={union.editable ? RouterLink : undefined}
      to={unionEditPath(union.id)}
      disabled={!union.editable}
    >
      수정
    </Button>
  );

  return (
    <Stack gap="lg">
      <UnionRulesCard unionId={union.id} />
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xl">
          <Block title="기본 정보">
            <Field layout="row" label="조합명">
              {dash(union.name)}
            </Field>
            <Field layout="row" label="고유번호">
              {dash(union.unique_number)}
            </Field>
            <Field layout="row" label="조합 유형">
              {fundTypeLabel(union.fund_type)}
            </Field>
            <Field layout="row" label="납입 방식">
              {paymentMethodLabel(union.payment_method)}
            </Field>
            <Field layout="row" label="1좌당 금액">
              {won(union.unit_price)}
            </Field>
            <Field layout="row" label="좌수">
              {units(union.unit_count)}
            </Field>
            <Field layout="row" label="결성 총액">
              {won(union.formation_amount)}
            </Field>
          </Block>
          <Block title="기간">
            <Field layout="row" label="모집기간">
              {period(union.recruitment_start_date, union.recruitment_end_date)}
            </Field>
            <Field layout="row" label="조합 기간">
              {period(union.start_date, union.due_date)}
            </Field>
            <Field layout="row" label="존속기간">
              {period(union.duration_start_date, union.duration_end_date)}
            </Field>
            <Field layout="row" label="존속기간 연장">
              {union.duration_extended ? '예' : '아니오'}
            </Field>
            <Field layout="row" label="투자기간">
              {period(union.investment_start_date, union.investment_end_date)}
            </Field>
          </Block>
          <Block title="운용">
            <Field layout="row" label="대표 펀드매니저">
              {dash(union.lead_fund_manager)}
            </Field>
            <Field layout="row" label="업무집행조합원">
              {dash(union.gp_name)}
            </Field>
            <Field layout="row" label="GP 출자 좌수">
              {units(union.gp_unit_count)}
            </Field>
            <Field layout="row" label="기준수익률">
              {formatRate(union.base_rate)}
            </Field>
            <Field layout="row" label="관리보수">
              {formatRate(union.management_fee)}
            </Field>
            <Field layout="row" label="관리보수 설명">
              {dash(union.management_fee_text)}
            </Field>
            <Field layout="row" label="성과보수 설명">
              {dash(union.success_fee_text)}
            </Field>
            <Field layout="row" label="성과보수 금액">
              {won(union.success_fee_amount)}
            </Field>
            <Field layout="row" label="운용 비율">
              {formatRate(union.operate_rate)}
            </Field>
            <Field layout="row" label="투자확인서 코드">
              {dash(union.investment_certificate_code)}
            </Field>
          </Block>
          <Stack gap="xs">
            <Title order={3} fz="md">
              공동 GP
            </Title>
            {union.has_co_gp && union.co_gps.length > 0 ? (
              <Table withTableBorder verticalSpacing="xs" maw={640}>
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th>회사명</Table.Th>
                    <Table.Th ta="right">좌수</Table.Th>
                    <Table.Th ta="right">금액</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {union.co_gps.map((row, index) => (
                    <Table.Tr key={`${row.company_name}-${index}`}>
                      <Table.Td>{row.company_name}</Table.Td>
                      <Table.Td ta="right">{units(row.unit_count)}</Table.Td>
                      <Table.Td ta="right">{won(row.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Text fz="sm" data-testid="co-gp-empty">
                -
              </Text>
            )}
          </Stack>
          <Divider />
          <Stack gap={4}>
            <Title order={3} fz="md">
              비고
            </Title>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {dash(union.note)}
            </Text>
          </Stack>
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Button variant="default" color="red" c="red" loading={deleting} onClick={confirmDelete}>
          삭제
        </Button>
        <Group gap="sm">
          <Button variant="default" component={RouterLink} to={UNION_LIST_PATH}>
            목록
          </Button>
          {union.editable ? (
            editButton
          ) : (
            <Tooltip label="결성이 완료된 조합은 수정할 수 없습니다.">
              <span>{editButton}</span>
            </Tooltip>
          )}
        </Group>
      </Group>
      <UnionHistory unionId={union.id} />
    </Stack>
  );
}
