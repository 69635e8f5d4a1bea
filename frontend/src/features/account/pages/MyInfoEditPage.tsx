//! /my-info-edit (내 정보 수정): the user's name and phone, and the password, each section saved
//! on its own.
import { Skeleton, Stack } from '@mantine/core';
import { useGetMeQuery } from '@/entities/me';
import { LoadError } from '@/shared/ui/LoadError';
import { PageHeader } from '@/shared/ui/PageHeader';
import { PasswordForm } from '../components/PasswordForm';
import { ProfileForm } from '../components/ProfileForm';

export function MyInfoEditPage() {
  const { data: me, error, refetch } = useGetMeQuery();

  return (
    <Stack gap="lg">
      <PageHeader title="내 정보 수정" description="이름과 휴대폰 번호, 비밀번호를 바꿉니다." />
      {error && !me ? (
        <LoadError
          title="내 정보를 불러오지 못했습니다."
          error={error}
          onRetry={() => void refetch()}
        />
      ) : null}
      {!error && !me ? <Skeleton h={280} /> : null}
      {/* Keyed by the user: the form starts from the details it was opened with. */}
      {me ? <ProfileForm key={me.user_id} me={me} /> : null}
      <PasswordForm />
    </Stack>
  );
}
