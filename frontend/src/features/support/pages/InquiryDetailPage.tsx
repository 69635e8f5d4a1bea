//! /inquiry-detail?idx= (문의 상세): the user's question with its files, then the operators'
//! answer or the note that it is coming; while it waits, the author may still add files. A
//! missing or unknown idx says so, with the way to 문의 내역.
import { Button, Skeleton, Stack } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/api/baseQuery';
import { listSearchOf } from '@/shared/navigation/fromList';
import { positiveInt } from '@/shared/navigation/searchParams';
import { LoadError } from '@/shared/ui/LoadError';
import { NotFound } from '@/shared/ui/NotFound';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouterLink } from '@/shared/ui/RouterLink';
import { useGetMyInquiryQuery } from '../api';
import { AddInquiryFiles } from '../components/AddInquiryFiles';
import { InquiryAnswer, InquiryQuestion } from '../components/InquiryView';
import { INQUIRY_HISTORY_PATH } from '../paths';

export function InquiryDetailPage() {
  const [params] = useSearchParams();
  const id = positiveInt(params.get('idx'));
  const location = useLocation();
  const listTo = `${INQUIRY_HISTORY_PATH}${listSearchOf(location.state)}`;
  const {
    currentData: inquiry,
    error,
    refetch,
  } = useGetMyInquiryQuery({ inquiryId: id ?? 0 }, { skip: id === null });

  if (id === null || (error as ApiError | undefined)?.status === 404) {
    return (
      <NotFound
        title="문의를 찾을 수 없습니다"
        text="삭제되었거나 주소가 잘못된 문의입니다."
        backTo={INQUIRY_HISTORY_PATH}
        backLabel="문의 내역으로"
      />
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="문의 상세"
        actions={
          <Button component={RouterLink} to={listTo} variant="default">
            목록
          </Button>
        }
      />
      {error && !inquiry ? (
        <LoadError
          title="문의를 불러오지 못했습니다."
          error={error}
          onRetry={() => void refetch()}
        />
      ) : null}
      {!error && !inquiry ? <Skeleton h={360} /> : null}
      {inquiry ? (
        <>
          <InquiryQuestion
            inquiry={inquiry}
            fileActions={
              inquiry.status === 'waiting' ? <AddInquiryFiles inquiry={inquiry} /> : null
            }
          />
          <InquiryAnswer inquiry={inquiry} />
        </>
      ) : null}
    </Stack>
  );
}
