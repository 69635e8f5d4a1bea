//! /lp-invest-union-management/edit (create) and /edit/{fundIdx} (edit; read-only once formed).
import { Skeleton, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { UNION_LIST_PATH } from '@/entities/union';
import { useIdempotencyKey } from '@/shared/hooks/useIdempotencyKey';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { notifySuccess } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/PageHeader';
import {
  useCreateUnionMutation,
  useGetUnionQuery,
  useUpdateUnionMutation,
  type UnionBody,
} from '../api';
import { UnionForm } from '../components/UnionForm';
import { emptyUnionForm, unionToForm } from '../components/unionFormValues';
import { UNION_LOAD_FAILED, UNION_NOT_FOUND, unionDetailPath } from '../model';

const SAVED = '저장되었습니다.';

function CreateUnion() {
  const navigate = useNavigate();
  const [create] = useCreateUnionMutation();
  const idempotency = useIdempotencyKey();
  const save = async (body: UnionBody) => {
    const created = await create({
      'Idempotency-Key': idempotency.key(),
      unionBody: body,
    }).unwrap();
    notifySuccess(SAVED);
    void navigate(unionDetailPath(created.id, 'info'));
  };
  return (
    <Stack gap="lg">
      <PageHeader title="조합 등록" description="새 조합의 기본 정보를 입력합니다." />
      <UnionForm
        initialValues={emptyUnionForm()}
        onSubmit={save}
        onCancel={() => void navigate(UNION_LIST_PATH)}
      />
    </Stack>
  );
}

function EditUnion({ unionId }: { unionId: number }) {
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useGetUnionQuery({ unionId });
  const [update] = useUpdateUnionMutation();
  const back = () => void navigate(unionDetailPath(unionId, 'info'));

  if ((error as ApiError | undefined)?.status === 404) return <NotFound {...UNION_NOT_FOUND} />;
  if (error) {
    return <LoadError title={UNION_LOAD_FAILED} error={error} onRetry={() => void refetch()} />;
  }
  if (isLoading || !data) {
    return (
      <Stack gap="lg">
        <Skeleton h={40} w={240} />
        <Skeleton h={320} />
      </Stack>
    );
  }

  const save = async (body: UnionBody) => {
    await update({ unionId, unionBody: body }).unwrap();
    notifySuccess(SAVED);
    back();
  };
  return (
    <Stack gap="lg">
      <PageHeader title={data.editable ? '조합 수정' : '조합 정보'} description={data.name} />
      {/* Keyed by the union's version so a reload after saving starts from the saved values. */}
      <UnionForm
        key={`${data.id}:${data.updated_at}`}
        initialValues={unionToForm(data)}
        readOnly={!data.editable}
        onSubmit={save}
        onCancel={back}
      />
    </Stack>
  );
}

export function UnionEditPage() {
  const { fundIdx } = useParams();
  if (fundIdx === undefined) return <CreateUnion />;
  const unionId = Number(fundIdx);
  if (!Number.isInteger(unionId) || unionId <= 0) return <NotFound {...UNION_NOT_FOUND} />;
  return <EditUnion unionId={unionId} />;
}
