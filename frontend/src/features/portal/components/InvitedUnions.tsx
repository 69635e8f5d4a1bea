//! '초대받은 조합': a card per union the LP was invited to, with its terms and the way to apply
//! (or to the application already made).
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { UnionStatusBadge } from '@/entities/union';
import { formatDate, formatNumber } from '@/shared/format';
import { Field } from '@/shared/ui/Field';
import { RouterLink } from '@/shared/ui/RouterLink';
import { canApply, myApplicationPath } from '../model';
import type { PortalUnionDto } from '../api';

function UnionAction({ union, onApply }: { union: PortalUnionDto; onApply: () => void }) {
  if (union.applicant_id) {
    return (
      <Button component={RouterLink} to={myApplicationPath(union.applicant_id)} variant="light">
        신청 내역 보기
      </Button>
    );
  }
  if (canApply(union)) return <Button onClick={onApply}>출자 신청</Button>;
  return (
    <Text fz="sm" c="dimmed">
      지금은 출자 신청을 받지 않습니다.
    </Text>
  );
}

export function InvitedUnionCard({
  union,
  onApply,
}: {
  union: PortalUnionDto;
  onApply: () => void;
}) {
  return (
    <Paper component="article" aria-label={union.union_name} withBorder shadow="xs" p="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Text fz="xs" c="dimmed">
            {union.firm_name}
          </Text>
          <Group gap="xs">
            <Text fw={700} fz="lg">
              {union.union_name}
            </Text>
            <UnionStatusBadge size="sm" status={union.status} />
          </Group>
        </Stack>
        <SimpleGrid cols={2} spacing="sm">
          <Field label="1좌 금액">{formatNumber(union.unit_price)}원</Field>
          <Field label="결성 목표액">{formatNumber(union.target_amount)}원</Field>
          <Field label="모집 기간">
            {formatDate(union.recruitment_start_date)} ~ {formatDate(union.recruitment_end_date)}
          </Field>
        </SimpleGrid>
        <Group justify="flex-end">
          <UnionAction union={union} onApply={onApply} />
        </Group>
      </Stack>
    </Paper>
  );
}

export function InvitedUnionGrid({
  unions,
  onApply,
}: {
  unions: PortalUnionDto[];
  onApply: (union: PortalUnionDto) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {unions.map((union) => (
        <InvitedUnionCard key={union.union_id} union={union} onApply={() => onApply(union)} />
      ))}
    </SimpleGrid>
  );
}
