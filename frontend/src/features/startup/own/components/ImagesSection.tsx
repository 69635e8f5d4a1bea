//! '로고·대표 사진' on the basic tab: the two pictures investors see on the company's card and
//! profile. Each is saved the moment it is picked or removed, apart from the form's 저장.
import { SimpleGrid } from '@mantine/core';
import type { StartupProfileDto } from '@/features/startup/api';
import { useStartupFileRulesQuery } from '../fileApi';
import { DEFAULT_MAX_IMAGE_BYTES } from '../images';
import { FormSection } from '@/shared/ui/FormSection';
import { ImageSlotField } from './ImageSlotField';

export function ImagesSection({
  startupId,
  profile,
}: {
  startupId: number;
  profile: StartupProfileDto;
}) {
  const { data: rules } = useStartupFileRulesQuery();
  const maxBytes = rules?.max_image_bytes ?? DEFAULT_MAX_IMAGE_BYTES;
  return (
    <FormSection
      title="로고·대표 사진"
      description="검색 결과와 기업 정보에 표시됩니다. 고르거나 삭제하면 바로 저장됩니다."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <ImageSlotField
          startupId={startupId}
          slot="logo"
          url={profile.logo_url}
          maxBytes={maxBytes}
        />
        <ImageSlotField
          startupId={startupId}
          slot="photo"
          url={profile.photo_url}
          maxBytes={maxBytes}
        />
      </SimpleGrid>
    </FormSection>
  );
}
