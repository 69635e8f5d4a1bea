//! The company's own words: the detailed introduction and the interview, as written (line
//! breaks kept).
import { SimpleGrid } from '@mantine/core';
import { Field } from '@/shared/ui/Field';
import { Panel } from '@/shared/ui/Panel';
import type { StartupProfileDto } from '../api';

export function IntroSection({ profile }: { profile: StartupProfileDto }) {
  return (
    <Panel title="기업 소개">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Field label="상세 소개">
          <div style={{ whiteSpace: 'pre-wrap' }}>{profile.detail_intro.trim() || '-'}</div>
        </Field>
        <Field label="인터뷰">
          <div style={{ whiteSpace: 'pre-wrap' }}>{profile.interview.trim() || '-'}</div>
        </Field>
      </SimpleGrid>
    </Panel>
  );
}
