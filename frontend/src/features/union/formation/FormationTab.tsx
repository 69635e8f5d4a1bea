//! 결성 관리: the six formation steps (결성계획 승인 … 조합 등록) as a checklist, with how far the
//! union is and what its next status still needs, and each step recorded in a modal.
import { Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { koreanToday } from '@/shared/format';
import { LoadError } from '@/shared/ui/LoadError';
import type { UnionDetail } from '../api';
import { useGetFormationQuery, type FormationDto, type FormationStepDto } from './api';
import { FormationStepItem } from './FormationStepItem';
import { MemberRegisterButtons } from './MemberRegisterButtons';
import { FormationStepModal } from './FormationStepModal';
import { doneCount, nextStatusLine } from './model';

function Summary({ formation, union }: { formation: FormationDto; union: UnionDetail }) {
  const done = doneCount(formation);
  const total = formation.steps.length;
  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-label="결성 체크리스트"
    >
      <Stack gap="sm">
        <Title order={3} fz="md">
          결성 체크리스트
        </Title>
        <Text fz="sm" fw={600}>
          {total}단계 중 {done}단계 완료
        </Text>
        <Progress
          value={total === 0 ? 0 : (done / total) * 100}
          color={done === total ? 'teal' : 'blue'}
          aria-label="결성 진행률"
        />
        <Text fz="sm" c="dimmed">
          {nextStatusLine(formation, union.status)}
        </Text>
        <MemberRegisterButtons unionId={union.id} unionName={union.name} />
      </Stack>
    </Paper>
  );
}

export function FormationTab({ union }: { union: UnionDetail }) {
  const { data, error, refetch } = useGetFormationQuery({ unionId: union.id });
  const [recording, setRecording] = useState<FormationStepDto | null>(null);

  if (error)
    return (
      <LoadError
        title="결성 체크리스트를 불러오지 못했습니다."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  if (!data)
    return (
      <Stack gap="md">
        <Skeleton h={120} />
        <Skeleton h={360} />
      </Stack>
    );

  const today = koreanToday();
  return (
    <Stack gap="lg">
      <Summary formation={data} union={union} />
      <Stack
        component="ol"
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="결성 단계"
      >
        {data.steps.map((step, index) => (
          <FormationStepItem
            key={step.step}
            unionId={union.id}
            step={step}
            number={index + 1}
            today={today}
            // A formed union's steps are closed (the server answers 409).
            onRecord={union.editable ? () => setRecording(step) : undefined}
          />
        ))}
      </Stack>
      <FormationStepModal unionId={union.id} step={recording} onClose={() => setRecording(null)} />
    </Stack>
  );
}
