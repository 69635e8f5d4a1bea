//! The invitation card: who invites, to which union, and the union's recruitment terms.
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { UnionStatusBadge } from '@/entities/union';
import { formatDate, formatDateTime, formatNumber } from '@/shared/format';
import { Field } from '@/shared/ui/Field';
import type { InvitationDto } from '../api';

export function InvitationSummary({ invitation }: { invitation: InvitationDto }) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={24}>
            {invitation.firm_name}에서 출자 신청에 초대했습니다.
          </Title>
          <Text c="dimmed" fz="sm">
            {invitation.email} 주소로 받은 초대입니다.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Field label="조합명">
            <Group gap="xs">
              {invitation.union_name}
              <UnionStatusBadge size="sm" status={invitation.union_status} />
            </Group>
          </Field>
          <Field label="1좌 금액">{formatNumber(invitation.unit_price)}원</Field>
          <Field label="결성 목표액">{formatNumber(invitation.target_amount)}원</Field>
          <Field label="모집 기간">
            {formatDate(invitation.recruitment_start_date)} ~{' '}
            {formatDate(invitation.recruitment_end_date)}
          </Field>
        </SimpleGrid>
        <Text fz="xs" c="dimmed">
          초대 링크는 {formatDateTime(invitation.expires_at)}까지 사용할 수 있습니다.
        </Text>
      </Stack>
    </Paper>
  );
}
