//! /my-info (내 정보): the logged-in user's account details, with the way to edit them, their
//! two-factor login and, set apart, the way to withdraw.
import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useGetMeQuery } from '@/entities/me';
import { dash, formatPhone } from '@/shared/format';
import { Field } from '@/shared/ui/Field';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { TwoFactorSection } from '../components/TwoFactorSection';
import { roleLabel, userTypeLabel } from '../model';
import { MY_INFO_EDIT_PATH, MY_INFO_WITHDRAW_PATH } from '../paths';

export function MyInfoPage() {
  const { data: me, error, refetch } = useGetMeQuery();

  return (
    <Stack gap="lg">
      <PageHeader
        title="내 정보"
        description="로그인한 계정의 정보입니다."
        actions={
          <Button component={RouterLink} to={MY_INFO_EDIT_PATH}>
            정보 수정
          </Button>
        }
      />
      {error && !me ? (
        <LoadError
          title="내 정보를 불러오지 못했습니다."
          error={error}
          onRetry={() => void refetch()}
        />
      ) : null}
      {!error && !me ? <Skeleton h={220} /> : null}
      {me ? (
        <Paper withBorder shadow="xs" p="lg">
          <Title order={2} fz={18} mb="md">
            계정 정보
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            <Field label="이메일">{dash(me.email)}</Field>
            <Field label="이름">{dash(me.name)}</Field>
            <Field label="휴대폰">{formatPhone(me.phone)}</Field>
            <Field label="회사">{dash(me.company_name)}</Field>
            <Field label="직책">{roleLabel(me.role)}</Field>
            <Field label="회원 유형">{userTypeLabel(me.user_type)}</Field>
          </SimpleGrid>
        </Paper>
      ) : null}
      <TwoFactorSection email={me?.email} />
      <Group justify="flex-end">
        <Anchor component={RouterLink} to={MY_INFO_WITHDRAW_PATH} fz="sm" c="dimmed">
          회원 탈퇴
        </Anchor>
      </Group>
    </Stack>
  );
}
