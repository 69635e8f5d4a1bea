//! The '자료' tab's '뉴스' panel: the articles the profile links (each opening in a new tab), each
//! with a 삭제 that asks first, and the form that adds one. Every change answers the profile,
//! which the cache takes (own/api.ts), so the list here and on the profile pages shows it at once.
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ApiError } from '@/api/baseQuery';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { NewsList } from '@/features/startup/components/NewsSection';
import type { NewsItemDto, StartupProfileDto } from '@/features/startup/api';
import { DELETE_FAILED, DELETED } from '../hooks/useDocumentChanges';
import { useRemoveStartupNewsMutation } from '../api';
import { FormSection } from '@/shared/ui/FormSection';
import { NewsForm } from './NewsForm';

export function NewsPanel({
  startupId,
  profile,
}: {
  startupId: number;
  profile: StartupProfileDto;
}) {
  const [removeNews, { isLoading: removing }] = useRemoveStartupNewsMutation();

  const remove = (item: NewsItemDto) =>
    removeNews({ startupId, newsId: item.id })
      .unwrap()
      .then(() => notifySuccess(DELETED))
      .catch((error: ApiError) => notifyError(error.message, DELETE_FAILED));

  const confirmDelete = (item: NewsItemDto) =>
    modals.openConfirmModal({
      title: '뉴스 삭제',
      centered: true,
      children: <Text fz="sm">{item.title} 기사를 삭제하시겠습니까?</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove(item),
    });

  return (
    <FormSection
      title="뉴스"
      description="기업을 다룬 기사를 등록하면 기업 정보에 보도일 최신순으로 보이며, 제목을 누르면 새 탭에서 기사가 열립니다."
    >
      {profile.news.length === 0 ? (
        <Text fz="sm" c="dimmed">
          등록된 뉴스가 없습니다.
        </Text>
      ) : (
        <NewsList
          news={profile.news}
          action={(item) => (
            <Button
              variant="default"
              size="xs"
              c={removing ? undefined : 'red'}
              disabled={removing}
              aria-label={`${item.title} 삭제`}
              onClick={() => confirmDelete(item)}
            >
              삭제
            </Button>
          )}
        />
      )}
      <NewsForm startupId={startupId} />
    </FormSection>
  );
}
